import { describe, expect, it, vi } from 'vitest';
import { buildActionTrace, encodeActionTrace } from '@pm/contract/action-trace';
import { bearer, DEMO, login, useTestApp } from '../test/app';
import { ActionTraceRepo } from '../modules/action-trace/action-trace.repo';
import { pgText, storeActionTraces, type ActionTraceRow } from './origin-action';

const ctx = useTestApp();

function row(fingerprint: string, overrides: Partial<ActionTraceRow> = {}): ActionTraceRow {
  return {
    created_at: ctx.clock.now(),
    user_id: null,
    organization_id: null,
    header_user_id: null,
    action: '查看',
    resource_code: 'gomromarket',
    url: '#/shop',
    param: '{}',
    fingerprint,
    method: 'GET',
    path: '/pm-api/user',
    status: 200,
    ip: '127.0.0.1',
    ...overrides,
  };
}

async function storedFingerprints(prefix: string): Promise<string[]> {
  const rows = await ctx.tdb.db
    .selectFrom('action_traces')
    .select('fingerprint')
    .where('fingerprint', 'like', `${prefix}%`)
    .orderBy('fingerprint')
    .execute();
  return rows.map((r) => r.fingerprint ?? '');
}

describe('pgText', () => {
  it('drops NUL, replaces unpaired surrogates and keeps everything else', () => {
    expect(pgText('a\u0000b\u0000')).toBe('ab');
    expect(pgText('x\uD800y\uDC00')).toBe('x\uFFFDy\uFFFD');
    expect(pgText('五金 😀')).toBe('五金 😀');
    expect(pgText(null)).toBeNull();
  });
});

describe('action traces in a batch', () => {
  it('stores every record of a batch that holds a header with NUL in its fields', async () => {
    const token = await login(ctx.app, DEMO.buyer01);
    const header = (fingerprint: string, action: string, param: unknown) =>
      encodeActionTrace(buildActionTrace({ action, url: '#/shop/x', payload: param, id: '1', fingerprint }));
    const headers = [
      header('batch-nul-1', '查看一', { a: 1 }),
      header('batch-nul-2\u0000', '查看\u0000二', 'p\u0000q'),
      header('batch-nul-3', '查看三', null),
      header('batch-nul-4', '查看四', { b: '五金' }),
    ];
    await ctx.app.flushActionTraces();
    // All four land in the buffer before the flush: one batch.
    for (const h of headers) {
      const res = await ctx.app.inject({
        url: '/pm-api/user/get-session-user',
        headers: { ...bearer(token), 'x-user-origin-action': h },
      });
      expect(res.statusCode).toBe(200);
    }
    await ctx.app.flushActionTraces();
    expect(await storedFingerprints('batch-nul-')).toEqual([
      'batch-nul-1',
      'batch-nul-2',
      'batch-nul-3',
      'batch-nul-4',
    ]);
    const cleaned = await ctx.tdb.db
      .selectFrom('action_traces')
      .select(['action', 'param'])
      .where('fingerprint', '=', 'batch-nul-2')
      .executeTakeFirstOrThrow();
    expect(cleaned).toEqual({ action: '查看二', param: 'pq' });
  });

  it('PostgreSQL does refuse NUL: a batch with such a row fails as a whole', async () => {
    await expect(
      new ActionTraceRepo().insert(ctx.tdb.db, [row('raw-nul-1'), row('raw-nul-2', { action: 'a\u0000' })]),
    ).rejects.toThrow();
    expect(await storedFingerprints('raw-nul-')).toEqual([]);
  });

  it('retries a failed batch row by row: only the offending row is dropped, and logged', async () => {
    const log = { warn: vi.fn() };
    const rows = [
      row('retry-1'),
      row('retry-2'),
      // Still refused after cleaning: outside integer range.
      row('retry-bad', { status: 2 ** 31 }),
      row('retry-3'),
    ];
    const stored = await storeActionTraces(ctx.tdb.db, rows, log);
    expect(stored).toBe(3);
    expect(await storedFingerprints('retry-')).toEqual(['retry-1', 'retry-2', 'retry-3']);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[1]).toBe('action trace dropped');
    expect(log.warn.mock.calls[0]?.[0]).toMatchObject({ method: 'GET', status: 2 ** 31 });
  });

  it('stores a clean batch in one statement and does not log', async () => {
    const log = { warn: vi.fn() };
    expect(await storeActionTraces(ctx.tdb.db, [row('clean-1'), row('clean-2')], log)).toBe(2);
    expect(await storedFingerprints('clean-')).toEqual(['clean-1', 'clean-2']);
    expect(log.warn).not.toHaveBeenCalled();
  });
});
