import { useRefundPage } from '../api/refund-page';
import { openRefundCount } from '../model/refund-tabs';

/** The counts come with any page of the list: one application is enough to read them. */
const COUNTS_QUERY = { page: 1, limit: 1 };

/**
 * How many of the buyer's after-sales applications are open (the 退款/售后 badge of the phone personal
 * centres); null while unknown or when `enabled` is false.
 */
export function useOpenRefundCount(enabled: boolean): number | null {
  const q = useRefundPage(COUNTS_QUERY, enabled);
  return enabled ? openRefundCount(q.data?.statusCounts) : null;
}
