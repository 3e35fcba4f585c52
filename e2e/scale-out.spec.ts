import { describe, expect, inject, it } from 'vitest';

async function call(url: string, path: string, init: RequestInit = {}) {
  const res = await fetch(`${url}/pm-api${path}`, init);
  return { status: res.status, body: (await res.json()) as { code: number; data: unknown } };
}

describe('two server processes on one PostgreSQL', () => {
  it('share sessions: log in on one, use and end the session on the other', async () => {
    // Each process keeps the sessions it served in memory (modules/auth/session-cache.ts); a logout on
    // one reaches the other through PostgreSQL's notifications.
    const a = inject('baseUrl');
    const b = inject('marketUrl');
    const login = await call(a, '/open/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'buyer02', password: 'Buyer2026' }),
    });
    expect(login.body.code).toBe(200);
    const token = (login.body.data as { access_token: string }).access_token;
    const auth = { authorization: `Bearer ${token}` };

    const onB = await call(b, '/user/get-session-user', { headers: auth });
    expect((onB.body.data as { username: string }).username).toBe('buyer02');
    const before = await call(a, '/user/get-session-user', { headers: auth });
    expect(before.status).toBe(200);

    const out = await call(b, '/open/logout', { method: 'POST', headers: auth });
    expect(out.body.code).toBe(200);
    expect((await call(b, '/user/get-session-user', { headers: auth })).status).toBe(401);
    // On the other process, within the moment the notification takes (well under a second).
    const ended = Date.now();
    let onA = await call(a, '/user/get-session-user', { headers: auth });
    while (onA.status === 200 && Date.now() - ended < 2000) {
      await new Promise((r) => setTimeout(r, 20));
      onA = await call(a, '/user/get-session-user', { headers: auth });
    }
    expect(onA.status).toBe(401);
  });
});
