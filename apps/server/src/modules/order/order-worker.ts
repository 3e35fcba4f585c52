/**
 * The job that confirms receipt of shipped orders when their time has come. The due time is stored on
 * the order (`auto_confirm_at`), so the job survives restarts: each process sweeps the due orders every
 * `intervalMs`, taking them with SKIP LOCKED so that processes sharing the database never confirm one
 * twice.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { OrderService } from './order.service';

export class OrderWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;

  constructor(
    private readonly service: OrderService,
    private readonly opts: { intervalMs: number; log?: FastifyBaseLogger },
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.sweep().finally(() => {
        this.running = null;
        this.schedule(this.opts.intervalMs);
      });
    }, ms);
    this.timer.unref();
  }

  /** Confirms every due order, 100 per transaction. */
  async sweep(): Promise<void> {
    try {
      while (!this.stopped && (await this.service.confirmDue(100)) === 100);
    } catch (err) {
      this.opts.log?.error({ err }, 'order auto-confirm sweep failed');
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}
