/**
 * Answers kept in memory as the bytes the route sends (lib/route PreparedAnswer), by key: the one home of
 * the bookkeeping the answer caches share (the search's, the cart list's). What decides whether a kept
 * answer still holds (a stamp, an age) is the cache's own; this keeps the entries within their limits and
 * lets requests for the same key and stamp share one build.
 */
import type { PreparedAnswer } from './route';

export interface KeptLimits {
  /** Bytes of answers kept at most; the least recently used go first. */
  maxBytes: number;
  /** Entries kept at most (no limit when absent). */
  maxEntries?: number;
}

/** The answers kept, least recently used first; an entry is its answer with what the cache notes beside it. */
export class KeptAnswers<E extends { answer: PreparedAnswer<unknown> }> {
  private readonly entries = new Map<string, E>();
  private bytes = 0;

  constructor(private readonly limits: KeptLimits) {}

  /** The entry kept under the key, if any (it does not count as used: see `touch`). */
  get(key: string): E | undefined {
    return this.entries.get(key);
  }

  /** Marks the entry of the key as the most recently used. */
  touch(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  /**
   * Keeps the entry under the key, in place of one kept before, dropping the least recently used until it
   * fits; an answer larger than all the bytes allowed is not kept.
   */
  keep(key: string, entry: E): void {
    this.delete(key);
    const size = entry.answer.body.length;
    if (size > this.limits.maxBytes) return;
    const maxEntries = this.limits.maxEntries ?? Infinity;
    while (
      this.entries.size > 0 &&
      (this.entries.size >= maxEntries || this.bytes + size > this.limits.maxBytes)
    ) {
      const [oldKey] = this.entries.keys();
      this.delete(oldKey!);
    }
    this.entries.set(key, entry);
    this.bytes += size;
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (entry && this.entries.delete(key)) this.bytes -= entry.answer.body.length;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /** How many answers and bytes are kept (tests, diagnostics). */
  size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}

/** Builds under way, by key: a request that finds one under the same stamp waits for it instead of building. */
export class SharedBuilds<T> {
  private readonly building = new Map<string, { stamp: string; answer: Promise<T> }>();

  /** The build of the key under way under this stamp, if any. */
  pending(key: string, stamp: string): Promise<T> | undefined {
    const pending = this.building.get(key);
    return pending?.stamp === stamp ? pending.answer : undefined;
  }

  /** Runs `build` as the build of the key under the stamp, shared with requests that ask meanwhile. */
  async run(key: string, stamp: string, build: () => Promise<T>): Promise<T> {
    const answer = build();
    this.building.set(key, { stamp, answer });
    try {
      return await answer;
    } finally {
      if (this.building.get(key)?.answer === answer) this.building.delete(key);
    }
  }
}
