/**
 * POST /open/oauth/token: an access token for an app by the client-credentials grant (form-encoded; the
 * answer is RFC 6749 JSON, not the envelope, so it is read here rather than by the HTTP client).
 */
import { useMutation } from '@tanstack/react-query';
import { OPEN_TOKEN_PATH } from '@pm/contract/open-platform-api';
import { apiBase } from '@/lib/http';
import { readTokenAnswer, tokenForm } from '../model/app-token';

export async function getAppToken(input: { clientId: string; clientSecret: string; scope?: string }) {
  let res: Response;
  try {
    res = await fetch(`${apiBase()}${OPEN_TOKEN_PATH}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
        Accept: 'application/json',
      },
      body: tokenForm(input),
      credentials: 'omit',
      cache: 'no-store',
    });
  } catch {
    throw new Error('获取令牌失败：网络错误');
  }
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    // no JSON: said below
  }
  return readTokenAnswer(res.status, body);
}

export function useAppToken() {
  return useMutation({ mutationFn: getAppToken });
}
