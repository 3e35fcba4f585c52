import { describe, expect, it } from 'vitest';
import { KeptAnswers, SharedBuilds } from './kept-answers';
import type { PreparedAnswer } from './route';

const answerOf = (bytes: number) => ({ answer: { body: Buffer.alloc(bytes) } as PreparedAnswer<unknown> });

describe('KeptAnswers', () => {
  it('drops the least recently used until a new answer fits, by bytes and by entries', () => {
    const kept = new KeptAnswers<ReturnType<typeof answerOf>>({ maxBytes: 100, maxEntries: 3 });
    kept.keep('a', answerOf(40));
    kept.keep('b', answerOf(40));
    kept.touch('a');
    kept.keep('c', answerOf(40)); // over 100 bytes: b, the least recently used, goes
    expect(kept.get('b')).toBeUndefined();
    expect(kept.size()).toEqual({ entries: 2, bytes: 80 });
    kept.keep('d', answerOf(1));
    kept.keep('e', answerOf(1)); // a fourth entry: a goes (c and d were kept after it was used)
    expect([kept.get('a'), kept.get('c'), kept.get('d'), kept.get('e')].map(Boolean)).toEqual([
      false,
      true,
      true,
      true,
    ]);
    expect(kept.size()).toEqual({ entries: 3, bytes: 42 });
  });

  it('keeps one entry a key, never one larger than all the bytes allowed', () => {
    const kept = new KeptAnswers<ReturnType<typeof answerOf>>({ maxBytes: 100 });
    kept.keep('a', answerOf(10));
    kept.keep('a', answerOf(20));
    expect(kept.size()).toEqual({ entries: 1, bytes: 20 });
    kept.keep('b', answerOf(101));
    expect(kept.get('b')).toBeUndefined();
    kept.clear();
    expect(kept.size()).toEqual({ entries: 0, bytes: 0 });
  });
});

describe('SharedBuilds', () => {
  it('shares a build under way with requests of the same key and stamp, not another stamp', async () => {
    const builds = new SharedBuilds<number>();
    let release!: (n: number) => void;
    const first = builds.run('k', 's1', () => new Promise<number>((r) => (release = r)));
    expect(builds.pending('k', 's1')).toBeDefined();
    expect(builds.pending('k', 's2')).toBeUndefined();
    release(7);
    expect(await first).toBe(7);
    expect(builds.pending('k', 's1')).toBeUndefined();
  });
});
