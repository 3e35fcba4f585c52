import { sql } from 'kysely';
import type { Executor } from '../../db/database';

export type ApprovalRow = NonNullable<Awaited<ReturnType<ApprovalRepo['byId']>>>;
export type RuleRow = NonNullable<Awaited<ReturnType<ApprovalRepo['rule']>>>;

const APPROVAL_COLUMNS = [
  'a.id',
  'a.organization_id',
  'a.submission_id',
  'a.requester_id',
  'a.status',
  'a.amount',
  'a.reasons',
  'a.request_reason',
  'a.overruns',
  'a.expires_at',
  'a.decided_by_name',
  'a.decision_reason',
  'a.decided_at',
  'a.created_at',
] as const;

/**
 * SQL of approval rules and approvals (migration 0025). Orders, stock, credit and plans move through their
 * own repos and the plan ledger; this reads the orders of a submission and what approval rules look at.
 */
export class ApprovalRepo {
  rule(db: Executor, organizationId: string) {
    return db
      .selectFrom('approval_rules as r')
      .leftJoin('users as u', 'u.id', 'r.updated_by')
      .select([
        'r.amount_threshold',
        'r.catalog_ids',
        'r.outside_plan',
        'r.hold_hours',
        'r.updated_at',
        sql<string | null>`coalesce(nullif(u.fullname, ''), u.username)`.as('updated_by_name'),
      ])
      .where('r.organization_id', '=', organizationId)
      .executeTakeFirst();
  }

  async saveRule(
    db: Executor,
    organizationId: string,
    r: { amountThreshold: number | null; catalogIds: string[]; outsidePlan: boolean; holdHours: number },
    userId: string,
    now: Date,
  ): Promise<void> {
    const values = {
      amount_threshold: r.amountThreshold,
      catalog_ids: r.catalogIds,
      outside_plan: r.outsidePlan,
      hold_hours: r.holdHours,
      updated_by: userId,
      updated_at: now,
    };
    await db
      .insertInto('approval_rules')
      .values({ organization_id: organizationId, ...values })
      .onConflict((oc) => oc.column('organization_id').doUpdateSet(values))
      .execute();
  }

  catalogs(db: Executor, ids: readonly string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db.selectFrom('catalogs').select(['id', 'name']).where('id', 'in', ids).orderBy('id').execute();
  }

  /** The organization's active purchasing managers. */
  approvers(db: Executor, organizationId: string) {
    return db
      .selectFrom('users as u')
      .select(['u.id', sql<string>`coalesce(nullif(u.fullname, ''), u.username)`.as('name')])
      .where('u.organization_id', '=', organizationId)
      .where('u.status', '=', 'active')
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('user_roles as ur')
            .innerJoin('roles as r', 'r.id', 'ur.role_id')
            .select('ur.user_id')
            .whereRef('ur.user_id', '=', 'u.id')
            .where('r.role_type', '=', 'APPROVER'),
        ),
      )
      .orderBy('u.id')
      .execute();
  }

  /** Names of the catalogs in `catalogIds` that goods of the orders belong to (at any level). */
  async matchedCatalogs(db: Executor, orderIds: readonly string[], catalogIds: readonly string[]) {
    if (catalogIds.length === 0 || orderIds.length === 0) return [];
    const rows = await sql<{ name: string }>`
      SELECT c.name FROM catalogs c
      WHERE c.id = ANY (${[...catalogIds]}::bigint[]) AND EXISTS (
        SELECT 1 FROM order_lines l JOIN goods g ON g.id = l.goods_id
        WHERE l.order_id = ANY (${[...orderIds]}::bigint[])
          AND c.id IN (g.catalog_id, g.catalog1_id, g.catalog2_id))
      ORDER BY c.id`.execute(db);
    return rows.rows.map((r) => r.name);
  }

  /** Whether an order line of the orders comes from no purchasing plan. */
  async hasLineOutsidePlan(db: Executor, orderIds: readonly string[]): Promise<boolean> {
    const row = await db
      .selectFrom('order_lines')
      .select('id')
      .where('order_id', 'in', orderIds)
      .where('plan_line_id', 'is', null)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(
    db: Executor,
    a: {
      organizationId: string;
      submissionId: string;
      requesterId: string;
      amount: number;
      reasons: string[];
      requestReason: string;
      overruns: unknown[];
      expiresAt: Date;
      now: Date;
    },
  ): Promise<string> {
    const row = await db
      .insertInto('order_approvals')
      .values({
        organization_id: a.organizationId,
        submission_id: a.submissionId,
        requester_id: a.requesterId,
        amount: a.amount,
        reasons: a.reasons,
        request_reason: a.requestReason,
        overruns: JSON.stringify(a.overruns),
        expires_at: a.expiresAt,
        created_at: a.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  private withRequester(db: Executor) {
    return db
      .selectFrom('order_approvals as a')
      .innerJoin('users as u', 'u.id', 'a.requester_id')
      .select([
        ...APPROVAL_COLUMNS,
        sql<string>`coalesce(nullif(u.fullname, ''), u.username)`.as('requester_name'),
      ]);
  }

  byId(db: Executor, organizationId: string, id: string) {
    return this.withRequester(db)
      .where('a.id', '=', id)
      .where('a.organization_id', '=', organizationId)
      .executeTakeFirst();
  }

  /** The approval of a submission (the caller checked the submission is theirs to see). */
  bySubmission(db: Executor, organizationId: string, submissionId: string) {
    return this.withRequester(db)
      .where('a.submission_id', '=', submissionId)
      .where('a.organization_id', '=', organizationId)
      .executeTakeFirst();
  }

  /** Locks an approval of the organization (FOR UPDATE): decisions on one approval queue on it. */
  lock(db: Executor, organizationId: string, id: string) {
    return db
      .selectFrom('order_approvals')
      .select(['id', 'status', 'submission_id', 'requester_id', 'organization_id', 'overruns', 'expires_at'])
      .where('id', '=', id)
      .where('organization_id', '=', organizationId)
      .forUpdate()
      .executeTakeFirst();
  }

  /** Pending approvals whose hold ended, locked (other processes skip them). */
  due(db: Executor, now: Date, limit: number) {
    return db
      .selectFrom('order_approvals')
      .select(['id', 'status', 'submission_id', 'requester_id', 'organization_id', 'overruns', 'expires_at'])
      .where('status', '=', 'PENDING')
      .where('expires_at', '<=', now)
      .orderBy('expires_at')
      .orderBy('id')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
  }

  async decide(
    db: Executor,
    id: string,
    d: { status: string; actorId: string | null; actorName: string; reason: string; now: Date },
  ): Promise<void> {
    await db
      .updateTable('order_approvals')
      .set({
        status: d.status,
        decided_by: d.actorId,
        decided_by_name: d.actorName,
        decision_reason: d.reason,
        decided_at: d.now,
      })
      .where('id', '=', id)
      .execute();
  }

  async page(
    db: Executor,
    organizationId: string,
    status: string | undefined,
    offset: number,
    limit: number,
  ) {
    let q = this.withRequester(db).where('a.organization_id', '=', organizationId);
    if (status) q = q.where('a.status', '=', status);
    const rows = await q
      .orderBy(sql`a.status = 'PENDING'`, 'desc')
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
    const counts = await db
      .selectFrom('order_approvals')
      .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
      .where('organization_id', '=', organizationId)
      .groupBy('status')
      .execute();
    return { rows, counts: counts.map((c) => ({ status: c.status, n: Number(c.n) })) };
  }

  /** The orders of submissions with their suppliers' names, by submission then id. */
  ordersOf(db: Executor, submissionIds: readonly string[]) {
    return db
      .selectFrom('orders as o')
      .innerJoin('organizations as s', 's.id', 'o.supplier_id')
      .select([
        'o.id',
        'o.submission_id',
        'o.order_no',
        'o.status',
        'o.goods_amount',
        'o.freight',
        'o.amount',
        'o.user_id',
        's.name as supplier_name',
      ])
      .where('o.submission_id', 'in', submissionIds.length ? submissionIds : ['0'])
      .orderBy('o.submission_id')
      .orderBy('o.id')
      .execute();
  }

  /** Locks the orders of a submission (FOR UPDATE, in id order). */
  lockOrders(db: Executor, submissionId: string) {
    return db
      .selectFrom('orders')
      .select(['id', 'order_no', 'status', 'amount', 'organization_id'])
      .where('submission_id', '=', submissionId)
      .orderBy('id')
      .forUpdate()
      .execute();
  }

  /** The order lines of the orders that came from plan lines, as the plan ledger commits them. */
  planLinesOf(db: Executor, orderIds: readonly string[]) {
    return db
      .selectFrom('order_lines as l')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .innerJoin('purchasing_plan_lines as p', 'p.id', 'l.plan_line_id')
      .select([
        'p.plan_id',
        'l.plan_line_id',
        'l.order_id',
        'o.order_no',
        'l.id',
        'l.goods_id',
        'l.num',
        'l.price',
      ])
      .where('l.order_id', 'in', orderIds.length ? orderIds : ['0'])
      .orderBy('l.id')
      .execute();
  }

  /** The submission of an order the buyer scope sees (a purchaser: their own orders). */
  submissionOfOrder(db: Executor, organizationId: string, userId: string | null, orderId: string) {
    let q = db
      .selectFrom('orders')
      .select('submission_id')
      .where('id', '=', orderId)
      .where('organization_id', '=', organizationId);
    if (userId) q = q.where('user_id', '=', userId);
    return q.executeTakeFirst();
  }
}
