import {
  BUSINESS_TIME_ZONE,
  INQUIRY_STATUS_LABELS,
  MAX_INQUIRY_DAYS,
  MAX_INQUIRY_LINES,
  MAX_QUOTE_VALID_DAYS,
  VENDOR_INQUIRY_STATUS_LABELS,
  type InquiryBasket,
  type InquiryCancelled,
  type InquiryDetail,
  type InquiryLine,
  type InquiryPushed,
  type InquiryQuote,
  type InquiryRemoved,
  type InquiryStatus,
  type InquirySummary,
  type QuoteAccepted,
  type QuoteSaved,
  type VendorInquiryDetail,
  type VendorInquiryStatus,
  type VendorInquirySummary,
} from '@pm/contract/inquiry';
import { formatFenExact, MAX_TOTAL_FEN, MONEY_MESSAGES, safeFen } from '@pm/contract/money';
import type { Page } from '@pm/contract/page';
import { REGISTER_MESSAGES } from '@pm/contract/register';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../auth/auth.service';
import { moneyProblem, quantityProblem, type CartWriter } from '../cart/cart-writer';
import type { GoodsCardRepo } from '../goods/goods-card.repo';
import { isIndividualOrganization } from '../user/individual.repo';
import type { InquiryRepo } from './inquiry.repo';

const DAY_MS = 24 * 60 * 60 * 1000;

export const INQUIRY_MESSAGES = {
  notFound: '询价单不存在',
  basketEmpty: '询价篮为空，请先加入商品',
  basketLineMissing: '询价篮中没有该商品',
  tooMany: `一次最多提交 ${MAX_INQUIRY_LINES} 种商品`,
  deadlinePast: '报价截止时间须晚于当前时间',
  deadlineFar: `报价截止时间最晚为 ${MAX_INQUIRY_DAYS} 天内`,
  divisionUnknown: '地区编码不存在',
  quoteNotFound: '报价不存在',
  quoteExpired: '报价已过期，无法加入购物车',
  inquiryCancelled: '询价已取消',
  sameGoodsTwice: '同一商品只能接受一条报价',
  converted: '询价已转订单，不能取消',
  closed: '已过报价截止时间，不能再报价',
  cancelledNoQuote: '询价已取消，不能报价',
  lineMissing: '询价单中没有该商品行',
  lineTwice: '同一商品行只能填写一条报价',
  validPast: '报价有效期不能早于今天',
  validFar: `报价有效期最长 ${MAX_QUOTE_VALID_DAYS} 天`,
  acceptedLocked: '该报价已被采购商接受，不能修改',
} as const;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The business day (China time) of an instant, YYYY-MM-DD. */
export function businessDay(at: Date): string {
  return dayFormat.format(at);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function iso(d: Date | null): string | null {
  return d === null ? null : d.toISOString();
}

type QuoteColumns = {
  quote_id: string | null;
  price: string | null;
  quoted_num: number | null;
  valid_until: string | null;
  expires_at: Date | null;
  remark: string | null;
  quoted_at: Date | null;
  accepted_at: Date | null;
};

function quoteOf(r: QuoteColumns, now: Date): InquiryQuote | null {
  if (r.quote_id === null || r.expires_at === null || r.quoted_at === null) return null;
  return {
    id: r.quote_id,
    price: safeFen(r.price ?? 0),
    quotedNum: r.quoted_num,
    validUntil: r.valid_until ?? '',
    expiresAt: r.expires_at.toISOString(),
    remark: r.remark ?? '',
    quotedAt: r.quoted_at.toISOString(),
    expired: r.expires_at <= now,
    accepted: r.accepted_at !== null,
    acceptedAt: iso(r.accepted_at),
  };
}

/** The inquiry basket, the buyer's inquiries and the suppliers' quotes. */
export class InquiryService {
  constructor(
    private readonly db: Db,
    private readonly repo: InquiryRepo,
    private readonly cards: GoodsCardRepo,
    private readonly writer: CartWriter,
    private readonly clock: Clock,
  ) {}

  // ---------------------------------------------------------------- basket

  async basket(
    auth: AuthContext,
    q: { page: number; limit: number; divisionCode?: string | undefined },
  ): Promise<InquiryBasket> {
    const { rows, total } = await this.repo.basketPage(this.db, auth.userId, q.page, q.limit);
    const cards = await this.cards.cardsByIds(
      this.db,
      rows.map((r) => r.goods_id),
      { organizationId: auth.organizationId, divisionCode: q.divisionCode },
    );
    const cardOf = new Map(cards.map((c) => [c.id, c]));
    const records = rows.flatMap((r) => {
      const goods = cardOf.get(r.goods_id);
      return goods
        ? [
            {
              id: r.id,
              goodsId: r.goods_id,
              num: r.num,
              onSale: r.status === 'on',
              goods,
              addedAt: r.created_at.toISOString(),
            },
          ]
        : [];
    });
    return { records, total, page: q.page, limit: q.limit };
  }

  /** Removes lines of the caller's basket: all of them or none (404 when one is not theirs). */
  removeBasketLines(auth: AuthContext, ids: readonly string[]): Promise<InquiryRemoved> {
    return this.db.transaction().execute(async (trx) => {
      const removed = await this.repo.takeBasketLines(trx, auth.userId, ids);
      if (removed.length !== ids.length) throw AppError.notFound(INQUIRY_MESSAGES.basketLineMissing);
      return { removed: removed.length, count: await this.repo.basketCount(trx, auth.userId) };
    });
  }

  /**
   * Submits the basket (or the chosen lines) as one inquiry: each line goes to its goods' supplier.
   * Taking the lines out of the basket and writing the inquiry happen in one transaction, so two
   * submits of the same basket make one inquiry.
   */
  async push(
    auth: AuthContext,
    input: { ids?: string[] | undefined; deadline: Date; remark: string; divisionCode?: string | undefined },
  ): Promise<InquiryPushed> {
    // Suppliers see the inquiring organization: an individual account has none yet.
    if (await isIndividualOrganization(this.db, auth.organizationId)) {
      throw AppError.conflict(REGISTER_MESSAGES.notAttachedInquiry);
    }
    const now = this.clock.now();
    if (input.deadline.getTime() <= now.getTime()) throw AppError.badRequest(INQUIRY_MESSAGES.deadlinePast);
    if (input.deadline.getTime() > now.getTime() + MAX_INQUIRY_DAYS * DAY_MS) {
      throw AppError.badRequest(INQUIRY_MESSAGES.deadlineFar);
    }
    if (input.divisionCode && !(await this.repo.divisionExists(this.db, input.divisionCode))) {
      throw AppError.badRequest(INQUIRY_MESSAGES.divisionUnknown);
    }
    return this.db.transaction().execute(async (trx) => {
      const taken = await this.repo.takeBasketLines(trx, auth.userId, input.ids ?? null);
      if (input.ids && taken.length !== input.ids.length) {
        throw AppError.notFound(INQUIRY_MESSAGES.basketLineMissing);
      }
      if (taken.length === 0) throw AppError.badRequest(INQUIRY_MESSAGES.basketEmpty);
      if (taken.length > MAX_INQUIRY_LINES) throw AppError.badRequest(INQUIRY_MESSAGES.tooMany);
      const facts = new Map(
        (
          await this.repo.goodsFacts(
            trx,
            taken.map((t) => t.goods_id),
          )
        ).map((g) => [g.id, g]),
      );
      const off = taken.flatMap((t) => {
        const g = facts.get(t.goods_id);
        return g && g.status === 'on' ? [] : [g?.name ?? t.goods_id];
      });
      if (off.length > 0) {
        throw AppError.badRequest(`以下商品已下架，请先移出询价篮：${off.map((n) => `「${n}」`).join('、')}`);
      }
      const day = businessDay(now);
      const seq = await this.repo.nextCodeNumber(trx, day);
      const code = `XJ${day.replaceAll('-', '')}${String(seq).padStart(4, '0')}`;
      const id = await this.repo.insertInquiry(trx, {
        organizationId: auth.organizationId,
        userId: auth.userId,
        code,
        deadline: input.deadline,
        remark: input.remark,
        divisionCode: input.divisionCode ?? null,
        now,
      });
      const lines = taken
        .map((t) => ({ goodsId: t.goods_id, supplierId: facts.get(t.goods_id)!.supplier_id, num: t.num }))
        .sort((a, b) => Number(a.goodsId) - Number(b.goodsId));
      await this.repo.insertLines(trx, id, lines);
      return {
        id,
        code,
        lineCount: lines.length,
        supplierCount: new Set(lines.map((l) => l.supplierId)).size,
      };
    });
  }

  // ---------------------------------------------------------------- the buyer's inquiries

  async page(
    auth: AuthContext,
    q: { page: number; limit: number; status?: InquiryStatus | undefined },
  ): Promise<Page<InquirySummary>> {
    const { records, total } = await this.repo.buyerPage(this.db, {
      userId: auth.userId,
      organizationId: auth.organizationId,
      ...(q.status ? { status: q.status } : {}),
      page: q.page,
      limit: q.limit,
      now: this.clock.now(),
    });
    return { records: records.map((r) => this.summary(r)), total, page: q.page, limit: q.limit };
  }

  async detail(auth: AuthContext, id: string, divisionCode: string | undefined): Promise<InquiryDetail> {
    const now = this.clock.now();
    const head = await this.repo.buyerInquiry(this.db, id, auth.userId, auth.organizationId, now);
    if (!head) throw AppError.notFound(INQUIRY_MESSAGES.notFound);
    const rows = await this.repo.lines(this.db, id);
    const cards = await this.cards.cardsByIds(
      this.db,
      rows.map((r) => r.goods_id),
      { organizationId: auth.organizationId, divisionCode: divisionCode ?? head.division_code ?? undefined },
    );
    const cardOf = new Map(cards.map((c) => [c.id, c]));
    const lines: InquiryLine[] = rows.flatMap((r) => {
      const goods = cardOf.get(r.goods_id);
      if (!goods) return [];
      return [
        {
          id: r.id,
          goodsId: r.goods_id,
          num: r.num,
          supplierId: r.supplier_id,
          supplierName: r.supplier_name,
          goods,
          quote: quoteOf(r, now),
        },
      ];
    });
    return { ...this.summary(head), divisionCode: head.division_code, lines };
  }

  private summary(r: {
    id: string;
    code: string;
    status: InquiryStatus;
    deadline: Date;
    remark: string;
    line_count: number;
    quoted_count: number;
    supplier_count: number;
    goods_names: string[];
    created_at: Date;
  }): InquirySummary {
    return {
      id: r.id,
      code: r.code,
      status: r.status,
      statusText: INQUIRY_STATUS_LABELS[r.status],
      deadline: r.deadline.toISOString(),
      remark: r.remark,
      lineCount: r.line_count,
      quotedCount: r.quoted_count,
      supplierCount: r.supplier_count,
      goodsNames: r.goods_names,
      createdAt: r.created_at.toISOString(),
    };
  }

  /**
   * Puts accepted quote lines into the cart at the quoted price until the quote expires: the line's
   * quantity is set to the quoted (or asked) quantity, so accepting twice never doubles it. The quotes
   * are locked first, so concurrent accepts run one after the other.
   */
  accept(auth: AuthContext, ids: readonly string[]): Promise<QuoteAccepted> {
    return this.db.transaction().execute(async (trx) => {
      const now = this.clock.now();
      const rows = await this.repo.lockQuotes(trx, ids);
      const mine = rows.filter((r) => r.user_id === auth.userId && r.organization_id === auth.organizationId);
      if (mine.length !== ids.length) throw AppError.notFound(INQUIRY_MESSAGES.quoteNotFound);
      for (const r of mine) {
        if (r.cancelled_at !== null)
          throw AppError.badRequest(`「${r.goods_name}」的${INQUIRY_MESSAGES.inquiryCancelled}`);
        if (r.expires_at <= now) {
          throw AppError.badRequest(`「${r.goods_name}」的${INQUIRY_MESSAGES.quoteExpired}`);
        }
      }
      if (new Set(mine.map((r) => r.goods_id)).size !== mine.length) {
        throw AppError.badRequest(INQUIRY_MESSAGES.sameGoodsTwice);
      }
      // Each line's caps are the cart's (CartWriter names the goods); the lines together, here.
      const total = mine.reduce((n, r) => n + BigInt(r.price) * BigInt(r.quoted_num ?? r.num), 0n);
      if (total > BigInt(MAX_TOTAL_FEN)) {
        throw AppError.badRequest(
          `所选报价合计 ${formatFenExact(total)} 超过上限：${MONEY_MESSAGES.acceptTotal}`,
        );
      }
      const written = await this.writer.append(
        trx,
        auth,
        mine.map((r) => ({
          goodsId: r.goods_id,
          num: r.quoted_num ?? r.num,
          quote: { lineId: r.id, price: Number(r.price), expiresAt: r.expires_at },
        })),
        { mode: 'set' },
      );
      const accepted = await this.repo.markAccepted(
        trx,
        mine.map((r) => r.id),
        [...new Set(mine.map((r) => r.inquiry_id))],
        auth.userId,
        now,
      );
      return { accepted, added: written.added, count: written.count };
    });
  }

  cancel(auth: AuthContext, id: string): Promise<InquiryCancelled> {
    return this.db.transaction().execute(async (trx) => {
      const row = await this.repo.lockBuyerInquiry(trx, id, auth.userId, auth.organizationId);
      if (!row) throw AppError.notFound(INQUIRY_MESSAGES.notFound);
      if (row.converted_at !== null) throw AppError.badRequest(INQUIRY_MESSAGES.converted);
      if (row.cancelled_at === null) await this.repo.cancel(trx, id, this.clock.now());
      return { id, status: 'cancelled' as const };
    });
  }

  // ---------------------------------------------------------------- suppliers

  async vendorPage(
    auth: AuthContext,
    q: { page: number; limit: number; status?: VendorInquiryStatus | undefined },
  ): Promise<Page<VendorInquirySummary>> {
    const { records, total } = await this.repo.vendorPage(this.db, {
      supplierId: auth.organizationId,
      ...(q.status ? { status: q.status } : {}),
      page: q.page,
      limit: q.limit,
      now: this.clock.now(),
    });
    return { records: records.map((r) => this.vendorSummary(r)), total, page: q.page, limit: q.limit };
  }

  async vendorDetail(auth: AuthContext, id: string): Promise<VendorInquiryDetail> {
    const now = this.clock.now();
    const head = await this.repo.vendorInquiry(this.db, id, auth.organizationId, now);
    if (!head) throw AppError.notFound(INQUIRY_MESSAGES.notFound);
    const rows = await this.repo.lines(this.db, id, auth.organizationId);
    // The supplier sees list prices: the buyer's agreement prices stay the buyer's.
    const cards = await this.cards.cardsByIds(
      this.db,
      rows.map((r) => r.goods_id),
      { organizationId: null, divisionCode: head.division_code ?? undefined },
    );
    const cardOf = new Map(cards.map((c) => [c.id, c]));
    const lines = rows.flatMap((r) => {
      const goods = cardOf.get(r.goods_id);
      return goods ? [{ id: r.id, goodsId: r.goods_id, num: r.num, goods, quote: quoteOf(r, now) }] : [];
    });
    return {
      ...this.vendorSummary(head),
      divisionCode: head.division_code,
      open: head.cancelled_at === null && head.deadline > now,
      lines,
    };
  }

  private vendorSummary(r: {
    id: string;
    code: string;
    status: VendorInquiryStatus;
    buyer_name: string;
    deadline: Date;
    remark: string;
    line_count: number;
    quoted_count: number;
    created_at: Date;
  }): VendorInquirySummary {
    return {
      id: r.id,
      code: r.code,
      status: r.status,
      statusText: VENDOR_INQUIRY_STATUS_LABELS[r.status],
      buyerName: r.buyer_name,
      deadline: r.deadline.toISOString(),
      remark: r.remark,
      lineCount: r.line_count,
      quotedCount: r.quoted_count,
      createdAt: r.created_at.toISOString(),
    };
  }

  /** Quotes lines of an inquiry addressed to the caller's organization, before its deadline. */
  saveQuotes(
    auth: AuthContext,
    input: {
      inquiryId: string;
      lines: {
        lineId: string;
        price: number;
        quotedNum?: number | null | undefined;
        validUntil: string;
        remark: string;
      }[];
    },
  ): Promise<QuoteSaved> {
    const now = this.clock.now();
    const today = businessDay(now);
    const lineIds = input.lines.map((l) => l.lineId);
    if (new Set(lineIds).size !== lineIds.length) throw AppError.badRequest(INQUIRY_MESSAGES.lineTwice);
    for (const l of input.lines) {
      if (l.validUntil < today) throw AppError.badRequest(INQUIRY_MESSAGES.validPast);
      if (l.validUntil > addDays(today, MAX_QUOTE_VALID_DAYS))
        throw AppError.badRequest(INQUIRY_MESSAGES.validFar);
    }
    return this.db.transaction().execute(async (trx) => {
      const head = await this.repo.lockVendorInquiry(trx, input.inquiryId, auth.organizationId);
      if (!head) throw AppError.notFound(INQUIRY_MESSAGES.notFound);
      if (head.cancelled_at !== null) throw AppError.badRequest(INQUIRY_MESSAGES.cancelledNoQuote);
      if (head.deadline <= now) throw AppError.badRequest(INQUIRY_MESSAGES.closed);
      const lines = new Map(
        (await this.repo.vendorLines(trx, input.inquiryId, auth.organizationId, lineIds)).map((l) => [
          l.id,
          l,
        ]),
      );
      for (const l of input.lines) {
        const goods = lines.get(l.lineId);
        if (!goods) throw AppError.notFound(INQUIRY_MESSAGES.lineMissing);
        const problem = l.quotedNum != null ? quantityProblem(goods, l.quotedNum) : null;
        if (problem) throw AppError.badRequest(`报价数量不符合要求：${problem}`);
        const money = moneyProblem(goods.name, l.price, l.quotedNum ?? goods.num);
        if (money) throw AppError.badRequest(`报价金额不符合要求：${money}`);
      }
      const written = await this.repo.upsertQuotes(
        trx,
        input.lines.map((l) => ({
          lineId: l.lineId,
          price: l.price,
          quotedNum: l.quotedNum ?? null,
          validUntil: l.validUntil,
          remark: l.remark,
        })),
        { userId: auth.userId, now },
      );
      if (written.length !== input.lines.length) throw AppError.badRequest(INQUIRY_MESSAGES.acceptedLocked);
      // All the supplier's quotes of the inquiry, these included (the transaction undoes them if over).
      const total = BigInt(await this.repo.quoteTotal(trx, input.inquiryId, auth.organizationId));
      if (total > BigInt(MAX_TOTAL_FEN)) {
        throw AppError.badRequest(`报价总额 ${formatFenExact(total)} 超过上限：${MONEY_MESSAGES.quoteTotal}`);
      }
      return { saved: written.length };
    });
  }
}
