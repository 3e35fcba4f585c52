/**
 * The open platform's demo seed (npm start runs it after the catalog): the demo apps and the sandbox
 * organization, once per database; sandbox01 signs in and manages apps, the sandbox app gets a token with
 * the buyer's scopes and reads its orders' events from the feed.
 */
import { describe, expect, it } from 'vitest';
import { BUYER_SCOPES, openAppPageEndpoint } from '@pm/contract/open-platform';
import { openEventFeedEndpoint, openOrderPageEndpoint } from '@pm/contract/open-platform-api';
import { dataOf, login, useTestApp } from '../../test/app';
import { DEMO_APPS, SANDBOX, seedDemoOpenPlatform } from './demo-open-platform';

const ctx = useTestApp();

describe('the open platform demo seed', () => {
  it('adds the demo apps and the sandbox organization once; the sandbox app reads its orders and events', async () => {
    const db = ctx.tdb.db;
    expect(await seedDemoOpenPlatform(db)).toBe(true);
    expect(await seedDemoOpenPlatform(db)).toBe(false);
    const apps = await db.selectFrom('open_apps').select(['client_id', 'scopes']).execute();
    expect(apps.map((a) => a.client_id)).toEqual(
      expect.arrayContaining([...DEMO_APPS.map((a) => a.clientId), SANDBOX.clientId]),
    );
    expect(apps.find((a) => a.client_id === SANDBOX.clientId)!.scopes).toEqual([...BUYER_SCOPES]);

    // sandbox01 is its organization's manager: it sees the sandbox app in the portal.
    const manager = await login(ctx.app, { username: SANDBOX.username, password: SANDBOX.password });
    const page = await dataOf(ctx.call(openAppPageEndpoint, {}, manager));
    expect(page.records.map((a) => a.clientId)).toEqual([SANDBOX.clientId]);

    // The quick start's first step with the sandbox credentials, then its orders and their events.
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/pm-api/open/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: SANDBOX.clientId,
        client_secret: SANDBOX.clientSecret,
      }).toString(),
    });
    expect(res.statusCode).toBe(200);
    const token = (res.json() as { access_token: string }).access_token;
    const orders = await dataOf(ctx.call(openOrderPageEndpoint, {}, token));
    expect(orders.total).toBeGreaterThanOrEqual(2);
    const feed = await dataOf(ctx.call(openEventFeedEndpoint, {}, token));
    const types = feed.events.map((e) => e.type);
    expect(types.filter((t) => t === 'order.created').length).toBe(orders.total);
    expect(types).toContain('order.shipped');
    // Each event once per organization: (object, sequence) never repeats in the feed.
    const keys = feed.events.map((e) => `${e.objectId}:${e.sequence}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
