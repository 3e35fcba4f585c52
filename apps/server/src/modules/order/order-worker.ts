/**
 * The job that confirms receipt of shipped orders when their time has come. The due time is stored on
 * the order (`auto_confirm_at`), so the job survives restarts: each process sweeps the due orders every
 * `intervalMs`, taking them with SKIP LOCKED so that processes sharing the database never confirm one
 * twice.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Periodic } from '../../lib/periodic';
import type { OrderService } from './order.service';

export class OrderWorker {
  private readonly job: Periodic;

  constructor(
    private readonly service: OrderService,
    opts: { intervalMs: number; log?: FastifyBaseLogger },
  ) {
    this.job = new Periodic(() => this.sweep(), { ...opts, name: 'order auto-confirm sweep' });
  }

  start(): void {
    this.job.start();
  }

  /** Confirms every due order, 100 per transaction. */
  async sweep(): Promise<void> {
    while (!this.job.isStopped && (await this.service.confirmDue(100)) === 100);
  }

  stop(): Promise<void> {
    return this.job.stop();
  }
}
