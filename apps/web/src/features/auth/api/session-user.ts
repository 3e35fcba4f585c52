/** GET /user/get-session-user: the signed-in user. */
import { sessionUserEndpoint } from '@pm/contract/user';
import { request } from '@/lib/http';

export function getSessionUser() {
  return request(sessionUserEndpoint, undefined, { silent: true, action: '获取当前用户' });
}
