/** GET /bidding/time: the server's time, read once per page visit to keep the clock offset. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bidTimeEndpoint } from '@pm/contract/bidding';
import { request } from '@/lib/http';
import { endpointKey } from '@/lib/query';
import { clockOffset } from '../model/server-clock';

/** The offset (ms) of the server's clock from the client's. */
export async function getServerClockOffset(): Promise<number> {
  const sentAt = Date.now();
  const t = await request(bidTimeEndpoint, undefined, { silent: true });
  return clockOffset(t.epochMs, sentAt, Date.now());
}

export const getServerClockOffsetQuery = () =>
  queryOptions({
    queryKey: [...endpointKey(bidTimeEndpoint), 'offset'],
    queryFn: getServerClockOffset,
    staleTime: 10 * 60_000,
    retry: 1,
  });

/** The offset; 0 until it arrives. */
export function useServerClockOffset(): number {
  return useQuery(getServerClockOffsetQuery()).data ?? 0;
}
