import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { documentOfLine } from '../../db/organization-rows.repo';

export interface NewSynergyLine {
  goodsId: string | null;
  name: string;
  spec: string;
  unit: string;
  quantity: number;
  estimatedPrice: number;
  remark: string;
}

export interface SynergyLinePatch {
  quantity?: number;
  spec?: string;
  unit?: string;
  estimated_price?: number;
  remark?: string;
}

export interface SynergyPageFilter {
  scope: 'mine' | 'joinable';
  status?: string | undefined;
  keyword?: string | undefined;
  page: number;
  limit: number;
}

/** SQL of collaborative purchase lists; every query is scoped to the caller's organization. */
export class PurchasingSynergyRepo {
  async nextNumber(db: Executor): Promise<number> {
    const r = await sql<{ n: string }>`SELECT nextval('purchasing_synergy_numbers')::text AS n`.execute(db);
    return Number(r.rows[0]!.n);
  }

  async insertList(
    db: Executor,
    l: { organizationId: string; code: string; name: string; ownerId: string; remarks: string; now: Date },
  ): Promise<string> {
    const row = await db
      .insertInto('purchasing_synergies')
      .values({
        organization_id: l.organizationId,
        code: l.code,
        name: l.name,
        owner_id: l.ownerId,
        remarks: l.remarks,
        created_at: l.now,
        updated_at: l.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Adds a member; false when they already were one. */
  async addMember(
    db: Executor,
    m: { synergyId: string; userId: string; organizationId: string; now: Date },
  ): Promise<boolean> {
    const r = await db
      .insertInto('purchasing_synergy_members')
      .values({
        synergy_id: m.synergyId,
        user_id: m.userId,
        organization_id: m.organizationId,
        joined_at: m.now,
      })
      .onConflict((oc) => oc.columns(['synergy_id', 'user_id']).doNothing())
      .returning('user_id')
      .executeTakeFirst();
    return r !== undefined;
  }

  async isMember(db: Executor, synergyId: string, userId: string): Promise<boolean> {
    const r = await db
      .selectFrom('purchasing_synergy_members')
      .select('user_id')
      .where('synergy_id', '=', synergyId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return r !== undefined;
  }

  /** The list, locked (undefined: not the organization's). */
  async lockList(db: Executor, organizationId: string, id: string) {
    return db
      .selectFrom('purchasing_synergies')
      .select(['id', 'name', 'status', 'version', 'owner_id'])
      .where('id', '=', id)
      .where('organization_id', '=', organizationId)
      .forUpdate()
      .executeTakeFirst();
  }

  async bumpList(
    db: Executor,
    id: string,
    now: Date,
    patch: { status?: string; sent_to?: string; sent_plan_id?: string | null; sent_at?: Date } = {},
  ): Promise<void> {
    await db
      .updateTable('purchasing_synergies')
      .set((eb) => ({ ...patch, version: eb('version', '+', 1), updated_at: now }))
      .where('id', '=', id)
      .execute();
  }

  private summaries(db: Executor, organizationId: string, userId: string) {
    return db
      .selectFrom('purchasing_synergies as s')
      .innerJoin('users as u', 'u.id', 's.owner_id')
      .leftJoin('purchasing_plans as p', 'p.id', 's.sent_plan_id')
      .select([
        's.id',
        's.code',
        's.name',
        's.status',
        's.version',
        's.owner_id',
        'u.fullname as owner_fullname',
        'u.username as owner_username',
        's.remarks',
        's.sent_to',
        's.sent_plan_id',
        'p.name as sent_plan_name',
        's.sent_at',
        's.created_at',
        's.updated_at',
      ])
      .select((eb) => [
        eb
          .exists(
            eb
              .selectFrom('purchasing_synergy_members as m')
              .select('m.user_id')
              .whereRef('m.synergy_id', '=', 's.id')
              .where('m.user_id', '=', userId),
          )
          .as('is_member'),
        eb
          .selectFrom('purchasing_synergy_members as m')
          .select(sql<string>`count(*)`.as('n'))
          .whereRef('m.synergy_id', '=', 's.id')
          .as('member_count'),
        eb
          .selectFrom('purchasing_synergy_lines as l')
          .select(sql<string>`count(*)`.as('n'))
          .whereRef('l.synergy_id', '=', 's.id')
          .as('line_count'),
        eb
          .selectFrom('purchasing_synergy_lines as l')
          .leftJoin('goods as g', 'g.id', 'l.goods_id')
          .leftJoin('goods_agreement_prices as ap', (j) =>
            j.onRef('ap.goods_id', '=', 'l.goods_id').onRef('ap.organization_id', '=', 's.organization_id'),
          )
          .select(
            sql<string>`coalesce(sum(l.quantity * coalesce(ap.price, g.list_price, l.estimated_price)), 0)`.as(
              'a',
            ),
          )
          .whereRef('l.synergy_id', '=', 's.id')
          .as('amount'),
      ])
      .where('s.organization_id', '=', organizationId);
  }

  async list(db: Executor, organizationId: string, userId: string, id: string) {
    return this.summaries(db, organizationId, userId).where('s.id', '=', id).executeTakeFirst();
  }

  async page(db: Executor, organizationId: string, userId: string, f: SynergyPageFilter) {
    let q = this.summaries(db, organizationId, userId);
    const member = sql<boolean>`EXISTS (SELECT 1 FROM purchasing_synergy_members m
      WHERE m.synergy_id = s.id AND m.user_id = ${userId})`;
    if (f.scope === 'mine') q = q.where(member);
    else q = q.where('s.status', '=', 'open').where(sql<boolean>`NOT ${member}`);
    if (f.status) q = q.where('s.status', '=', f.status);
    if (f.keyword) {
      const like = `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where((eb) => eb.or([eb('s.name', 'ilike', like), eb('s.code', 'ilike', like)]));
    }
    const [records, total] = await Promise.all([
      q
        .orderBy('s.id', 'desc')
        .limit(f.limit)
        .offset((f.page - 1) * f.limit)
        .execute(),
      q
        .clearSelect()
        .select(sql<string>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n)),
    ]);
    return { records, total };
  }

  async members(db: Executor, synergyId: string) {
    return db
      .selectFrom('purchasing_synergy_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['m.user_id', 'u.fullname', 'u.username', 'm.joined_at'])
      .select((eb) =>
        eb
          .selectFrom('purchasing_synergy_lines as l')
          .select(sql<string>`count(*)`.as('n'))
          .whereRef('l.synergy_id', '=', 'm.synergy_id')
          .whereRef('l.member_id', '=', 'm.user_id')
          .as('line_count'),
      )
      .where('m.synergy_id', '=', synergyId)
      .orderBy('m.joined_at')
      .orderBy('m.user_id')
      .execute();
  }

  /** The lines with who asked for them and, for goods, the organization's price now. */
  async lines(db: Executor, organizationId: string, synergyId: string) {
    const rows = await db
      .selectFrom('purchasing_synergy_lines as l')
      .innerJoin('users as u', 'u.id', 'l.member_id')
      .leftJoin('goods as g', 'g.id', 'l.goods_id')
      .leftJoin('goods_agreement_prices as ap', (j) =>
        j.onRef('ap.goods_id', '=', 'l.goods_id').on('ap.organization_id', '=', organizationId),
      )
      .select([
        'l.id',
        'l.version',
        'l.member_id',
        'u.fullname as member_fullname',
        'u.username as member_username',
        'l.goods_id',
        'l.name',
        'l.spec',
        'l.unit',
        'l.quantity',
        'l.remark',
        'l.sent_to',
        'l.created_at',
        'l.updated_at',
      ])
      .select(sql<string>`coalesce(ap.price, g.list_price, l.estimated_price)`.as('price'))
      .where('l.synergy_id', '=', synergyId)
      .orderBy('l.id')
      .execute();
    return rows.map((r) => ({ ...r, price: Number(r.price) }));
  }

  async countLines(db: Executor, synergyId: string): Promise<number> {
    const r = await db
      .selectFrom('purchasing_synergy_lines')
      .select(sql<string>`count(*)`.as('n'))
      .where('synergy_id', '=', synergyId)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /**
   * Adds a member's lines; a goods line the member already has adds to its quantity (and moves its
   * version). Answers the quantities the goods lines reached.
   */
  async addLines(
    db: Executor,
    l: { synergyId: string; organizationId: string; memberId: string; now: Date },
    lines: readonly NewSynergyLine[],
  ): Promise<{ goods_id: string | null; quantity: number }[]> {
    if (lines.length === 0) return [];
    return db
      .insertInto('purchasing_synergy_lines')
      .values(
        lines.map((x) => ({
          synergy_id: l.synergyId,
          organization_id: l.organizationId,
          member_id: l.memberId,
          goods_id: x.goodsId,
          name: x.name,
          spec: x.spec,
          unit: x.unit,
          quantity: x.quantity,
          estimated_price: x.estimatedPrice,
          remark: x.remark,
          created_at: l.now,
          updated_at: l.now,
        })),
      )
      .onConflict((oc) =>
        oc
          .columns(['synergy_id', 'member_id', 'goods_id'])
          .where('goods_id', 'is not', null)
          .doUpdateSet((eb) => ({
            quantity: eb('purchasing_synergy_lines.quantity', '+', eb.ref('excluded.quantity')),
            remark: sql<string>`CASE WHEN excluded.remark = '' THEN purchasing_synergy_lines.remark ELSE excluded.remark END`,
            version: eb('purchasing_synergy_lines.version', '+', 1),
            updated_at: l.now,
          })),
      )
      .returning(['goods_id', 'quantity'])
      .execute();
  }

  /** A line of the organization, locked, with its list (undefined: none). */
  async lockLine(db: Executor, organizationId: string, id: string) {
    return db
      .selectFrom('purchasing_synergy_lines')
      .select(['id', 'synergy_id', 'member_id', 'goods_id', 'name', 'quantity', 'version'])
      .where('id', '=', id)
      .where('organization_id', '=', organizationId)
      .forUpdate()
      .executeTakeFirst();
  }

  async listOfLine(db: Executor, organizationId: string, lineId: string): Promise<string | undefined> {
    return documentOfLine(db, 'purchasing_synergy_lines', organizationId, lineId);
  }

  async updateLine(db: Executor, id: string, patch: SynergyLinePatch, now: Date): Promise<void> {
    await db
      .updateTable('purchasing_synergy_lines')
      .set((eb) => ({ ...patch, version: eb('version', '+', 1), updated_at: now }))
      .where('id', '=', id)
      .execute();
  }

  async deleteLine(db: Executor, id: string): Promise<void> {
    await db.deleteFrom('purchasing_synergy_lines').where('id', '=', id).execute();
  }

  /** The lines of a list to send, locked (all when `ids` is absent). */
  async linesToSend(db: Executor, synergyId: string, ids: readonly string[] | undefined) {
    let q = db
      .selectFrom('purchasing_synergy_lines as l')
      .innerJoin('users as u', 'u.id', 'l.member_id')
      .select([
        'l.id',
        'l.goods_id',
        'l.name',
        'l.spec',
        'l.unit',
        'l.quantity',
        'l.estimated_price',
        'l.remark',
        'u.fullname as member_fullname',
        'u.username as member_username',
      ])
      .where('l.synergy_id', '=', synergyId);
    if (ids) q = q.where('l.id', 'in', ids);
    return q.orderBy('l.id').forUpdate('l').execute();
  }

  async markSent(db: Executor, id: string, sentTo: string, planLineId: string | null, now: Date) {
    await db
      .updateTable('purchasing_synergy_lines')
      .set((eb) => ({
        sent_to: sentTo,
        plan_line_id: planLineId,
        version: eb('version', '+', 1),
        updated_at: now,
      }))
      .where('id', '=', id)
      .execute();
  }

  /**
   * The caller's lists (as a member) with whether they hold lines of the goods and how many pieces:
   * `onlyOpen` the lists lines can be added to, otherwise those that contain it (any status).
   */
  async containing(db: Executor, organizationId: string, userId: string, goodsId: string, onlyOpen: boolean) {
    let q = db
      .selectFrom('purchasing_synergies as s')
      .innerJoin('purchasing_synergy_members as m', (j) =>
        j.onRef('m.synergy_id', '=', 's.id').on('m.user_id', '=', userId),
      )
      .innerJoin('users as u', 'u.id', 's.owner_id')
      .select(['s.id', 's.code', 's.name', 's.status', 's.owner_id', 'u.fullname', 'u.username'])
      .select((eb) =>
        eb
          .selectFrom('purchasing_synergy_lines as l')
          .select(sql<string>`coalesce(sum(l.quantity), 0)`.as('q'))
          .whereRef('l.synergy_id', '=', 's.id')
          .where('l.goods_id', '=', goodsId)
          .as('quantity'),
      )
      .where('s.organization_id', '=', organizationId);
    if (onlyOpen) q = q.where('s.status', '=', 'open');
    else
      q = q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('purchasing_synergy_lines as l')
            .select('l.id')
            .whereRef('l.synergy_id', '=', 's.id')
            .where('l.goods_id', '=', goodsId),
        ),
      );
    return q.orderBy('s.id', 'desc').limit(100).execute();
  }

  async statusCounts(db: Executor, organizationId: string, userId: string) {
    const r = await sql<{ status: string; n: string; member: boolean }>`
      SELECT x.status, x.member, count(*)::text AS n
      FROM (SELECT s.status,
                   EXISTS (SELECT 1 FROM purchasing_synergy_members m
                           WHERE m.synergy_id = s.id AND m.user_id = ${userId}) AS member
            FROM purchasing_synergies s
            WHERE s.organization_id = ${organizationId}) x
      GROUP BY 1, 2`.execute(db);
    return r.rows.map((x) => ({ status: x.status, n: Number(x.n), member: x.member }));
  }

  /** Goods to add: name, specification, unit, status and the quantity rule. */
  async goods(db: Executor, ids: readonly string[]) {
    if (ids.length === 0) return [];
    return db
      .selectFrom('goods')
      .select(['id', 'name', 'model', 'spec', 'unit', 'status', 'moq', 'order_multiple'])
      .where('id', 'in', ids)
      .execute();
  }
}
