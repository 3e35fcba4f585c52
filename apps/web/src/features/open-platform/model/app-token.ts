/**
 * The client-credentials grant as the console asks for it: the form of the token request, and its
 * answer read (RFC 6749 §5.1 on success, §5.2 `{error, error_description}` on failure, said in Chinese).
 */

export interface AppToken {
  accessToken: string;
  expiresIn: number;
  scope: string;
}

export function tokenForm(input: { clientId: string; clientSecret: string; scope?: string }): string {
  const form = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: input.clientId.trim(),
    client_secret: input.clientSecret.trim(),
  });
  if (input.scope?.trim()) form.set('scope', input.scope.trim());
  return form.toString();
}

const OAUTH_ERROR_TEXT: Record<string, string> = {
  invalid_client: 'client_id 或 client_secret 不正确，或应用已吊销',
  invalid_request: '请求不完整或格式不正确',
  invalid_grant: '授权无效',
  unauthorized_client: '该应用不能使用此授权方式',
  unsupported_grant_type: '不支持的授权方式',
  invalid_scope: '所请求的权限范围超出应用的权限',
};

function rec(v: unknown): Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

/** The token, or an Error whose message says (in Chinese) why none came. */
export function readTokenAnswer(status: number, body: unknown): AppToken {
  const b = rec(body);
  if (status === 200 && typeof b.access_token === 'string') {
    return {
      accessToken: b.access_token,
      expiresIn: typeof b.expires_in === 'number' ? b.expires_in : 0,
      scope: typeof b.scope === 'string' ? b.scope : '',
    };
  }
  const error = typeof b.error === 'string' ? b.error : '';
  const described = typeof b.error_description === 'string' ? b.error_description : '';
  // the envelope of the shared answers (429, 413 …)
  const message = typeof b.message === 'string' ? b.message : '';
  const text = described || OAUTH_ERROR_TEXT[error] || message || `HTTP ${status}`;
  throw new Error(`获取令牌失败：${text}${error ? `（${error}）` : ''}`);
}
