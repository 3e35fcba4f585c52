/**
 * The job that pays refunds back: a refund in 退款中 (REFUNDING) gives its amount back to the buyer
 * organization's monthly-settlement credit (企业月结) and becomes 已退款 (RETURNED). What is due lives on
 * the refund rows, so the job survives restarts: each process sweeps every `intervalMs` (soon again after
 * a failed sweep) and is woken as soon as a transition of its own makes a refund due, taking refunds with
 * SKIP LOCKED so that processes sharing the database never pay one twice. The sweep also removes photos
 * uploaded and never used.
 */
import type { FastifyBaseLogger } from 'fastify';
import { formatFen } from '@pm/contract/format';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { Periodic } from '../../lib/periodic';
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
  private lastPurge = 0;
  private readonly unusedPhotoMs: number;
  private readonly job: Periodic;

  constructor(
    private readonly db: Db,
    private readonly repo: RefundRepo,
    private readonly orders: OrderRepo,
    private readonly photos: RefundPhotoStore,
    private readonly clock: Clock,
    opts: RefundWorkerOptions = {},
  ) {
    this.unusedPhotoMs = opts.unusedPhotoMs ?? 24 * HOUR;
    this.job = new Periodic(() => this.sweep(), {
      intervalMs: opts.intervalMs ?? 60_000,
      log: opts.log,
      name: 'refund sweep',
    });
  }

  start(): void {
    this.job.start();
  }

  /** A refund became due in this process: sweep now (or right after the sweep in progress). */
  wake(): void {
    this.job.wake();
  }

  stop(): Promise<void> {
    return this.job.stop();
  }

  /** Pays every due refund, 100 per transaction, then removes old unused photos (at most hourly). */
  async sweep(): Promise<void> {
    while (!this.job.isStopped && (await this.runOnce(100)) === 100);
    await this.purgePhotos();
  }

  /** Pays back up to `limit` due refunds in one transaction; how many it paid. */
  async runOnce(limit = 100): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const now = this.clock.now();
      const due = await this.repo.dueRefunds(trx, limit);
      // One credit update per organization, in one order: two processes paying at once never wait for
      // each other's credit rows crosswise (a deadlock would fail both sweeps).
      const perOrg = new Map<string, number>();
      for (const r of due) {
        perOrg.set(r.organization_id, (perOrg.get(r.organization_id) ?? 0) + Number(r.amount));
      }
      for (const org of [...perOrg.keys()].sort()) {
        await this.orders.giveCredit(trx, org, perOrg.get(org)!, now);
      }
      if (due.length > 0) {
        await this.repo.update(
          trx,
          due.map((r) => r.id),
          { status: 'RETURNED', now, refunded: true },
        );
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
}
