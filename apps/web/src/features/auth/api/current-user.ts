/** GET /user: the current user with authorities; on failure the server's message, if any, is shown. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentUserEndpoint } from '@pm/contract/user';
import { ApiError, request } from '@/lib/http';
import { notify } from '@/lib/notify';
import { endpointKey } from '@/lib/query';

export async function getCurrentUser() {
  try {
    return await request(currentUserEndpoint, undefined, { silent: true, action: '获取当前用户权限' });
  } catch (err) {
    if (err instanceof ApiError && err.status !== 0 && err.message) notify(err.message, 'error');
    throw err;
  }
}

export const getCurrentUserQuery = () =>
  queryOptions({
    queryKey: endpointKey(currentUserEndpoint, null),
    queryFn: getCurrentUser,
    retry: false,
    staleTime: 5 * 60_000,
  });

export function useCurrentUser(enabled: boolean) {
  return useQuery({ ...getCurrentUserQuery(), enabled });
}
