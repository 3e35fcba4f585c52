import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useTestApp } from '../../test/app';
import { RetentionJob, RETENTION_DAYS } from './retention';

const ctx = useTestApp();
const DAY = 24 * 3600 * 1000;

describe('retention', () => {
  it('removes action records, ended sessions and spent counters past their time and keeps the rest', async () => {
    const db = ctx.tdb.db;
    const now = ctx.clock.now().getTime();
    const at = (days: number) => new Date(now - days * DAY);
    const trace = (created: Date, action: string) => ({
      created_at: created,
      action,
      resource_code: '',
      url: '/',
      param: '{}',
      method: 'GET',
      path: '/pm-api/x',
      status: 200,
    });
    await db
      .insertInto('action_traces')
      .values([trace(at(RETENTION_DAYS.actionTraces + 1), 'old'), trace(at(1), 'recent')])
      .execute();
    const user = await db
      .selectFrom('users')
      .select(['id', 'organization_id'])
      .limit(1)
      .executeTakeFirstOrThrow();
    const session = (token: string, expires: Date, revoked: Date | null) => ({
      token_hash: Buffer.from(token),
      user_id: user.id,
      organization_id: user.organization_id,
      created_at: at(60),
      expires_at: expires,
      revoked_at: revoked,
    });
    await db
      .insertInto('sessions')
      .values([
        session('ended-long-ago', at(RETENTION_DAYS.endedSessions + 1), null),
        session('signed-out-long-ago', at(-5), at(RETENTION_DAYS.endedSessions + 2)),
        session('ended-lately', at(2), null),
        session('live', at(-5), null),
      ])
      .execute();
    await db
      .insertInto('rate_limits')
      .values([
        { key: 'test:old', window_start: at(2), count: 3 },
        { key: 'test:now', window_start: at(0), count: 1 },
      ])
      .execute();

    const removed = await new RetentionJob(db, ctx.clock, { intervalMs: 3600_000 }).sweep();
    expect(removed).toMatchObject({ traces: 1, sessions: 2 });
    expect(removed.rateLimits).toBeGreaterThanOrEqual(1);

    const actions = await db.selectFrom('action_traces').select('action').execute();
    expect(actions.map((a) => a.action)).toEqual(['recent']);
    const tokens = await sql<{ t: string }>`SELECT convert_from(token_hash, 'UTF8') AS t FROM sessions
      WHERE token_hash IN (${Buffer.from('ended-long-ago')}, ${Buffer.from('signed-out-long-ago')},
        ${Buffer.from('ended-lately')}, ${Buffer.from('live')})`.execute(db);
    expect(tokens.rows.map((r) => r.t).sort()).toEqual(['ended-lately', 'live']);
    const keys = await db.selectFrom('rate_limits').select('key').where('key', 'like', 'test:%').execute();
    expect(keys.map((k) => k.key)).toEqual(['test:now']);
  });
});
