import type { Executor } from '../../db/database';

/** SQL of what is kept only for a while: action records, ended sessions and spent rate-limit windows. */
export class RetentionRepo {
  /** Removes up to `limit` rows of each kind older than its cutoff; answers how many went. */
  async prune(
    db: Executor,
    cutoffs: { traces: Date; sessions: Date; rateLimits: Date },
    limit: number,
  ): Promise<{ traces: number; sessions: number; rateLimits: number }> {
    const traces = await db
      .deleteFrom('action_traces')
      .where(
        'id',
        'in',
        db.selectFrom('action_traces').select('id').where('created_at', '<', cutoffs.traces).limit(limit),
      )
      .executeTakeFirst();
    const sessions = await db
      .deleteFrom('sessions')
      .where(
        'id',
        'in',
        db
          .selectFrom('sessions')
          .select('id')
          .where((eb) =>
            eb.or([eb('expires_at', '<', cutoffs.sessions), eb('revoked_at', '<', cutoffs.sessions)]),
          )
          .limit(limit),
      )
      .executeTakeFirst();
    const rateLimits = await db
      .deleteFrom('rate_limits')
      .where(
        'key',
        'in',
        db
          .selectFrom('rate_limits')
          .select('key')
          .where('window_start', '<', cutoffs.rateLimits)
          .limit(limit),
      )
      .executeTakeFirst();
    return {
      traces: Number(traces.numDeletedRows),
      sessions: Number(sessions.numDeletedRows),
      rateLimits: Number(rateLimits.numDeletedRows),
    };
  }
}
