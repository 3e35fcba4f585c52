/**
 * How long the server keeps what it records about people beyond their business data (the privacy policy of
 * the app market says the same): action records (X-User-Origin-Action) 180 days, sessions 30 days after they
 * ended (expired or signed out), rate-limit counters a day after their window. A job removes older rows every
 * hour, in batches, so that processes sharing the database can run it side by side.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { Periodic } from '../../lib/periodic';
import { RetentionRepo } from './retention.repo';

export const RETENTION_DAYS = { actionTraces: 180, endedSessions: 30, rateLimits: 1 } as const;

const DAY_MS = 24 * 3600 * 1000;
const BATCH = 5000;

export class RetentionJob {
  private readonly repo = new RetentionRepo();
  private readonly job: Periodic;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    opts: { intervalMs: number; log?: FastifyBaseLogger },
  ) {
    this.job = new Periodic(() => this.sweep(), {
      ...opts,
      firstMs: opts.intervalMs,
      name: 'retention sweep',
    });
  }

  start(): void {
    this.job.start();
  }

  stop(): Promise<void> {
    return this.job.stop();
  }

  /** Removes everything past its time; answers the rows removed per kind. */
  async sweep(): Promise<{ traces: number; sessions: number; rateLimits: number }> {
    const now = this.clock.now().getTime();
    const cutoffs = {
      traces: new Date(now - RETENTION_DAYS.actionTraces * DAY_MS),
      sessions: new Date(now - RETENTION_DAYS.endedSessions * DAY_MS),
      rateLimits: new Date(now - RETENTION_DAYS.rateLimits * DAY_MS),
    };
    const total = { traces: 0, sessions: 0, rateLimits: 0 };
    for (;;) {
      const n = await this.repo.prune(this.db, cutoffs, BATCH);
      total.traces += n.traces;
      total.sessions += n.sessions;
      total.rateLimits += n.rateLimits;
      if (this.job.isStopped || (n.traces < BATCH && n.sessions < BATCH && n.rateLimits < BATCH))
        return total;
    }
  }
}
