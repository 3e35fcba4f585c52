/** What a notice change makes stale: the lists and the bell's count. */
import { noticePageEndpoint, noticeUnreadEndpoint } from '@pm/contract/notification';
import { queryClient } from '@/lib/query-client';
import { endpointKey } from '@/lib/query';

export async function refreshNotices(): Promise<void> {
  await Promise.all(
    [noticePageEndpoint, noticeUnreadEndpoint].map((e) =>
      queryClient.invalidateQueries({ queryKey: endpointKey(e) }),
    ),
  );
}
