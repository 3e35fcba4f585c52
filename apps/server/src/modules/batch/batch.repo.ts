import { sql } from 'kysely';
import type { Executor } from '../../db/database';

export interface CodeRow {
  id: string;
  sku_code: string;
  status: 'on' | 'off';
}

export interface BriefRow {
  id: string;
  name: string;
  brand_id: string;
  model: string;
  model_norm: string;
  spec: string;
}

export interface BrandRow {
  id: string;
  name_cn: string;
  name_en: string;
}

export interface ClaimedJob {
  id: string;
  uuid: string;
  organization_id: string;
  user_id: string;
  total: number;
  done: number;
  attempts: number;
  input: unknown;
}

export interface JobRow {
  uuid: string;
  status: 'pending' | 'running' | 'done' | 'failed';
  total: number;
  done: number;
  results: unknown;
  error: string | null;
}

/** Goods of the model stage per model at most (a short model such as m6 can name many goods). */
const PER_MODEL = 20;

/** SQL of batch matching (goods by code, model and brand) and of the match jobs. */
export class BatchRepo {
  /** Goods whose SKU code is one of `codes` (exact; the caller adds case variants). */
  async goodsByCodes(db: Executor, codes: readonly string[]): Promise<CodeRow[]> {
    if (codes.length === 0) return [];
    return db
      .selectFrom('goods')
      .select(['id', 'sku_code', 'status'])
      .where('sku_code', 'in', [...codes])
      .execute();
  }

  /** Goods on sale whose normalized model is one of `norms`, the best sellers first per model. */
  async goodsByModels(db: Executor, norms: readonly string[]): Promise<BriefRow[]> {
    if (norms.length === 0) return [];
    const { rows } = await sql<BriefRow>`
      SELECT id, name, brand_id, model, model_norm, spec FROM (
        SELECT g.id, g.name, g.brand_id, g.model, g.model_norm, g.spec,
               row_number() OVER (PARTITION BY g.model_norm ORDER BY g.sales DESC, g.id) AS n
          FROM goods g
         WHERE g.model_norm = ANY (${[...norms]}::text[]) AND g.status = 'on'
      ) m
      WHERE n <= ${PER_MODEL}`.execute(db);
    return rows;
  }

  /** Name, brand and model of goods (to score name-search candidates). */
  async brief(db: Executor, ids: readonly string[]): Promise<BriefRow[]> {
    if (ids.length === 0) return [];
    return db
      .selectFrom('goods')
      .select(['id', 'name', 'brand_id', 'model', 'model_norm', 'spec'])
      .where('id', 'in', [...ids])
      .execute();
  }

  /** Brands named (lower case) by their Chinese or English name. */
  async brandsByNames(db: Executor, names: readonly string[]): Promise<BrandRow[]> {
    if (names.length === 0) return [];
    const list = [...names];
    return db
      .selectFrom('brands')
      .select(['id', 'name_cn', 'name_en'])
      .where((eb) =>
        eb.or([
          eb(sql<string>`lower(name_cn)`, 'in', list),
          eb.and([eb('name_en', '<>', ''), eb(sql<string>`lower(name_en)`, 'in', list)]),
        ]),
      )
      .execute();
  }

  // -- jobs ---------------------------------------------------------------------------------------

  async insertJob(
    db: Executor,
    job: { uuid: string; organizationId: string; userId: string; input: unknown[]; now: Date },
  ): Promise<void> {
    await db
      .insertInto('batch_match_jobs')
      .values({
        uuid: job.uuid,
        organization_id: job.organizationId,
        user_id: job.userId,
        total: job.input.length,
        input: JSON.stringify(job.input),
        created_at: job.now,
        updated_at: job.now,
      })
      .execute();
  }

  /** Serializes one user's job submissions until the transaction ends. */
  async lockUser(db: Executor, userId: string): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtext('batch_match_jobs'), hashtext(${userId}))`.execute(db);
  }

  /** The caller's jobs waiting or running. */
  async openJobs(db: Executor, userId: string): Promise<number> {
    const row = await db
      .selectFrom('batch_match_jobs')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .where('status', 'in', ['pending', 'running'])
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** One job of the user (null for an unknown uuid or somebody else's job). */
  async findJob(db: Executor, uuid: string, userId: string): Promise<JobRow | null> {
    const row = await db
      .selectFrom('batch_match_jobs')
      .select(['uuid', 'status', 'total', 'done', 'error'])
      // Results are read only when they are complete: a running job answers its progress alone.
      .select(sql<unknown>`CASE WHEN status = 'done' THEN results ELSE '[]'::jsonb END`.as('results'))
      .where('uuid', '=', uuid)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ?? null;
  }

  /**
   * Claims the oldest job that is waiting, or running under a lease that has run out (its worker
   * died or let it go), for `worker` until `leaseUntil`. Concurrent workers skip each other's rows.
   */
  async claim(db: Executor, worker: string, now: Date, leaseUntil: Date): Promise<ClaimedJob | null> {
    const { rows } = await sql<ClaimedJob>`
      UPDATE batch_match_jobs j
         SET status = 'running', locked_by = ${worker}, locked_until = ${leaseUntil},
             attempts = j.attempts + 1, updated_at = ${now}
       WHERE j.id = (
         SELECT id FROM batch_match_jobs
          WHERE status = 'pending'
             OR (status = 'running' AND (locked_until IS NULL OR locked_until < ${now}))
          ORDER BY created_at, id
          LIMIT 1
          FOR UPDATE SKIP LOCKED)
      RETURNING j.id, j.uuid, j.organization_id, j.user_id, j.total, j.done, j.attempts, j.input`.execute(db);
    return rows[0] ?? null;
  }

  /**
   * Appends one chunk's results and moves the progress, renewing the lease; finishes the job with its
   * last chunk. False when the worker no longer holds the job (its lease was taken over).
   */
  async saveChunk(
    db: Executor,
    job: { id: string; worker: string; done: number; total: number },
    results: unknown[],
    now: Date,
    leaseUntil: Date,
  ): Promise<boolean> {
    const done = job.done + results.length;
    const finished = done >= job.total;
    const { rows } = await sql<{ id: string }>`
      UPDATE batch_match_jobs
         SET results = results || ${JSON.stringify(results)}::jsonb,
             done = ${done},
             status = ${finished ? 'done' : 'running'},
             locked_by = ${finished ? null : job.worker},
             locked_until = ${finished ? null : leaseUntil},
             finished_at = ${finished ? now : null},
             updated_at = ${now}
       WHERE id = ${job.id} AND locked_by = ${job.worker} AND done = ${job.done} AND status = 'running'
      RETURNING id`.execute(db);
    return rows.length === 1;
  }

  /** Ends a job as failed with a Chinese reason. */
  async fail(db: Executor, id: string, worker: string | null, error: string, now: Date): Promise<void> {
    let q = db
      .updateTable('batch_match_jobs')
      .set({
        status: 'failed',
        error,
        locked_by: null,
        locked_until: null,
        finished_at: now,
        updated_at: now,
      })
      .where('id', '=', id);
    if (worker) q = q.where('locked_by', '=', worker);
    await q.execute();
  }

  /** Lets a job go (the worker stops): the next worker takes it over at once, where it stopped. */
  async release(db: Executor, id: string, worker: string): Promise<void> {
    await db
      .updateTable('batch_match_jobs')
      .set({ locked_by: null, locked_until: null })
      .where('id', '=', id)
      .where('locked_by', '=', worker)
      .where('status', '=', 'running')
      .execute();
  }

  /** Workers named in running jobs whose name starts with `prefix` (this host's). */
  async lockersLike(db: Executor, prefix: string): Promise<string[]> {
    const rows = await db
      .selectFrom('batch_match_jobs')
      .select('locked_by')
      .distinct()
      .where('status', '=', 'running')
      .where('locked_by', 'like', `${prefix.replace(/[\\%_]/g, '\\$&')}%`)
      .execute();
    return rows.map((r) => r.locked_by).filter((w): w is string => w !== null);
  }

  /** Releases the running jobs of workers known to be gone. */
  async releaseWorkers(db: Executor, workers: readonly string[]): Promise<number> {
    if (workers.length === 0) return 0;
    const res = await db
      .updateTable('batch_match_jobs')
      .set({ locked_by: null, locked_until: null })
      .where('status', '=', 'running')
      .where('locked_by', 'in', [...workers])
      .executeTakeFirst();
    return Number(res.numUpdatedRows);
  }

  /** Deletes jobs finished before `before`. */
  async purge(db: Executor, before: Date): Promise<number> {
    const res = await db.deleteFrom('batch_match_jobs').where('finished_at', '<', before).executeTakeFirst();
    return Number(res.numDeletedRows);
  }
}
