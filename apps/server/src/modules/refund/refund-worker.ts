/**
 * The job that pays refunds back: a refund in 退款中 (REFUNDING) gives its amount back to the buyer
 * organization's monthly-settlement credit (企业月结) and becomes 已退款 (RETURNED). What is due lives on
 * the refund rows, so the job survives restarts: each process sweeps every `intervalMs` (soon again after
 * a failed sweep), taking refunds with SKIP LOCKED so that processes sharing the database never pay one
 * twice. A transition of its own that makes a refund due wakes it with that refund's id, and the woken run
 * waits for that row instead of skipping it: a competing transition (a rejection or withdrawal that lost
 * and answers 409) may still hold it for a moment after the approval committed. The sweep also removes
 * photos uploaded and never used.
 */
import type { FastifyBaseLogger } from 'fastify';
import { formatFen } from '@pm/contract/format';
import type { Db, Executor } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { Periodic } from '../../lib/periodic';
import type { CreditRepo } from '../credit/credit.repo';
import { noticeRefunds } from '../notification/notices';
import { refundPlanLines } from '../purchasing-plan/plan-ledger-receipts';
import type { UploadStore } from '../../lib/upload';
import { PENDING_UPLOAD_MS } from '../../lib/upload-rules';
import type { RefundPhotoRepo } from './refund-photo.repo';
import type { RefundRepo } from './refund.repo';
import { syncRefundRollups } from '../dashboard/rollup-writer';

const HOUR = 3_600_000;
/** Refunds paid in one transaction. */
const BATCH = 100;
/**
 * How long a woken run waits for a refund row held by another transaction (transitions hold it for a
 * few statements); beyond it the run fails, keeps the ids and is retried after 1, 2, 4 … s.
 */
const WOKEN_LOCK_TIMEOUT_MS = 5000;

export interface RefundWorkerOptions {
  /** Pause between sweeps, ms. */
  intervalMs?: number;
  /** Unused photos older than this are removed, ms. */
  unusedPhotoMs?: number;
  log?: FastifyBaseLogger;
}

export class RefundWorker {
  private lastPurge = 0;
  /** Refunds this process made due and has not paid yet (the woken run waits for their rows). */
  private readonly woken = new Set<string>();
  private readonly unusedPhotoMs: number;
  private readonly job: Periodic;

  constructor(
    private readonly db: Db,
    private readonly repo: RefundRepo,
    private readonly credit: CreditRepo,
    private readonly photoRepo: RefundPhotoRepo,
    private readonly photos: UploadStore,
    private readonly clock: Clock,
    opts: RefundWorkerOptions = {},
  ) {
    this.unusedPhotoMs = opts.unusedPhotoMs ?? PENDING_UPLOAD_MS;
    this.job = new Periodic(() => this.sweep(), {
      intervalMs: opts.intervalMs ?? 60_000,
      log: opts.log,
      name: 'refund sweep',
    });
  }

  start(): void {
    this.job.start();
  }

  /** A refund became due in this process: sweep now (or right after the sweep in progress), paying it for sure. */
  wake(refundId?: string): void {
    if (refundId !== undefined) this.woken.add(refundId);
    this.job.wake();
  }

  stop(): Promise<void> {
    return this.job.stop();
  }

  /** Pays the refunds it was woken for, then every other due one, 100 per transaction; removes old unused photos (at most hourly). */
  async sweep(): Promise<void> {
    await this.payWoken();
    while (!this.job.isStopped && (await this.runOnce(BATCH)) === BATCH);
    await this.purgePhotos();
  }

  /**
   * Pays the refunds this process was woken for, waiting (at most WOKEN_LOCK_TIMEOUT_MS) for rows another
   * transaction holds. One another process paid meanwhile is no longer due and is left out. On failure the
   * ids are kept for the retry.
   */
  async payWoken(): Promise<number> {
    const ids = [...this.woken].sort((a, b) => Number(a) - Number(b));
    this.woken.clear();
    let paid = 0;
    try {
      while (ids.length > 0) {
        const chunk = ids.slice(0, BATCH);
        paid += await this.db.transaction().execute(async (trx) => {
          await this.repo.lockTimeout(trx, WOKEN_LOCK_TIMEOUT_MS);
          return this.pay(trx, await this.repo.dueRefundsById(trx, chunk));
        });
        ids.splice(0, chunk.length);
      }
    } catch (err) {
      for (const id of ids) this.woken.add(id);
      throw err;
    }
    return paid;
  }

  /** Pays back up to `limit` due refunds that no other transaction holds, in one transaction; how many it paid. */
  async runOnce(limit = BATCH): Promise<number> {
    return this.db
      .transaction()
      .execute(async (trx) => this.pay(trx, await this.repo.dueRefunds(trx, limit)));
  }

  /** Pays back the locked due refunds: credit per organization, 已退款, logged. */
  private async pay(trx: Executor, due: Awaited<ReturnType<RefundRepo['dueRefunds']>>): Promise<number> {
    if (due.length === 0) return 0;
    const now = this.clock.now();
    // One credit update per organization, in one order: two processes paying at once never wait for
    // each other's credit rows crosswise (a deadlock would fail both sweeps).
    const perOrg = new Map<string, number>();
    for (const r of due) {
      perOrg.set(r.organization_id, (perOrg.get(r.organization_id) ?? 0) + Number(r.amount));
    }
    for (const org of [...perOrg.keys()].sort()) {
      await this.credit.giveBack(trx, org, perOrg.get(org)!, now);
    }
    await this.repo.update(
      trx,
      due.map((r) => r.id),
      { status: 'RETURNED', now, refunded: true },
    );
    // What the refunds gave back of orders from purchasing plans goes back to the plans (their ledger).
    await refundPlanLines(
      trx,
      due.map((r) => r.id),
      null,
      now,
    );
    // …and to the dashboard's rollups (net spend, refund rates).
    await syncRefundRollups(
      trx,
      due.map((r) => r.id),
    );
    await noticeRefunds(
      trx,
      due.map((r) => r.id),
      'REFUND_PAID',
      now,
    );
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
  }

  private async purgePhotos(): Promise<void> {
    const now = this.clock.now().getTime();
    if (now - this.lastPurge < HOUR) return;
    this.lastPurge = now;
    const files = await this.photoRepo.purge(this.db, new Date(now - this.unusedPhotoMs));
    for (const f of files) await this.photos.remove(f);
  }
}
