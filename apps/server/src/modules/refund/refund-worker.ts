/**
 * The job that pays refunds back: a refund in 退款中 (REFUNDING) gives its amount back to the buyer
 * organization's monthly-settlement credit (企业月结) and becomes 已退款 (RETURNED). What is due lives on
 * the refund rows, so the job survives restarts: each process sweeps every `intervalMs` and is woken as
 * soon as a transition of its own makes a refund due, taking refunds with SKIP LOCKED so that processes
 * sharing the database never pay one twice. The sweep also removes photos uploaded and never used.
 */
import type { FastifyBaseLogger } from 'fastify';
import { formatFen } from '@pm/contract/format';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { OrderRepo } from '../order/order.repo';
import type { RefundPhotoStore } from './refund-photos';
import type { RefundRepo } from './refund.repo';

const HOUR = 3_600_000;

export interface RefundWorkerOptions {
  /** Pause between sweeps, ms. */
  intervalMs?: number;
  /** Unused photos older than this are removed, ms. */
  unusedPhotoMs?: number;
  log?: FastifyBaseLogger;
}

export class RefundWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  private again = false;
  private lastPurge = 0;
  private readonly intervalMs: number;
  private readonly unusedPhotoMs: number;

  constructor(
    private readonly db: Db,
    private readonly repo: RefundRepo,
    private readonly orders: OrderRepo,
    private readonly photos: RefundPhotoStore,
    private readonly clock: Clock,
    private readonly opts: RefundWorkerOptions = {},
  ) {
    this.intervalMs = opts.intervalMs ?? 60_000;
    this.unusedPhotoMs = opts.unusedPhotoMs ?? 24 * HOUR;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** A refund became due in this process: sweep now (or right after the sweep in progress). */
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
      this.running = this.sweep().finally(() => {
        this.running = null;
        const now = this.again;
        this.again = false;
        this.schedule(now ? 0 : this.intervalMs);
      });
    }, ms);
    this.timer.unref();
  }

  /** Pays every due refund, 100 per transaction, then removes old unused photos (at most hourly). */
  async sweep(): Promise<void> {
    try {
      while (!this.stopped && (await this.runOnce(100)) === 100);
      await this.purgePhotos();
    } catch (err) {
      this.opts.log?.error({ err }, 'refund sweep failed');
    }
  }

  /** Pays back up to `limit` due refunds in one transaction; how many it paid. */
  async runOnce(limit = 100): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const now = this.clock.now();
      const due = await this.repo.dueRefunds(trx, limit);
      for (const r of due) {
        await this.orders.giveCredit(trx, r.organization_id, Number(r.amount), now);
        await this.repo.update(trx, r.id, { status: 'RETURNED', now, refunded: true });
      }
      await this.repo.log(
        trx,
        due.map((r) => ({
          refundId: r.id,
          status: 'RETURNED',
          action: '退款到账',
          actorId: null,
          actorName: '系统',
          note: `${formatFen(Number(r.amount))} 已退回企业月结额度`,
          at: now,
        })),
      );
      return due.length;
    });
  }

  private async purgePhotos(): Promise<void> {
    const now = this.clock.now().getTime();
    if (now - this.lastPurge < HOUR) return;
    this.lastPurge = now;
    const files = await this.repo.purgeUnusedPhotos(this.db, new Date(now - this.unusedPhotoMs));
    for (const f of files) await this.photos.remove(f);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}
