/**
 * Helpers of the open platform's API tests: apps created by a manager through the management route, and
 * tokens through the token endpoint (form-encoded, as RFC 6749 says).
 */
import { expect } from 'vitest';
import { openAppCreateEndpoint, type OpenAppSecret } from '@pm/contract/open-platform';
import type { OpenScope } from '@pm/contract/open-scopes';
import { dataOf, type TestContext } from '../../test/app';

export function openFixtures(ctx: TestContext) {
  async function createApp(
    manager: string,
    scopes: readonly OpenScope[],
    extra: { rateLimitPerMinute?: number; ipAllowlist?: string[] } = {},
  ): Promise<OpenAppSecret> {
    return dataOf(
      ctx.call(openAppCreateEndpoint, { name: '测试应用', scopes: [...scopes], ...extra }, manager),
    );
  }

  /** The token endpoint (`remoteAddress`: the caller's address, when the tests' own has asked for many). */
  async function tokenRequest(
    form: Record<string, string>,
    headers: Record<string, string> = {},
    remoteAddress?: string,
  ) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/pm-api/open/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(form).toString(),
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    return { status: res.statusCode, body: res.json() as Record<string, unknown>, headers: res.headers };
  }

  function credentials(app: OpenAppSecret): Record<string, string> {
    return { grant_type: 'client_credentials', client_id: app.app.clientId, client_secret: app.clientSecret };
  }

  async function tokenOf(app: OpenAppSecret, from?: string): Promise<string> {
    const res = await tokenRequest(credentials(app), {}, from);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.access_token as string;
  }

  /** An app of `manager` with `scopes` and a token of it. */
  async function appToken(manager: string, scopes: readonly OpenScope[]) {
    const app = await createApp(manager, scopes);
    return { app, token: await tokenOf(app) };
  }

  return { createApp, tokenRequest, credentials, tokenOf, appToken };
}
