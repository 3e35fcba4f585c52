import { sql, type RawBuilder } from 'kysely';
import type { VendorInquiryStatus } from '@pm/contract/inquiry';
import type { Executor } from '../../db/database';
import { QUOTE_COLUMNS } from './inquiry.repo';

/** The supplier was invited to the inquiry `i` (it supplies none of its goods). */
function invitedSql(supplierId: string): RawBuilder<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM inquiry_invitations v
                               WHERE v.inquiry_id = i.id AND v.vendor_org_id = ${supplierId})`;
}

/** The supplier quoted a line of the inquiry `i`. */
function quotedSql(supplierId: string): RawBuilder<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM inquiry_lines l JOIN inquiry_quotes q ON q.inquiry_line_id = l.id
                               WHERE l.inquiry_id = i.id AND q.supplier_id = ${supplierId})`;
}

/**
 * A supplier's view of an inquiry's status at `now`. A supplier of its goods: over its own lines (quoted
 * when each is). An invited supplier: quoted once it quoted a line (it offers what it can).
 */
function vendorStatus(now: Date, supplierId: string): RawBuilder<VendorInquiryStatus> {
  return sql<VendorInquiryStatus>`CASE
    WHEN i.cancelled_at IS NOT NULL THEN 'cancelled'
    WHEN EXISTS (SELECT 1 FROM inquiry_lines l JOIN inquiry_quotes q ON q.inquiry_line_id = l.id
                  WHERE l.inquiry_id = i.id AND q.supplier_id = ${supplierId} AND q.accepted_at IS NOT NULL)
      THEN 'accepted'
    WHEN i.deadline <= ${now} THEN 'closed'
    WHEN ${invitedSql(supplierId)} THEN CASE WHEN ${quotedSql(supplierId)} THEN 'quoted' ELSE 'pending' END
    WHEN NOT EXISTS (SELECT 1 FROM inquiry_lines l
                      WHERE l.inquiry_id = i.id AND l.supplier_id = ${supplierId}
                        AND NOT EXISTS (SELECT 1 FROM inquiry_quotes q
                                         WHERE q.inquiry_line_id = l.id AND q.supplier_id = ${supplierId}))
      THEN 'quoted'
    ELSE 'pending' END`;
}

export interface QuoteWrite {
  lineId: string;
  price: number;
  quotedNum: number | null;
  validUntil: string;
  remark: string;
  /** The supplier's own goods offered for the line; null: the line's goods. */
  offeredGoodsId: string | null;
}

/**
 * SQL of the suppliers' side: the inquiries addressed to a supplier (it supplies goods of them, or the
 * buyer invited it), their lines and its quotes.
 */
export class InquiryQuoteRepo {
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
        invitedSql(supplierId).as('invited'),
        // An invited supplier may quote every line; a supplier of goods, its own.
        sql<number>`(SELECT count(*)::int FROM inquiry_lines l
                      WHERE l.inquiry_id = i.id AND (l.supplier_id = ${supplierId} OR ${invitedSql(supplierId)}))`.as(
          'line_count',
        ),
        sql<number>`(SELECT count(*)::int FROM inquiry_lines l JOIN inquiry_quotes q ON q.inquiry_line_id = l.id
                      WHERE l.inquiry_id = i.id AND q.supplier_id = ${supplierId})`.as('quoted_count'),
      ])
      .where(({ exists, or, selectFrom }) =>
        or([
          exists(
            selectFrom('inquiry_lines as l')
              .select('l.id')
              .whereRef('l.inquiry_id', '=', 'i.id')
              .where('l.supplier_id', '=', supplierId),
          ),
          exists(
            selectFrom('inquiry_invitations as v')
              .select('v.inquiry_id')
              .whereRef('v.inquiry_id', '=', 'i.id')
              .where('v.vendor_org_id', '=', supplierId),
          ),
        ]),
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

  /**
   * The lines the supplier may quote (every line when it was invited, else its own) with its own quote of
   * each.
   */
  vendorQuoteLines(db: Executor, inquiryId: string, supplierId: string, invited: boolean) {
    let q = db
      .selectFrom('inquiry_lines as l')
      .leftJoin('inquiry_quotes as q', (j) =>
        j.onRef('q.inquiry_line_id', '=', 'l.id').on('q.supplier_id', '=', supplierId),
      )
      .select(['l.id', 'l.goods_id', 'l.num', 'l.supplier_id', ...QUOTE_COLUMNS])
      .where('l.inquiry_id', '=', inquiryId);
    if (!invited) q = q.where('l.supplier_id', '=', supplierId);
    return q.orderBy('l.id').execute();
  }

  /**
   * Locks an inquiry addressed to the supplier against cancelling while quotes are written; `invited`
   * says whether it was invited (undefined when the inquiry is not addressed to it).
   */
  lockVendorInquiry(db: Executor, id: string, supplierId: string) {
    return db
      .selectFrom('inquiries as i')
      .select(['i.id', 'i.deadline', 'i.cancelled_at', invitedSql(supplierId).as('invited')])
      .where('i.id', '=', id)
      .where(({ exists, or, selectFrom }) =>
        or([
          exists(
            selectFrom('inquiry_lines as l')
              .select('l.id')
              .whereRef('l.inquiry_id', '=', 'i.id')
              .where('l.supplier_id', '=', supplierId),
          ),
          exists(
            selectFrom('inquiry_invitations as v')
              .select('v.inquiry_id')
              .whereRef('v.inquiry_id', '=', 'i.id')
              .where('v.vendor_org_id', '=', supplierId),
          ),
        ]),
      )
      .forShare('i')
      .executeTakeFirst();
  }

  /**
   * Lines of an inquiry among `lineIds` the supplier may quote (every line when invited, else its own),
   * with the goods' quantity rules.
   */
  vendorLines(
    db: Executor,
    inquiryId: string,
    supplierId: string,
    lineIds: readonly string[],
    invited: boolean,
  ) {
    let q = db
      .selectFrom('inquiry_lines as l')
      .innerJoin('goods as g', 'g.id', 'l.goods_id')
      .select([
        'l.id',
        'l.num',
        'l.goods_id',
        'l.supplier_id',
        'g.name',
        'g.unit',
        'g.moq',
        'g.order_multiple',
      ])
      .where('l.inquiry_id', '=', inquiryId)
      .where('l.id', 'in', lineIds);
    if (!invited) q = q.where('l.supplier_id', '=', supplierId);
    return q.execute();
  }

  /** The supplier's own goods on sale among `ids`, with their quantity rules. */
  ownGoods(db: Executor, supplierId: string, ids: readonly string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('goods')
      .select(['id', 'name', 'unit', 'moq', 'order_multiple'])
      .where('supplier_id', '=', supplierId)
      .where('status', '=', 'on')
      .where('id', 'in', ids)
      .execute();
  }

  /** Ids of the supplier's goods on sale, by keyword (name, model, specification, SKU code) and catalog. */
  async ownGoodsPage(
    db: Executor,
    opts: {
      supplierId: string;
      keyword?: string | undefined;
      catalogId?: string | undefined;
      page: number;
      limit: number;
    },
  ) {
    let q = db
      .selectFrom('goods as g')
      .where('g.supplier_id', '=', opts.supplierId)
      .where('g.status', '=', 'on');
    if (opts.catalogId) q = q.where('g.catalog_id', '=', opts.catalogId);
    if (opts.keyword) {
      const like = `%${opts.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where((eb) =>
        eb.or([
          eb('g.name', 'ilike', like),
          eb('g.model', 'ilike', like),
          eb('g.spec', 'ilike', like),
          eb('g.sku_code', 'ilike', like),
        ]),
      );
    }
    const [rows, total] = await Promise.all([
      q
        .select('g.id')
        .orderBy('g.sales', 'desc')
        .orderBy('g.id')
        .limit(opts.limit)
        .offset((opts.page - 1) * opts.limit)
        .execute(),
      q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { ids: rows.map((r) => r.id), total: Number(total.n) };
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
      .where('q.supplier_id', '=', supplierId)
      .executeTakeFirstOrThrow();
    return row.total;
  }

  /**
   * Writes the supplier's quotes of lines (sorted by line id, so concurrent saves lock in one order); a
   * quote the buyer already accepted stays as it is and is not among the answered line ids.
   */
  async upsertQuotes(
    db: Executor,
    quotes: readonly QuoteWrite[],
    by: { supplierId: string; userId: string; now: Date },
  ): Promise<string[]> {
    const sorted = [...quotes].sort((a, b) => (BigInt(a.lineId) < BigInt(b.lineId) ? -1 : 1));
    const rows = await db
      .insertInto('inquiry_quotes')
      .values(
        sorted.map((q) => ({
          inquiry_line_id: q.lineId,
          supplier_id: by.supplierId,
          offered_goods_id: q.offeredGoodsId,
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
          .columns(['inquiry_line_id', 'supplier_id'])
          .doUpdateSet({
            offered_goods_id: sql<string | null>`excluded.offered_goods_id`,
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
