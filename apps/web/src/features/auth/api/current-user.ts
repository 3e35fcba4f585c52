/** The current-user call GET /user: `{code, data:{authorities}, message}` (§7). */
import { queryOptions } from '@tanstack/react-query';
import type { CurrentUser } from '@pm/contract/user';
import { ApiError, get } from '@/lib/http';
import { notify } from '@/lib/notify';

export const currentUserQuery = queryOptions({
  queryKey: ['user', 'current'] as const,
  queryFn: async () => {
    try {
      return await get<CurrentUser>('/user', undefined, { silent: true, action: '获取当前用户权限' });
    } catch (err) {
      // §8: on failure the server's message, if any, is shown
      if (err instanceof ApiError && err.status !== 0 && err.message) notify(err.message, 'error');
      throw err;
    }
  },
  retry: false,
  staleTime: 5 * 60_000,
});
