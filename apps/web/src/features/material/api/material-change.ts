/** What a material write makes stale: lists, details, counts, the review queue and what the goods detail shows. */
import {
  materialDetailEndpoint,
  materialPageEndpoint,
  materialPublishedEndpoint,
  materialReviewPageEndpoint,
  materialSummaryEndpoint,
} from '@pm/contract/material';
import { queryClient } from '@/lib/query-client';
import { endpointKey } from '@/lib/query';

export async function refreshMaterial(): Promise<void> {
  await Promise.all(
    [
      materialPageEndpoint,
      materialDetailEndpoint,
      materialSummaryEndpoint,
      materialReviewPageEndpoint,
      materialPublishedEndpoint,
    ].map((e) => queryClient.invalidateQueries({ queryKey: endpointKey(e) })),
  );
}
