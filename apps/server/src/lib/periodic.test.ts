import { afterEach, describe, expect, it, vi } from 'vitest';
import { Periodic } from './periodic';

afterEach(() => {
  vi.useRealTimers();
});

/** A job whose runs are counted; `fail` makes the next runs throw. */
function counted(intervalMs: number) {
  const state = { runs: 0, fail: 0 };
  const job = new Periodic(
    async () => {
      state.runs++;
      if (state.fail > 0) {
        state.fail--;
        throw new Error('database away');
      }
    },
    { intervalMs, name: 'test job' },
  );
  /** The runs so far once `ms` more have passed. */
  const after = async (ms: number) => {
    await vi.advanceTimersByTimeAsync(ms);
    return state.runs;
  };
  return { job, state, after };
}

describe('Periodic', () => {
  it('runs at once, then every interval, and not after stop', async () => {
    vi.useFakeTimers();
    const { job, after } = counted(60_000);
    job.start();
    expect(await after(0)).toBe(1);
    expect(await after(59_999)).toBe(1);
    expect(await after(1)).toBe(2);
    await job.stop();
    expect(await after(120_000)).toBe(2);
  });

  it('retries a failed run after 1 s, 2 s, 4 s instead of a whole interval, then goes back to the interval', async () => {
    vi.useFakeTimers();
    const { job, state, after } = counted(60_000);
    state.fail = 3;
    job.start();
    expect(await after(0)).toBe(1);
    expect(await after(1000)).toBe(2);
    expect(await after(1999)).toBe(2);
    expect(await after(1)).toBe(3);
    expect(await after(4000)).toBe(4); // this one succeeds
    expect(await after(59_999)).toBe(4);
    expect(await after(1)).toBe(5);
    await job.stop();
  });

  it('runs again right after the run in progress when woken during it, and at once when idle', async () => {
    vi.useFakeTimers();
    let release: () => void = () => {};
    let runs = 0;
    const job = new Periodic(
      () => {
        runs++;
        return new Promise<void>((r) => (release = r));
      },
      { intervalMs: 60_000, name: 'slow job' },
    );
    job.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(1);
    job.wake();
    job.wake();
    await vi.advanceTimersByTimeAsync(10);
    expect(runs).toBe(1); // never two at once
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(2); // one more run for both wakes
    release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    job.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(3);
    const stopping = job.stop();
    release();
    await stopping;
  });
});
