/** GET /open-platform/apps/:id/events: the events the app sees (what its GET /open/events answers it). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { appEventFeedEndpoint, type AppEventFeedQuery } from '@pm/contract/open-platform';
import { request } from '@/lib/http';
import { endpointQuery } from '@/lib/query';

export function getAppEvents(input: { id: string } & AppEventFeedQuery) {
  return request(appEventFeedEndpoint, input, { silent: true });
}

export const getAppEventsQuery = (input: { id: string } & AppEventFeedQuery) =>
  queryOptions({ ...endpointQuery(appEventFeedEndpoint, input), retry: false, staleTime: 0 });

export function useAppEvents(input: { id: string } & AppEventFeedQuery) {
  return useQuery({
    ...getAppEventsQuery(input),
    placeholderData: keepPreviousData,
    enabled: input.id !== '',
  });
}
