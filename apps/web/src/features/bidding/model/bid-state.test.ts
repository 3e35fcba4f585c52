import { describe, expect, it } from 'vitest';
import { latestState } from './bid-state';

describe('latestState', () => {
  it('takes the status and end of the latest read, whichever source it came from', () => {
    const detail = {
      serverTime: '2026-11-26T08:00:01Z',
      status: 'running' as const,
      endAt: '2026-11-26T09:00:00Z',
      extensions: 0,
    };
    const stream = {
      serverTime: '2026-11-26T07:59:59Z',
      status: 'pending' as const,
      endAt: '2026-11-26T09:00:00Z',
      extensions: 0,
    };
    expect(latestState(detail, stream)?.status).toBe('running');
    const extended = {
      serverTime: '2026-11-26T08:58:30Z',
      status: 'running' as const,
      endAt: '2026-11-26T09:01:00Z',
      extensions: 1,
    };
    expect(latestState(detail, null, extended)).toEqual({
      status: 'running',
      endAt: '2026-11-26T09:01:00Z',
      extensions: 1,
    });
    expect(latestState(null, undefined)).toBeNull();
  });
});
