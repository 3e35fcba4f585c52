/** POST /open/token: the raw answer, so the caller can tell a wrong password from a rate limit. */
import { loginEndpoint, type LoginRequest } from '@pm/contract/auth';
import { requestEnvelope } from '@/lib/http';

export function postLogin(input: LoginRequest) {
  return requestEnvelope(loginEndpoint, input, { action: '登录' });
}
