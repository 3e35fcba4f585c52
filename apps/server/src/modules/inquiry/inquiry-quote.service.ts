import {
  MAX_QUOTE_VALID_DAYS,
  VENDOR_INQUIRY_STATUS_LABELS,
  type QuoteSaved,
  type VendorInquiryDetail,
  type VendorInquiryLine,
  type VendorInquiryStatus,
  type VendorInquirySummary,
} from '@pm/contract/inquiry';
import type { GoodsCard } from '@pm/contract/goods';
import { formatFenExact, MAX_TOTAL_FEN, MONEY_MESSAGES } from '@pm/contract/money';
import type { Page } from '@pm/contract/page';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../auth/auth.service';
import { moneyProblem, quantityProblem } from '../cart/cart-writer';
import type { GoodsCardRepo } from '../goods/goods-card.repo';
import { noticeQuoteReceived } from '../notification/notices';
import type { InquiryQuoteRepo } from './inquiry-quote.repo';
import { addDays, businessDay, INQUIRY_MESSAGES, quoteOf } from './inquiry-view';

export interface QuoteSaveInput {
  inquiryId: string;
  lines: {
    lineId: string;
    price: number;
    quotedNum?: number | null | undefined;
    offeredGoodsId?: string | null | undefined;
    validUntil: string;
    remark: string;
  }[];
}

/**
 * The suppliers' side of inquiries: those addressed to them (they supply goods of them, or the buyer
 * invited them) and their quotes. An invited supplier quotes every line with goods of its own.
 */
export class InquiryQuoteService {
  constructor(
    private readonly db: Db,
    private readonly repo: InquiryQuoteRepo,
    private readonly cards: GoodsCardRepo,
    private readonly clock: Clock,
  ) {}

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
    const rows = await this.repo.vendorQuoteLines(this.db, id, auth.organizationId, head.invited);
    const ids = rows.flatMap((r) => (r.offered_goods_id ? [r.goods_id, r.offered_goods_id] : [r.goods_id]));
    // The supplier sees list prices: the buyer's agreement prices stay the buyer's.
    const cards = await this.cards.cardsByIds(this.db, [...new Set(ids)], {
      organizationId: null,
      divisionCode: head.division_code ?? undefined,
    });
    const cardOf = new Map(cards.map((c) => [c.id, c]));
    const lines: VendorInquiryLine[] = rows.flatMap((r) => {
      const goods = cardOf.get(r.goods_id);
      if (!goods) return [];
      return [
        {
          id: r.id,
          goodsId: r.goods_id,
          num: r.num,
          goods,
          own: r.supplier_id === auth.organizationId,
          quote: quoteOf(r, now, cardOf),
        },
      ];
    });
    return {
      ...this.vendorSummary(head),
      divisionCode: head.division_code,
      open: head.cancelled_at === null && head.deadline > now,
      lines,
    };
  }

  /** The caller's own goods on sale (list prices), to offer for a line. */
  async ownGoods(
    auth: AuthContext,
    q: { page: number; limit: number; keyword?: string | undefined; catalogId?: string | undefined },
  ): Promise<Page<GoodsCard>> {
    const { ids, total } = await this.repo.ownGoodsPage(this.db, {
      supplierId: auth.organizationId,
      keyword: q.keyword,
      catalogId: q.catalogId,
      page: q.page,
      limit: q.limit,
    });
    const records = await this.cards.cardsByIds(this.db, ids, { organizationId: null });
    return { records, total, page: q.page, limit: q.limit };
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
    invited: boolean;
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
      invited: r.invited,
      createdAt: r.created_at.toISOString(),
    };
  }

  /**
   * Quotes lines of an inquiry addressed to the caller's organization, before its deadline. A line whose
   * goods are not the caller's needs one of its own goods on sale (`offeredGoodsId`), whose quantity
   * rules the quoted (else asked) quantity must meet.
   */
  saveQuotes(auth: AuthContext, input: QuoteSaveInput): Promise<QuoteSaved> {
    const now = this.clock.now();
    const today = businessDay(now);
    const lineIds = input.lines.map((l) => l.lineId);
    if (new Set(lineIds).size !== lineIds.length) throw AppError.badRequest(INQUIRY_MESSAGES.lineTwice);
    for (const l of input.lines) {
      if (l.validUntil < today) throw AppError.badRequest(INQUIRY_MESSAGES.validPast);
      if (l.validUntil > addDays(today, MAX_QUOTE_VALID_DAYS))
        throw AppError.badRequest(INQUIRY_MESSAGES.validFar);
    }
    const supplierId = auth.organizationId;
    return this.db.transaction().execute(async (trx) => {
      const head = await this.repo.lockVendorInquiry(trx, input.inquiryId, supplierId);
      if (!head) throw AppError.notFound(INQUIRY_MESSAGES.notFound);
      if (head.cancelled_at !== null) throw AppError.badRequest(INQUIRY_MESSAGES.cancelledNoQuote);
      if (head.deadline <= now) throw AppError.badRequest(INQUIRY_MESSAGES.closed);
      const lines = new Map(
        (await this.repo.vendorLines(trx, input.inquiryId, supplierId, lineIds, head.invited)).map((l) => [
          l.id,
          l,
        ]),
      );
      const offeredIds = input.lines.flatMap((l) => (l.offeredGoodsId ? [l.offeredGoodsId] : []));
      const own = new Map((await this.repo.ownGoods(trx, supplierId, offeredIds)).map((g) => [g.id, g]));
      const writes = input.lines.map((l) => {
        const line = lines.get(l.lineId);
        if (!line) throw AppError.notFound(INQUIRY_MESSAGES.lineMissing);
        const mine = line.supplier_id === supplierId;
        const offeredId = l.offeredGoodsId && l.offeredGoodsId !== line.goods_id ? l.offeredGoodsId : null;
        if (!mine && !offeredId) {
          throw AppError.badRequest(`请为「${line.name}」选择贵司在售的商品报价`);
        }
        const offered = offeredId ? own.get(offeredId) : undefined;
        if (offeredId && !offered) {
          throw AppError.badRequest(`「${line.name}」：${INQUIRY_MESSAGES.offeredNotOwn}`);
        }
        const goods = offered ?? line;
        const num = l.quotedNum ?? line.num;
        // The offered goods must be orderable in that quantity; the line's own, when a quantity is quoted.
        const problem = offered || l.quotedNum != null ? quantityProblem(goods, num) : null;
        if (problem) throw AppError.badRequest(`报价数量不符合要求：${problem}`);
        const money = moneyProblem(goods.name, l.price, num);
        if (money) throw AppError.badRequest(`报价金额不符合要求：${money}`);
        return {
          lineId: l.lineId,
          price: l.price,
          quotedNum: l.quotedNum ?? null,
          validUntil: l.validUntil,
          remark: l.remark,
          offeredGoodsId: offeredId,
        };
      });
      const written = await this.repo.upsertQuotes(trx, writes, { supplierId, userId: auth.userId, now });
      if (written.length !== input.lines.length) throw AppError.badRequest(INQUIRY_MESSAGES.acceptedLocked);
      // All the supplier's quotes of the inquiry, these included (the transaction undoes them if over).
      const total = BigInt(await this.repo.quoteTotal(trx, input.inquiryId, supplierId));
      if (total > BigInt(MAX_TOTAL_FEN)) {
        throw AppError.badRequest(`报价总额 ${formatFenExact(total)} 超过上限：${MONEY_MESSAGES.quoteTotal}`);
      }
      await noticeQuoteReceived(trx, input.inquiryId, supplierId, written.length, now);
      return { saved: written.length };
    });
  }
}
