import { sql, type ExpressionBuilder } from 'kysely';
import type { DB } from '../../db/schema';
import type { Executor } from '../../db/database';
import { documentOfLine, existsInOrganization } from '../../db/organization-rows.repo';

export interface NewPlan {
  organizationId: string;
  code: string;
  name: string;
  periodType: string;
  period: string;
  departmentId: string | null;
  ownerId: string;
  createdBy: string;
  budget: number;
  remarks: string;
  now: Date;
}

export interface NewPlanLine {
  goodsId: string | null;
  name: string;
  spec: string;
  unit: string;
  quantity: number;
  estimatedPrice: number;
  remark: string;
}

export interface PlanPatch {
  name?: string;
  period_type?: string;
  period?: string;
  department_id?: string | null;
  owner_id?: string;
  budget?: number;
  remarks?: string;
  status?: string;
}

export interface LinePatch {
  spec?: string;
  unit?: string;
  quantity?: number;
  estimated_price?: number;
  remark?: string;
}

/** SQL of purchasing plans; every query is scoped to the caller's organization. */
/** Whether a plan line was ever ordered (an order line names it): such a line cannot be deleted. */
const everOrdered = (eb: ExpressionBuilder<DB, 'purchasing_plan_lines'>) =>
  eb
    .exists(
      eb
        .selectFrom('order_lines as ol')
        .select('ol.id')
        .whereRef('ol.plan_line_id', '=', 'purchasing_plan_lines.id'),
    )
    .as('ever_ordered');

export class PurchasingPlanRepo {
  async nextNumber(db: Executor): Promise<number> {
    const r = await sql<{ n: string }>`SELECT nextval('purchasing_plan_numbers')::text AS n`.execute(db);
    return Number(r.rows[0]!.n);
  }

  async insertPlan(db: Executor, p: NewPlan): Promise<string> {
    const row = await db
      .insertInto('purchasing_plans')
      .values({
        organization_id: p.organizationId,
        code: p.code,
        name: p.name,
        period_type: p.periodType,
        period: p.period,
        department_id: p.departmentId,
        owner_id: p.ownerId,
        created_by: p.createdBy,
        budget: p.budget,
        remarks: p.remarks,
        created_at: p.now,
        updated_at: p.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The plan with its department's and owner's names (undefined: not the organization's). */
  async plan(db: Executor, organizationId: string, id: string) {
    return this.plans(db, organizationId).where('p.id', '=', id).executeTakeFirst();
  }

  private plans(db: Executor, organizationId: string) {
    return db
      .selectFrom('purchasing_plans as p')
      .leftJoin('departments as d', 'd.id', 'p.department_id')
      .innerJoin('users as u', 'u.id', 'p.owner_id')
      .select([
        'p.id',
        'p.code',
        'p.name',
        'p.status',
        'p.period_type',
        'p.period',
        'p.department_id',
        'd.name as department_name',
        'p.owner_id',
        'u.fullname as owner_fullname',
        'u.username as owner_username',
        'p.budget',
        'p.committed',
        'p.remarks',
        'p.created_at',
        'p.updated_at',
      ])
      .select((eb) => [
        eb
          .selectFrom('purchasing_plan_lines as l')
          .select(sql<string>`count(*)`.as('n'))
          .whereRef('l.plan_id', '=', 'p.id')
          .as('line_count'),
        eb
          .selectFrom('purchasing_plan_lines as l')
          .select(sql<string>`coalesce(sum(l.quantity * l.estimated_price), 0)`.as('a'))
          .whereRef('l.plan_id', '=', 'p.id')
          .as('planned_amount'),
        eb
          .selectFrom('purchasing_plan_lines as l')
          .select(sql<string>`coalesce(sum(l.quantity), 0)`.as('q'))
          .whereRef('l.plan_id', '=', 'p.id')
          .as('planned_quantity'),
        eb
          .selectFrom('purchasing_plan_lines as l')
          .select(sql<string>`coalesce(sum(least(l.ordered_quantity, l.quantity)), 0)`.as('q'))
          .whereRef('l.plan_id', '=', 'p.id')
          .as('ordered_quantity'),
      ])
      .where('p.organization_id', '=', organizationId);
  }

  /** Locks a plan of the organization (FOR UPDATE); undefined when it is not the organization's. */
  async lockPlan(db: Executor, organizationId: string, id: string) {
    return db
      .selectFrom('purchasing_plans')
      .select(['id', 'name', 'status', 'budget', 'committed'])
      .where('id', '=', id)
      .where('organization_id', '=', organizationId)
      .forUpdate()
      .executeTakeFirst();
  }

  async updatePlan(db: Executor, id: string, patch: PlanPatch, now: Date): Promise<void> {
    await db
      .updateTable('purchasing_plans')
      .set({ ...patch, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  async page(
    db: Executor,
    organizationId: string,
    f: { status?: string | undefined; keyword?: string | undefined; page: number; limit: number },
  ) {
    let q = this.plans(db, organizationId);
    let c = db.selectFrom('purchasing_plans as p').where('p.organization_id', '=', organizationId);
    if (f.status) {
      q = q.where('p.status', '=', f.status);
      c = c.where('p.status', '=', f.status);
    }
    if (f.keyword) {
      const like = `%${f.keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
      q = q.where((eb) => eb.or([eb('p.name', 'ilike', like), eb('p.code', 'ilike', like)]));
      c = c.where((eb) => eb.or([eb('p.name', 'ilike', like), eb('p.code', 'ilike', like)]));
    }
    const [records, total] = await Promise.all([
      q
        .orderBy('p.id', 'desc')
        .limit(f.limit)
        .offset((f.page - 1) * f.limit)
        .execute(),
      c.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { records, total: Number(total.n) };
  }

  async countsByStatus(db: Executor, organizationId: string): Promise<Map<string, number>> {
    const rows = await db
      .selectFrom('purchasing_plans')
      .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
      .where('organization_id', '=', organizationId)
      .groupBy('status')
      .execute();
    return new Map(rows.map((r) => [r.status, Number(r.n)]));
  }

  /** Deletes plans (their lines go with them). */
  async deletePlans(db: Executor, ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const r = await db.deleteFrom('purchasing_plans').where('id', 'in', ids).executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  /** Locks plans of the organization in id order; those not found are left out. */
  async lockPlans(db: Executor, organizationId: string, ids: readonly string[]) {
    if (ids.length === 0) return [];
    return db
      .selectFrom('purchasing_plans')
      .select(['id', 'name', 'status'])
      .where('organization_id', '=', organizationId)
      .where('id', 'in', ids)
      .orderBy('id')
      .forUpdate()
      .execute();
  }

  /** Lines of a plan with their running sums (ordered and received, kept by the ledger). */
  async lines(db: Executor, planId: string) {
    return db
      .selectFrom('purchasing_plan_lines as l')
      .select([
        'l.id',
        'l.goods_id',
        'l.name',
        'l.spec',
        'l.unit',
        'l.quantity',
        'l.estimated_price',
        'l.ordered_quantity',
        'l.ordered_amount',
        'l.received_quantity',
        'l.received_amount',
        'l.remark',
      ])
      .where('l.plan_id', '=', planId)
      .orderBy('l.id')
      .execute();
  }

  /** Lines of a plan by id, locked; those not in the plan are left out. */
  async lockLines(db: Executor, planId: string, ids: readonly string[]) {
    if (ids.length === 0) return [];
    return db
      .selectFrom('purchasing_plan_lines')
      .select(['id', 'plan_id', 'goods_id', 'name', 'quantity', 'ordered_quantity', 'estimated_price'])
      .select(everOrdered)
      .where('plan_id', '=', planId)
      .where('id', 'in', ids)
      .orderBy('id')
      .forUpdate()
      .execute();
  }

  /** The plan a line belongs to, within the organization. */
  async planOfLine(db: Executor, organizationId: string, lineId: string): Promise<string | undefined> {
    return documentOfLine(db, 'purchasing_plan_lines', organizationId, lineId);
  }

  async linesOfGoods(db: Executor, planId: string, goodsIds: readonly string[]) {
    if (goodsIds.length === 0) return [];
    return db
      .selectFrom('purchasing_plan_lines')
      .select(['id', 'name', 'ordered_quantity'])
      .select(everOrdered)
      .where('plan_id', '=', planId)
      .where('goods_id', 'in', goodsIds)
      .orderBy('id')
      .forUpdate()
      .execute();
  }

  async countLines(db: Executor, planId: string): Promise<number> {
    const r = await db
      .selectFrom('purchasing_plan_lines')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('plan_id', '=', planId)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** Adds lines; a goods the plan has already adds to that line's quantity. */
  async addLines(
    db: Executor,
    organizationId: string,
    planId: string,
    lines: readonly NewPlanLine[],
    now: Date,
  ): Promise<void> {
    for (const l of lines) {
      const values = {
        plan_id: planId,
        organization_id: organizationId,
        goods_id: l.goodsId,
        name: l.name,
        spec: l.spec,
        unit: l.unit,
        quantity: l.quantity,
        estimated_price: l.estimatedPrice,
        remark: l.remark,
        created_at: now,
        updated_at: now,
      };
      if (l.goodsId === null) {
        await db.insertInto('purchasing_plan_lines').values(values).execute();
        continue;
      }
      await db
        .insertInto('purchasing_plan_lines')
        .values(values)
        .onConflict((oc) =>
          oc
            .columns(['plan_id', 'goods_id'])
            .where('goods_id', 'is not', null)
            .doUpdateSet((eb) => ({
              quantity: eb('purchasing_plan_lines.quantity', '+', eb.ref('excluded.quantity')),
              updated_at: now,
            })),
        )
        .execute();
    }
  }

  async updateLine(db: Executor, id: string, patch: LinePatch, now: Date): Promise<void> {
    await db
      .updateTable('purchasing_plan_lines')
      .set({ ...patch, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  async deleteLines(db: Executor, planId: string, ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const r = await db
      .deleteFrom('purchasing_plan_lines')
      .where('plan_id', '=', planId)
      .where('id', 'in', ids)
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  /** Goods as a plan line copies them, with the organization's price (agreement price, else list price). */
  async goodsForPlan(db: Executor, organizationId: string, ids: readonly string[]) {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('goods as g')
      .leftJoin('goods_agreement_prices as ap', (j) =>
        j.onRef('ap.goods_id', '=', 'g.id').on('ap.organization_id', '=', organizationId),
      )
      .select(['g.id', 'g.name', 'g.model', 'g.spec', 'g.unit', 'g.status'])
      .select(sql<string>`coalesce(ap.price, g.list_price)`.as('price'))
      .where('g.id', 'in', ids)
      .execute();
    return rows.map((r) => ({ ...r, price: Number(r.price) }));
  }

  async userInOrganization(db: Executor, organizationId: string, userId: string): Promise<boolean> {
    return existsInOrganization(db, 'users', organizationId, userId);
  }

  async departmentInOrganization(db: Executor, organizationId: string, id: string): Promise<boolean> {
    return existsInOrganization(db, 'departments', organizationId, id);
  }

  async log(
    db: Executor,
    r: {
      organizationId: string;
      planId: string;
      planName: string;
      action: string;
      detail: string;
      actorId: string;
      actorName: string;
      now: Date;
    },
  ): Promise<void> {
    await db
      .insertInto('purchasing_plan_logs')
      .values({
        organization_id: r.organizationId,
        plan_id: r.planId,
        plan_name: r.planName,
        action: r.action,
        detail: r.detail,
        actor_id: r.actorId,
        actor_name: r.actorName,
        created_at: r.now,
      })
      .execute();
  }

  async logPage(
    db: Executor,
    organizationId: string,
    f: { planId?: string | undefined; page: number; limit: number },
  ) {
    let q = db.selectFrom('purchasing_plan_logs').where('organization_id', '=', organizationId);
    if (f.planId) q = q.where('plan_id', '=', f.planId);
    const [records, total] = await Promise.all([
      q
        .selectAll()
        .orderBy('id', 'desc')
        .limit(f.limit)
        .offset((f.page - 1) * f.limit)
        .execute(),
      q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { records, total: Number(total.n) };
  }

  /** Departments of the organization with their active users, by name (a department or a person). */
  async departmentsWithUsers(
    db: Executor,
    organizationId: string,
    f: { nameLike?: string | undefined; page: number; limit: number },
  ) {
    let q = db.selectFrom('departments as d').where('d.organization_id', '=', organizationId);
    if (f.nameLike) {
      const like = `%${f.nameLike.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
      q = q.where((eb) =>
        eb.or([
          eb('d.name', 'ilike', like),
          eb.exists(
            eb
              .selectFrom('users as u')
              .select('u.id')
              .whereRef('u.department_id', '=', 'd.id')
              .where((w) => w.or([w('u.fullname', 'ilike', like), w('u.username', 'ilike', like)])),
          ),
        ]),
      );
    }
    const [departments, total] = await Promise.all([
      q
        .select(['d.id', 'd.name'])
        .orderBy('d.id')
        .limit(f.limit)
        .offset((f.page - 1) * f.limit)
        .execute(),
      q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const users =
      departments.length === 0
        ? []
        : await db
            .selectFrom('users')
            .select(['id', 'username', 'fullname', 'department_id'])
            .where('organization_id', '=', organizationId)
            .where('status', '=', 'active')
            .where(
              'department_id',
              'in',
              departments.map((d) => d.id),
            )
            .orderBy('id')
            .execute();
    return { departments, users, total: Number(total.n) };
  }
}
