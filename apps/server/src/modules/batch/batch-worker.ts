/**
 * The worker of batch match jobs, one per server process. It claims the oldest open job (FOR UPDATE
 * SKIP LOCKED, so processes sharing the database never take the same one), matches it in chunks and
 * commits each chunk's results with the progress, renewing its lease. It stops between chunks when
 * the app closes and lets the job go, so the next process resumes it at once where it stopped; a job
 * of a process that died is taken over when its lease runs out, or at once by a new process on the same
 * host that sees the old process is gone. A job that keeps failing ends as failed.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { BatchMatcher, LineInput } from './batch-matcher';
import type { BatchRepo, ClaimedJob } from './batch.repo';
import { BATCH_MESSAGES } from './batch.service';

export interface WorkerOptions {
  /** Lines matched and committed per step. */
  chunkSize?: number;
  /** Pause when no job waits (another process's new job is seen within it), ms. */
  idleMs?: number;
  /** How long a claim holds without progress, ms (clock time). */
  leaseMs?: number;
  /** Claims of one job before it is failed. */
  maxAttempts?: number;
  /** Finished jobs are kept this long, ms. */
  keepMs?: number;
  log?: FastifyBaseLogger;
}

const HOUR = 3_600_000;

/** Workers alive in this process (a job locked by another id with this pid was left by a closed app). */
const LIVE = new Set<string>();

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class BatchWorker {
  readonly id = `${os.hostname()}/${process.pid}/${crypto.randomUUID().slice(0, 8)}`;
  private readonly chunkSize: number;
  private readonly idleMs: number;
  private readonly leaseMs: number;
  private readonly maxAttempts: number;
  private readonly keepMs: number;
  private loop: Promise<void> | null = null;
  private stopping = false;
  private wakeUp: (() => void) | null = null;
  private pendingWake = false;
  private lastPurge = 0;
  private readonly log: FastifyBaseLogger | undefined;

  constructor(
    private readonly db: Db,
    private readonly repo: BatchRepo,
    private readonly matcher: BatchMatcher,
    private readonly clock: Clock,
    opts: WorkerOptions = {},
  ) {
    this.chunkSize = opts.chunkSize ?? 50;
    this.idleMs = opts.idleMs ?? 1000;
    this.leaseMs = opts.leaseMs ?? 60_000;
    this.maxAttempts = opts.maxAttempts ?? 3;
    this.keepMs = opts.keepMs ?? 7 * 24 * HOUR;
    this.log = opts.log;
  }

  start(): void {
    if (this.loop) return;
    this.stopping = false;
    LIVE.add(this.id);
    this.loop = this.run();
  }

  /** A job was queued in this process: look at once instead of after the pause. */
  wake(): void {
    this.pendingWake = true;
    this.wakeUp?.();
  }

  /** Stops after the chunk in progress and lets its job go. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wakeUp?.();
    await this.loop;
    this.loop = null;
    LIVE.delete(this.id);
  }

  private async run(): Promise<void> {
    await this.releaseGoneWorkers().catch((err) => this.log?.error({ err }, 'batch worker: release failed'));
    while (!this.stopping) {
      let worked = false;
      try {
        worked = await this.runOne();
      } catch (err) {
        this.log?.error({ err }, 'batch worker: step failed');
      }
      if (!worked && !this.stopping) {
        await this.purge().catch((err) => this.log?.error({ err }, 'batch worker: purge failed'));
        await this.pause();
      }
    }
  }

  private pause(): Promise<void> {
    if (this.pendingWake) {
      this.pendingWake = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = null;
        this.pendingWake = false;
        resolve();
      };
      const timer = setTimeout(done, this.idleMs);
      timer.unref();
      this.wakeUp = done;
    });
  }

  private lease(now: Date): Date {
    return new Date(now.getTime() + this.leaseMs);
  }

  /**
   * Claims one job and works on it until it is done or the worker stops; false when none waits or a
   * step failed (the worker pauses before the next try).
   */
  async runOne(): Promise<boolean> {
    const now = this.clock.now();
    const job = await this.repo.claim(this.db, this.id, now, this.lease(now));
    if (!job) return false;
    if (job.attempts > this.maxAttempts) {
      this.log?.warn({ job: job.uuid }, 'batch worker: job failed too often');
      await this.repo.fail(this.db, job.id, this.id, BATCH_MESSAGES.jobFailed, this.clock.now());
      return true;
    }
    try {
      await this.work(job);
    } catch (err) {
      // Another worker (or this one) tries again; after maxAttempts claims the job fails.
      this.log?.error({ err, job: job.uuid }, 'batch worker: job step failed');
      await this.repo.release(this.db, job.id, this.id);
      return false;
    }
    return true;
  }

  private async work(job: ClaimedJob): Promise<void> {
    const input = job.input as LineInput[];
    let done = job.done;
    while (done < job.total) {
      if (this.stopping) {
        await this.repo.release(this.db, job.id, this.id);
        return;
      }
      const results = await this.matcher.matchChunk(input.slice(done, done + this.chunkSize), done);
      const now = this.clock.now();
      const kept = await this.repo.saveChunk(
        this.db,
        { id: job.id, worker: this.id, done, total: job.total },
        results,
        now,
        this.lease(now),
      );
      // Its lease ran out and another worker took the job over: leave it to that one.
      if (!kept) return;
      done += results.length;
    }
  }

  /** Running jobs of workers of this host whose process is gone (or whose app here was closed). */
  private async releaseGoneWorkers(): Promise<void> {
    const prefix = `${os.hostname()}/`;
    const gone = (await this.repo.lockersLike(this.db, prefix)).filter((w) => {
      const pid = Number(w.slice(prefix.length).split('/')[0]);
      if (!Number.isInteger(pid) || pid <= 0) return false;
      return pid === process.pid ? !LIVE.has(w) : !processAlive(pid);
    });
    const released = await this.repo.releaseWorkers(this.db, gone);
    if (released > 0) this.log?.info({ released }, 'batch worker: resuming jobs of stopped processes');
  }

  private async purge(): Promise<void> {
    const now = this.clock.now().getTime();
    if (now - this.lastPurge < HOUR) return;
    this.lastPurge = now;
    await this.repo.purge(this.db, new Date(now - this.keepMs));
  }
}
