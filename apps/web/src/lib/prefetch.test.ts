import { afterEach, describe, expect, it } from 'vitest';
import { PREFETCH_KEY, takePrefetched } from './prefetch';

const w = window as unknown as Record<string, unknown>;

describe('takePrefetched', () => {
  afterEach(() => {
    delete w[PREFETCH_KEY];
  });

  it('hands an early answer to the first GET of its URL only', async () => {
    const early = Promise.resolve(new Response('{"code":200}'));
    w[PREFETCH_KEY] = { '/pm-api/public/mall/index': early };
    expect(takePrefetched('POST', '/pm-api/public/mall/index')).toBeUndefined();
    expect(takePrefetched('GET', '/pm-api/public/mall/index')).toBe(early);
    expect(takePrefetched('GET', '/pm-api/public/mall/index')).toBeUndefined();
  });

  it('has nothing when index.html asked for nothing', () => {
    expect(takePrefetched('GET', '/pm-api/public/mall/index')).toBeUndefined();
  });
});
