import { describe, expect, it } from 'vitest';
import { countdownTarget } from './bid-status';
import { clockOffset, countdownOnServer, remainingOnServer, serverNow } from './server-clock';

describe('the countdown on the server clock', () => {
  const server = Date.parse('2026-11-26T08:00:00Z');
  const endAt = '2026-11-26T08:05:30Z';

  it('shows the right countdown when the client clock is 10 minutes behind', () => {
    const client = server - 10 * 60_000;
    const offset = clockOffset(server, client - 100, client + 100);
    expect(offset).toBe(10 * 60_000);
    expect(countdownOnServer(endAt, offset, client)).toBe('0天0时5分30秒');
    // the naive countdown on the client clock would say 15 minutes
    expect(countdownOnServer(endAt, 0, client)).toBe('0天0时15分30秒');
  });

  it('shows the right countdown when the client clock is 10 minutes ahead, and 已结束 after the end', () => {
    const client = server + 10 * 60_000;
    const offset = clockOffset(server, client, client);
    expect(offset).toBe(-10 * 60_000);
    expect(countdownOnServer(endAt, offset, client)).toBe('0天0时5分30秒');
    expect(countdownOnServer(endAt, offset, client + 330_000)).toBe('已结束');
    // the naive countdown would already say 已结束
    expect(countdownOnServer(endAt, 0, client)).toBe('已结束');
  });

  it('takes the middle of the round trip', () => {
    expect(clockOffset(1_000_000, 0, 2_000)).toBe(999_000);
    expect(serverNow(5_000, 1_000)).toBe(6_000);
  });

  it('follows an extension at once: a later end counts from the same offset', () => {
    const offset = clockOffset(server, server - 60_000, server - 60_000);
    const client = server - 60_000 + 30_000;
    expect(countdownOnServer('2026-11-26T08:01:00Z', offset, client)).toBe('0天0时0分30秒');
    expect(countdownOnServer('2026-11-26T08:06:00Z', offset, client)).toBe('0天0时5分30秒');
  });

  it('is ended without an end', () => {
    expect(countdownOnServer(null, 0)).toBe('已结束');
    expect(remainingOnServer(undefined, 0).ended).toBe(true);
  });
});

describe('countdownTarget', () => {
  const e = { startAt: '2026-11-26T08:00:00Z', endAt: '2026-11-26T09:00:00Z' };
  const at = (iso: string) => Date.parse(iso);
  it('counts to the start, then to the end, then nothing', () => {
    expect(countdownTarget({ ...e, status: 'pending' }, at('2026-11-26T07:00:00Z'))?.label).toBe('距开始');
    expect(countdownTarget({ ...e, status: 'pending' }, at('2026-11-26T08:00:00Z'))?.label).toBe('距截止');
    expect(countdownTarget({ ...e, status: 'running' }, at('2026-11-26T08:30:00Z'))?.at).toBe(e.endAt);
    expect(countdownTarget({ ...e, status: 'running' }, at('2026-11-26T09:00:00Z'))).toBeNull();
    expect(countdownTarget({ ...e, status: 'awarding' }, at('2026-11-26T07:00:00Z'))).toBeNull();
  });
});
