import { sql } from 'kysely';
import type { OperatorActionCode, OperatorObjectType } from '@pm/contract/workbench-admin';
import type { Executor } from '../../db/database';

/** One operator write as the log keeps it. */
export interface ActionEntry {
  operatorId: string;
  action: OperatorActionCode;
  /** The action's Chinese text; may say more than the code's label (e.g. 调整授信额度 ¥1,000.00 → ¥2,000.00). */
  summary: string;
  objectType: OperatorObjectType;
  objectKey: string;
  objectName?: string;
  reason?: string;
  before: unknown;
  after: unknown;
  at: Date;
}

export interface ActionFilter {
  operatorId?: string | undefined;
  action?: string | undefined;
  objectType?: string | undefined;
  objectKey?: string | undefined;
  /** Bounds of created_at: [from, to). */
  from?: Date | undefined;
  to?: Date | undefined;
  page: number;
  limit: number;
}

const json = (v: unknown): string | null => (v === undefined || v === null ? null : JSON.stringify(v));

/** SQL of the operators' action log (operator_actions, migration 0034): append and read, nothing else. */
export class AuditRepo {
  async append(db: Executor, e: ActionEntry): Promise<string> {
    const row = await db
      .insertInto('operator_actions')
      .values({
        operator_id: e.operatorId,
        action: e.action,
        summary: e.summary,
        object_type: e.objectType,
        object_id: e.objectKey,
        object_name: e.objectName ?? '',
        reason: e.reason ?? '',
        before: json(e.before),
        after: json(e.after),
        created_at: e.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async page(db: Executor, f: ActionFilter) {
    let q = db.selectFrom('operator_actions as a').innerJoin('users as u', 'u.id', 'a.operator_id');
    if (f.operatorId) q = q.where('a.operator_id', '=', f.operatorId);
    if (f.action) q = q.where('a.action', '=', f.action);
    if (f.objectType) q = q.where('a.object_type', '=', f.objectType);
    if (f.objectKey) q = q.where('a.object_id', '=', f.objectKey);
    if (f.from) q = q.where('a.created_at', '>=', f.from);
    if (f.to) q = q.where('a.created_at', '<', f.to);
    const [records, total] = await Promise.all([
      q
        .select([
          'a.id',
          'a.operator_id',
          sql<string>`coalesce(nullif(u.fullname, ''), u.username)`.as('operator_name'),
          'a.action',
          'a.summary',
          'a.object_type',
          'a.object_id',
          'a.object_name',
          'a.reason',
          'a.before',
          'a.after',
          'a.created_at',
        ])
        .orderBy('a.created_at', 'desc')
        .orderBy('a.id', 'desc')
        .limit(f.limit)
        .offset((f.page - 1) * f.limit)
        .execute(),
      q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { records, total: Number(total.n) };
  }
}
