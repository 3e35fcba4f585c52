/**
 * A job that runs now and then in the background of a process: every `intervalMs`, at once when woken
 * (or right after the run in progress), and soon again after a failure (1 s, 2 s, 4 s … at most the
 * interval) instead of a whole interval later. Runs never overlap; `stop` waits for the one in progress.
 * The work itself is what makes it safe for processes sharing the database (SKIP LOCKED, batches).
 */
import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicOptions {
  /** Pause between runs, ms. */
  intervalMs: number;
  /** Pause before the first run, ms (0: at once). */
  firstMs?: number;
  /** Where a failed run is told, with this name. */
  log?: FastifyBaseLogger;
  name: string;
}

export class Periodic {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  private again = false;
  private failures = 0;

  constructor(
    private readonly work: () => Promise<unknown>,
    private readonly opts: PeriodicOptions,
  ) {}

  get isStopped(): boolean {
    return this.stopped;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(this.opts.firstMs ?? 0);
  }

  /** Something is due in this process: run now (or right after the run in progress). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.schedule(0);
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.work().then(
        () => this.done(true),
        (err: unknown) => {
          this.opts.log?.error({ err }, `${this.opts.name} failed`);
          this.done(false);
        },
      );
    }, ms);
    this.timer.unref();
  }

  private done(ok: boolean): void {
    this.running = null;
    this.failures = ok ? 0 : this.failures + 1;
    const now = this.again;
    this.again = false;
    this.schedule(now ? 0 : ok ? this.opts.intervalMs : this.retryMs());
  }

  /** After a failed run: 1 s, 2 s, 4 s … never longer than the interval. */
  private retryMs(): number {
    return Math.min(this.opts.intervalMs, 1000 * 2 ** Math.min(this.failures - 1, 10));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}
