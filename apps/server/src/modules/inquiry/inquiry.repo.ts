import { sql, type RawBuilder } from 'kysely';
import type { InquiryStatus } from '@pm/contract/inquiry';
import type { Executor } from '../../db/database';

/** A quote's columns (over `inquiry_quotes as q`), null when the line has none. */
export const QUOTE_COLUMNS = [
  'q.id as quote_id',
  'q.price',
  'q.quoted_num',
  sql<string | null>`to_char(q.valid_until, 'YYYY-MM-DD')`.as('valid_until'),
  'q.expires_at',
  'q.remark',
  'q.quoted_at',
  'q.accepted_at',
  'q.offered_goods_id',
] as const;

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

/** SQL of the inquiry basket and the buyer's inquiries with their lines and quotes (suppliers' side: inquiry-quote.repo.ts). */
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
      sql<number>`(SELECT count(*)::int FROM inquiry_lines l WHERE l.inquiry_id = i.id
                      AND EXISTS (SELECT 1 FROM inquiry_quotes q WHERE q.inquiry_line_id = l.id))`.as(
        'quoted_count',
      ),
      // The suppliers of its goods and those invited (never both: a line's supplier is not invited).
      sql<number>`((SELECT count(DISTINCT l.supplier_id)::int FROM inquiry_lines l WHERE l.inquiry_id = i.id)
                  + (SELECT count(*)::int FROM inquiry_invitations v WHERE v.inquiry_id = i.id))`.as(
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

  /** Lines of an inquiry with the quote of each line's own supplier. */
  lines(db: Executor, inquiryId: string) {
    return db
      .selectFrom('inquiry_lines as l')
      .innerJoin('organizations as s', 's.id', 'l.supplier_id')
      .leftJoin('inquiry_quotes as q', (j) =>
        j.onRef('q.inquiry_line_id', '=', 'l.id').onRef('q.supplier_id', '=', 'l.supplier_id'),
      )
      .select([
        'l.id',
        'l.goods_id',
        'l.num',
        'l.supplier_id',
        sql<string>`coalesce(s.short_name, s.name)`.as('supplier_name'),
        ...QUOTE_COLUMNS,
      ])
      .where('l.inquiry_id', '=', inquiryId)
      .orderBy('l.id')
      .execute();
  }

  /** Quotes of an inquiry's lines by suppliers the buyer invited (with the goods they offer). */
  offers(db: Executor, inquiryId: string) {
    return db
      .selectFrom('inquiry_quotes as q')
      .innerJoin('inquiry_lines as l', 'l.id', 'q.inquiry_line_id')
      .innerJoin('organizations as s', 's.id', 'q.supplier_id')
      .select([
        'l.id as line_id',
        'q.supplier_id',
        sql<string>`coalesce(s.short_name, s.name)`.as('supplier_name'),
        ...QUOTE_COLUMNS,
      ])
      .where('l.inquiry_id', '=', inquiryId)
      .whereRef('q.supplier_id', '<>', 'l.supplier_id')
      .orderBy('l.id')
      .orderBy('q.quoted_at')
      .orderBy('q.id')
      .execute();
  }

  /** Locks the caller's inquiry for a change; undefined when it is not theirs. */
  lockBuyerInquiry(db: Executor, id: string, userId: string, organizationId: string) {
    return db
      .selectFrom('inquiries')
      .select(['id', 'deadline', 'cancelled_at', 'converted_at'])
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

  /**
   * Quotes by id with their line, inquiry and the goods that go to the cart (the offered goods, else the
   * line's), locked for acceptance: their lines first, in line order, so that accepts of quotes of the
   * same line (by different suppliers) run one after the other and overlapping accepts cannot deadlock.
   */
  async lockQuotes(db: Executor, ids: readonly string[]) {
    await db
      .selectFrom('inquiry_lines')
      .select('id')
      .where('id', 'in', db.selectFrom('inquiry_quotes').select('inquiry_line_id').where('id', 'in', ids))
      .orderBy('id')
      .forUpdate()
      .execute();
    return db
      .selectFrom('inquiry_quotes as q')
      .innerJoin('inquiry_lines as l', 'l.id', 'q.inquiry_line_id')
      .innerJoin('inquiries as i', 'i.id', 'l.inquiry_id')
      .innerJoin('goods as g', (j) =>
        j.on('g.id', '=', sql<string>`coalesce(q.offered_goods_id, l.goods_id)`),
      )
      .select([
        'q.id',
        'q.price',
        'q.quoted_num',
        'q.expires_at',
        'q.accepted_at',
        'l.id as line_id',
        'g.id as goods_id',
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

  /** Lines among `lineIds` whose quote by another supplier than in `quoteIds` was accepted already. */
  acceptedElsewhere(db: Executor, lineIds: readonly string[], quoteIds: readonly string[]) {
    return db
      .selectFrom('inquiry_quotes as q')
      .innerJoin('inquiry_lines as l', 'l.id', 'q.inquiry_line_id')
      .innerJoin('goods as g', 'g.id', 'l.goods_id')
      .select(['l.id', 'g.name'])
      .where('q.inquiry_line_id', 'in', lineIds)
      .where('q.id', 'not in', quoteIds)
      .where('q.accepted_at', 'is not', null)
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
}
