/** POST /open/register: the raw answer, so the caller can show the server's message (该手机号已被注册). */
import { registerEndpoint, type RegisterRequest } from '@pm/contract/register';
import { requestEnvelope } from '@/lib/http';

export function postRegister(input: RegisterRequest) {
  return requestEnvelope(registerEndpoint, input, { action: '注册' });
}
