import {
  INQUIRY_STATUS_LABELS,
  MAX_INQUIRY_DAYS,
  MAX_INQUIRY_LINES,
  MAX_INVITED_SUPPLIERS,
  type InquiryBasket,
  type InquiryCancelled,
  type InquiryDetail,
  type InquiryLine,
  type InquiryPushed,
  type InquiryRemoved,
  type InquiryStatus,
  type InquirySummary,
  type QuoteAccepted,
} from '@pm/contract/inquiry';
import { formatFenExact, MAX_TOTAL_FEN, MONEY_MESSAGES } from '@pm/contract/money';
import type { Page } from '@pm/contract/page';
import { REGISTER_MESSAGES } from '@pm/contract/register';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../auth/auth.service';
import type { CartWriter } from '../cart/cart-writer';
import type { GoodsCardRepo } from '../goods/goods-card.repo';
import { isIndividualOrganization } from '../user/individual.repo';
import type { InquiryInvitationRepo } from './inquiry-invitation.repo';
import { businessDay, DAY_MS, INQUIRY_MESSAGES, quoteOf } from './inquiry-view';
import type { InquiryRepo } from './inquiry.repo';

/** The inquiry basket and the buyer's inquiries (suppliers' quotes: inquiry-quote.service.ts; invitations: inquiry-invitation.service.ts). */
export class InquiryService {
  constructor(
    private readonly db: Db,
    private readonly repo: InquiryRepo,
    private readonly invitations: InquiryInvitationRepo,
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
    const [rows, offers, invited] = await Promise.all([
      this.repo.lines(this.db, id),
      this.repo.offers(this.db, id),
      this.invitations.invitations(this.db, id),
    ]);
    const goodsIds = [
      ...rows.map((r) => r.goods_id),
      ...[...rows, ...offers].flatMap((r) => (r.offered_goods_id ? [r.offered_goods_id] : [])),
    ];
    const cards = await this.cards.cardsByIds(this.db, [...new Set(goodsIds)], {
      organizationId: auth.organizationId,
      divisionCode: divisionCode ?? head.division_code ?? undefined,
    });
    const cardOf = new Map(cards.map((c) => [c.id, c]));
    const offersOf = new Map<string, InquiryLine['offers']>();
    for (const o of offers) {
      const quote = quoteOf(o, now, cardOf);
      if (!quote?.offeredGoods) continue;
      const list = offersOf.get(o.line_id) ?? [];
      list.push({ supplierId: o.supplier_id, supplierName: o.supplier_name, quote });
      offersOf.set(o.line_id, list);
    }
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
          quote: quoteOf(r, now, cardOf),
          offers: offersOf.get(r.id) ?? [],
        },
      ];
    });
    const open = head.status === 'pending' || head.status === 'quoted';
    return {
      ...this.summary(head),
      divisionCode: head.division_code,
      lines,
      invitations: invited.map((v) => ({
        supplierId: v.vendor_org_id,
        supplierName: v.supplier_name,
        invitedAt: v.invited_at.toISOString(),
        invitedBy: v.invited_by,
        quotedCount: v.quoted_count,
      })),
      canInvite: open && head.deadline > now && invited.length < MAX_INVITED_SUPPLIERS,
    };
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
      if (new Set(mine.map((r) => r.line_id)).size !== mine.length) {
        throw AppError.badRequest(INQUIRY_MESSAGES.sameLineTwice);
      }
      if (new Set(mine.map((r) => r.goods_id)).size !== mine.length) {
        throw AppError.badRequest(INQUIRY_MESSAGES.sameGoodsTwice);
      }
      // A line goes to one supplier: another supplier's quote of it, accepted before, stands.
      const taken = await this.repo.acceptedElsewhere(
        trx,
        mine.map((r) => r.line_id),
        mine.map((r) => r.id),
      );
      if (taken.length > 0) {
        throw AppError.badRequest(`「${taken[0]!.name}」已接受其他供应商的报价，同一商品行只能接受一家`);
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
}
