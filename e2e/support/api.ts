/** The mall's API as the specs call it besides the browser: real HTTP to the run's full server. */
import { inject } from 'vitest';
import type { Envelope } from '@pm/contract/envelope';

export type { Envelope };

/** A JSON call under /pm-api; `token` signs it as that user. */
export async function api<T>(path: string, init: RequestInit = {}, token?: string): Promise<Envelope<T>> {
  const res = await fetch(`${inject('baseUrl')}/pm-api${path}`, {
    ...init,
    headers: {
      // A body-less DELETE or GET with a JSON content type is refused (empty body), so only with a body.
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.headers ?? {}),
    },
  });
  return (await res.json()) as Envelope<T>;
}

/** A demo user's access token (the buyers' password by default). */
export async function tokenOf(username: string, password = 'Buyer2026'): Promise<string> {
  const r = await api<{ access_token: string }>('/open/token', {
    method: 'POST',
    body: JSON.stringify({ username, password }),
  });
  return r.data.access_token;
}
