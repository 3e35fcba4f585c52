import { sql, type RawBuilder } from 'kysely';
import type { InquiryStatus, VendorInquiryStatus } from '@pm/contract/inquiry';
import type { Executor } from '../../db/database';

/** The buyer's view of an inquiry's status at `now` (see the contract's INQUIRY_STATUSES). */
function buyerStatus(now: Date): RawBuilder<InquiryStatus> {
  return sql<InquiryStatus>`CASE
    WHEN i.cancelled_at IS NOT NULL THEN 'cancelled'
    WHEN i.converted_at IS NOT NULL THEN 'converted'
    WHEN EXISTS (SELECT 1 FROM inquiry_lines l JOIN inquiry_quotes q ON q.inquiry_line_id = l.id
                  WHERE l.inquiry_id = i.id AND q.expires_at > ${now}) THEN 'quoted'
    WHEN i.deadline <= ${now} THEN 'expired'
    ELSE 'pending' END`;
}

/** A supplier's view of an inquiry's status at `now`, over its own lines. */
function vendorStatus(now: Date, supplierId: string): RawBuilder<VendorInquiryStatus> {
  return sql<VendorInquiryStatus>`CASE
    WHEN i.cancelled_at IS NOT NULL THEN 'cancelled'
    WHEN EXISTS (SELECT 1 FROM inquiry_lines l JOIN inquiry_quotes q ON q.inquiry_line_id = l.id
                  WHERE l.inquiry_id = i.id AND l.supplier_id = ${supplierId} AND q.accepted_at IS NOT NULL)
      THEN 'accepted'
    WHEN i.deadline <= ${now} THEN 'closed'
    WHEN NOT EXISTS (SELECT 1 FROM inquiry_lines l
                      WHERE l.inquiry_id = i.id AND l.supplier_id = ${supplierId}
                        AND NOT EXISTS (SELECT 1 FROM inquiry_quotes q WHERE q.inquiry_line_id = l.id))
      THEN 'quoted'
    ELSE 'pending' END`;
}

export interface QuoteWrite {
  lineId: string;
  price: number;
  quotedNum: number | null;
  validUntil: string;
  remark: string;
}

/** SQL of the inquiry basket, inquiries, their lines and the suppliers' quotes. */
export class InquiryRepo {
  // ---------------------------------------------------------------- basket

  async basketPage(db: Executor, userId: string, page: number, limit: number) {
    const base = db.selectFrom('inquiry_basket_lines as b').where('b.user_id', '=', userId);
    const [rows, total] = await Promise.all([
      base
        .innerJoin('goods as g', 'g.id', 'b.goods_id')
        .select(['b.id', 'b.goods_id', 'b.num', 'b.created_at', 'g.status'])
        .orderBy('b.updated_at', 'desc')
        .orderBy('b.id', 'desc')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  basketCount(db: Executor, userId: string): Promise<number> {
    return db
      .selectFrom('inquiry_basket_lines')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  }

  /** Deletes lines of the caller's basket (all when `ids` is null) and answers what they held. */
  takeBasketLines(db: Executor, userId: string, ids: readonly string[] | null) {
    let q = db.deleteFrom('inquiry_basket_lines').where('user_id', '=', userId);
    if (ids) q = q.where('id', 'in', ids);
    return q.returning(['id', 'goods_id', 'num']).execute();
  }

  /** Goods facts an inquiry line needs. */
  goodsFacts(db: Executor, ids: readonly string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('goods')
      .select(['id', 'name', 'unit', 'status', 'supplier_id', 'moq', 'order_multiple'])
      .where('id', 'in', ids)
      .execute();
  }

  divisionExists(db: Executor, code: string): Promise<boolean> {
    return db
      .selectFrom('divisions')
      .select('code')
      .where('code', '=', code)
      .executeTakeFirst()
      .then((r) => r !== undefined);
  }

  // ---------------------------------------------------------------- submitting

  /** The next sequence number of the day (1, 2, …), safe under concurrent submits. */
  nextCodeNumber(db: Executor, day: string): Promise<number> {
    return db
      .insertInto('inquiry_code_counters')
      .values({ day, last: 1 })
      .onConflict((oc) => oc.column('day').doUpdateSet({ last: sql<number>`inquiry_code_counters.last + 1` }))
      .returning('last')
      .executeTakeFirstOrThrow()
      .then((r) => r.last);
  }

  insertInquiry(
    db: Executor,
    row: {
      organizationId: string;
      userId: string;
      code: string;
      deadline: Date;
      remark: string;
      divisionCode: string | null;
      now: Date;
    },
  ): Promise<string> {
    return db
      .insertInto('inquiries')
      .values({
        organization_id: row.organizationId,
        user_id: row.userId,
        code: row.code,
        deadline: row.deadline,
        remark: row.remark,
        division_code: row.divisionCode,
        created_at: row.now,
        updated_at: row.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((r) => r.id);
  }

  async insertLines(
    db: Executor,
    inquiryId: string,
    lines: readonly { goodsId: string; supplierId: string; num: number }[],
  ): Promise<void> {
    await db
      .insertInto('inquiry_lines')
      .values(
        lines.map((l) => ({
          inquiry_id: inquiryId,
          goods_id: l.goodsId,
          supplier_id: l.supplierId,
          num: l.num,
        })),
      )
      .execute();
  }

  // ---------------------------------------------------------------- the buyer's inquiries

  private buyerRows(db: Executor, now: Date) {
    return db.selectFrom('inquiries as i').select([
      'i.id',
      'i.organization_id',
      'i.user_id',
      'i.code',
      'i.deadline',
      'i.remark',
      'i.division_code',
      'i.created_at',
      buyerStatus(now).as('status'),
      sql<number>`(SELECT count(*)::int FROM inquiry_lines l WHERE l.inquiry_id = i.id)`.as('line_count'),
      sql<number>`(SELECT count(*)::int FROM inquiry_lines l
                      JOIN inquiry_quotes q ON q.inquiry_line_id = l.id WHERE l.inquiry_id = i.id)`.as(
        'quoted_count',
      ),
      sql<number>`(SELECT count(DISTINCT l.supplier_id)::int FROM inquiry_lines l WHERE l.inquiry_id = i.id)`.as(
        'supplier_count',
      ),
      sql<string[]>`ARRAY(SELECT g.name FROM inquiry_lines l JOIN goods g ON g.id = l.goods_id
                             WHERE l.inquiry_id = i.id ORDER BY l.id LIMIT 3)`.as('goods_names'),
    ]);
  }

  async buyerPage(
    db: Executor,
    opts: {
      userId: string;
      organizationId: string;
      status?: InquiryStatus;
      page: number;
      limit: number;
      now: Date;
    },
  ) {
    let q = db
      .selectFrom(
        this.buyerRows(db, opts.now)
          .where('i.user_id', '=', opts.userId)
          .where('i.organization_id', '=', opts.organizationId)
          .as('x'),
      )
      .selectAll('x');
    if (opts.status) q = q.where('x.status', '=', opts.status);
    const [records, total] = await Promise.all([
      q
        .orderBy('x.created_at', 'desc')
        .orderBy('x.id', 'desc')
        .limit(opts.limit)
        .offset((opts.page - 1) * opts.limit)
        .execute(),
      q
        .clearSelect()
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { records, total: Number(total.n) };
  }

  /** One inquiry of the caller (undefined when it is not theirs). */
  buyerInquiry(db: Executor, id: string, userId: string, organizationId: string, now: Date) {
    return this.buyerRows(db, now)
      .where('i.id', '=', id)
      .where('i.user_id', '=', userId)
      .where('i.organization_id', '=', organizationId)
      .executeTakeFirst();
  }

  /** Lines of an inquiry with their quotes; only the supplier's own when `supplierId` is given. */
  lines(db: Executor, inquiryId: string, supplierId?: string) {
    let q = db
      .selectFrom('inquiry_lines as l')
      .innerJoin('organizations as s', 's.id', 'l.supplier_id')
      .leftJoin('inquiry_quotes as q', 'q.inquiry_line_id', 'l.id')
      .select([
        'l.id',
        'l.goods_id',
        'l.num',
        'l.supplier_id',
        sql<string>`coalesce(s.short_name, s.name)`.as('supplier_name'),
        'q.id as quote_id',
        'q.price',
        'q.quoted_num',
        sql<string | null>`to_char(q.valid_until, 'YYYY-MM-DD')`.as('valid_until'),
        'q.expires_at',
        'q.remark',
        'q.quoted_at',
        'q.accepted_at',
      ])
      .where('l.inquiry_id', '=', inquiryId);
    if (supplierId !== undefined) q = q.where('l.supplier_id', '=', supplierId);
    return q.orderBy('l.id').execute();
  }

  /** Locks the caller's inquiry for a change; undefined when it is not theirs. */
  lockBuyerInquiry(db: Executor, id: string, userId: string, organizationId: string) {
    return db
      .selectFrom('inquiries')
      .select(['id', 'cancelled_at', 'converted_at'])
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('organization_id', '=', organizationId)
      .forUpdate()
      .executeTakeFirst();
  }

  async cancel(db: Executor, id: string, now: Date): Promise<void> {
    await db
      .updateTable('inquiries')
      .set({ cancelled_at: now, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  /** Quotes by id with their line and inquiry, locked (in id order) for acceptance. */
  lockQuotes(db: Executor, ids: readonly string[]) {
    return db
      .selectFrom('inquiry_quotes as q')
      .innerJoin('inquiry_lines as l', 'l.id', 'q.inquiry_line_id')
      .innerJoin('inquiries as i', 'i.id', 'l.inquiry_id')
      .innerJoin('goods as g', 'g.id', 'l.goods_id')
      .select([
        'q.id',
        'q.price',
        'q.quoted_num',
        'q.expires_at',
        'q.accepted_at',
        'l.goods_id',
        'l.num',
        'l.inquiry_id',
        'i.user_id',
        'i.organization_id',
        'i.cancelled_at',
        'g.name as goods_name',
      ])
      .where('q.id', 'in', ids)
      .orderBy('q.id')
      .forUpdate('q')
      .execute();
  }

  async markAccepted(
    db: Executor,
    quoteIds: readonly string[],
    inquiryIds: readonly string[],
    userId: string,
    now: Date,
  ): Promise<number> {
    const accepted = await db
      .updateTable('inquiry_quotes')
      .set({ accepted_at: now, accepted_by: userId })
      .where('id', 'in', quoteIds)
      .where('accepted_at', 'is', null)
      .executeTakeFirst();
    await db
      .updateTable('inquiries')
      .set({ converted_at: now, updated_at: now })
      .where('id', 'in', inquiryIds)
      .where('converted_at', 'is', null)
      .execute();
    return Number(accepted.numUpdatedRows);
  }

  // ---------------------------------------------------------------- suppliers

  private vendorRows(db: Executor, supplierId: string, now: Date) {
    return db
      .selectFrom('inquiries as i')
      .innerJoin('organizations as o', 'o.id', 'i.organization_id')
      .select([
        'i.id',
        'i.code',
        'i.deadline',
        'i.remark',
        'i.division_code',
        'i.cancelled_at',
        'i.created_at',
        'o.name as buyer_name',
        vendorStatus(now, supplierId).as('status'),
        sql<number>`(SELECT count(*)::int FROM inquiry_lines l
                      WHERE l.inquiry_id = i.id AND l.supplier_id = ${supplierId})`.as('line_count'),
        sql<number>`(SELECT count(*)::int FROM inquiry_lines l JOIN inquiry_quotes q ON q.inquiry_line_id = l.id
                      WHERE l.inquiry_id = i.id AND l.supplier_id = ${supplierId})`.as('quoted_count'),
      ])
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('inquiry_lines as l')
            .select('l.id')
            .whereRef('l.inquiry_id', '=', 'i.id')
            .where('l.supplier_id', '=', supplierId),
        ),
      );
  }

  async vendorPage(
    db: Executor,
    opts: { supplierId: string; status?: VendorInquiryStatus; page: number; limit: number; now: Date },
  ) {
    let q = db.selectFrom(this.vendorRows(db, opts.supplierId, opts.now).as('x')).selectAll('x');
    if (opts.status) q = q.where('x.status', '=', opts.status);
    const [records, total] = await Promise.all([
      q
        .orderBy('x.created_at', 'desc')
        .orderBy('x.id', 'desc')
        .limit(opts.limit)
        .offset((opts.page - 1) * opts.limit)
        .execute(),
      q
        .clearSelect()
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { records, total: Number(total.n) };
  }

  /** An inquiry addressed to the supplier (undefined otherwise). */
  vendorInquiry(db: Executor, id: string, supplierId: string, now: Date) {
    return this.vendorRows(db, supplierId, now).where('i.id', '=', id).executeTakeFirst();
  }

  /** Locks an inquiry addressed to the supplier against cancelling while quotes are written. */
  lockVendorInquiry(db: Executor, id: string, supplierId: string) {
    return db
      .selectFrom('inquiries as i')
      .select(['i.id', 'i.deadline', 'i.cancelled_at'])
      .where('i.id', '=', id)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('inquiry_lines as l')
            .select('l.id')
            .whereRef('l.inquiry_id', '=', 'i.id')
            .where('l.supplier_id', '=', supplierId),
        ),
      )
      .forShare()
      .executeTakeFirst();
  }

  /** The supplier's lines of an inquiry among `lineIds`, with the goods' quantity rules. */
  vendorLines(db: Executor, inquiryId: string, supplierId: string, lineIds: readonly string[]) {
    return db
      .selectFrom('inquiry_lines as l')
      .innerJoin('goods as g', 'g.id', 'l.goods_id')
      .select(['l.id', 'l.num', 'g.name', 'g.unit', 'g.moq', 'g.order_multiple'])
      .where('l.inquiry_id', '=', inquiryId)
      .where('l.supplier_id', '=', supplierId)
      .where('l.id', 'in', lineIds)
      .execute();
  }

  /**
   * What the supplier's quotes of an inquiry come to, fen (price × quoted, else asked, quantity), as
   * numeric text: no bigint overflow whatever the rows hold.
   */
  async quoteTotal(db: Executor, inquiryId: string, supplierId: string): Promise<string> {
    const row = await db
      .selectFrom('inquiry_quotes as q')
      .innerJoin('inquiry_lines as l', 'l.id', 'q.inquiry_line_id')
      .select(
        sql<string>`coalesce(sum(q.price::numeric * coalesce(q.quoted_num, l.num)), 0)::text`.as('total'),
      )
      .where('l.inquiry_id', '=', inquiryId)
      .where('l.supplier_id', '=', supplierId)
      .executeTakeFirstOrThrow();
    return row.total;
  }

  /**
   * Writes the quotes of lines (sorted by line id, so concurrent saves lock in one order); a quote the
   * buyer already accepted stays as it is and is not among the answered line ids.
   */
  async upsertQuotes(
    db: Executor,
    quotes: readonly QuoteWrite[],
    by: { userId: string; now: Date },
  ): Promise<string[]> {
    const sorted = [...quotes].sort((a, b) => (BigInt(a.lineId) < BigInt(b.lineId) ? -1 : 1));
    const rows = await db
      .insertInto('inquiry_quotes')
      .values(
        sorted.map((q) => ({
          inquiry_line_id: q.lineId,
          price: q.price,
          quoted_num: q.quotedNum,
          valid_until: q.validUntil,
          remark: q.remark,
          quoted_by: by.userId,
          quoted_at: by.now,
        })),
      )
      .onConflict((oc) =>
        oc
          .column('inquiry_line_id')
          .doUpdateSet({
            price: sql<string>`excluded.price`,
            quoted_num: sql<number | null>`excluded.quoted_num`,
            valid_until: sql<string>`excluded.valid_until`,
            remark: sql<string>`excluded.remark`,
            quoted_by: sql<string>`excluded.quoted_by`,
            quoted_at: sql<Date>`excluded.quoted_at`,
          })
          .where('inquiry_quotes.accepted_at', 'is', null),
      )
      .returning('inquiry_line_id')
      .execute();
    return rows.map((r) => r.inquiry_line_id);
  }
}
