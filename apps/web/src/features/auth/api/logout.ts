/** POST /open/logout and GET /iam-logout (credentials, no-cors): both ignore failures. */
import { iamLogoutEndpoint, logoutEndpoint } from '@pm/contract/auth';
import { fireAndForget, request } from '@/lib/http';

export async function postLogout(): Promise<void> {
  await request(logoutEndpoint, undefined, { silent: true, action: '退出登录' }).catch(() => undefined);
  await fireAndForget(iamLogoutEndpoint);
}
