import {
  BID_LIMITS,
  BID_MESSAGES,
  CHALLENGE_STATUS_LABELS,
  type BidChallenge,
  type BidEventDetail,
  type BidEventPage,
  type BidEventSaved,
  type BidItem,
  type BidStatusAnswer,
  type BidViewerRole,
  type ChallengeStatus,
} from '@pm/contract/bidding';
import type { bidEventSaveRequest, bidListQuery, bidVendorListQuery } from '@pm/contract/bidding-schema';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { chinaDate, type Clock } from '../../lib/clock';
import type { AuthContext } from '../auth/auth.service';
import { addressForOrder } from '../member/member.repo';
import { publishNotice } from '../notification/notification.repo';
import type { BidAttachmentService } from './bidding-attachment.service';
import type { BidSealer } from './bidding-crypto';
import {
  vendorOrganizations,
  type BiddingRepo,
  type EventRow,
  type ItemRow,
  type ListScope,
} from './bidding.repo';
import { emptyCounts, statusOf, statusText } from './bidding-status';
import { emitBidAnnounced } from './bidding-open-events';
import { dayText, iso, rulesOf, summaryOf } from './bidding-view';
import { isVerifiedSupplier } from '../organization/verified-supplier';

type SaveRequest = z.output<typeof bidEventSaveRequest>;
type ListQuery = z.output<typeof bidListQuery>;
type VendorListQuery = z.output<typeof bidVendorListQuery>;

const MINUTE = 60_000;
const DAY = 24 * 3600_000;

export const EVENT_MESSAGES = {
  addressNotFound: '收货地址不存在',
  supplierNotFound: '供应商不存在或未认证',
  goodsNotFound: '商品不存在',
  freeTextName: '请填写自定义商品的名称和单位',
  percentTooLarge: `按比例降价最多 ${BID_LIMITS.maxPercentDecrement / 100}%`,
  startRequired: '请填写开始时间和截止时间',
  startPast: '开始时间须晚于当前时间',
  endBeforeStart: '截止时间须晚于开始时间',
  tooLong: `竞价时长最多 ${BID_LIMITS.maxDurationDays} 天`,
  hardBeforeEnd: '最晚截止时间不能早于截止时间',
  addressRequired: '请选择收货地址',
  noInvited: '请邀请至少一家供应商，或改为所有认证供应商可参与',
  tooFewInvited: '邀请的供应商少于最少有效报价供应商数，竞价必然流标',
} as const;

export function isVendor(auth: AuthContext | undefined): boolean {
  return auth?.roleTypes.includes('VENDOR') ?? false;
}

/** The caller's relation to an event, or null when the event does not exist for it. */
export async function viewerOf(
  db: Executor,
  repo: BiddingRepo,
  e: EventRow,
  auth: AuthContext | undefined,
): Promise<BidViewerRole | null> {
  if (auth && auth.organizationId === e.organization_id) return 'owner';
  if (e.phase === 'draft') return null;
  if (auth && isVendor(auth)) {
    if (e.scope === 'all' || (await repo.isInvited(db, e.id, auth.organizationId))) return 'supplier';
    return null;
  }
  return e.scope === 'all' ? 'visitor' : null;
}

export function challengeOf(c: {
  id: string;
  event_id: string;
  status: string;
  supplier_name: string;
  reason: string;
  answer: string | null;
  filed_at: Date;
  answered_at: Date | null;
}): BidChallenge {
  const status: ChallengeStatus =
    c.status === 'upheld' ? 'upheld' : c.status === 'reopened' ? 'reopened' : 'open';
  return {
    id: c.id,
    eventId: c.event_id,
    status,
    statusText: CHALLENGE_STATUS_LABELS[status],
    supplierName: c.supplier_name,
    reason: c.reason,
    answer: c.answer,
    filedAt: c.filed_at.toISOString(),
    answeredAt: iso(c.answered_at),
  };
}

/** The buyer's events (drafts, publishing, revoking), the lists and the detail. */
export class BiddingEventService {
  constructor(
    private readonly db: Db,
    private readonly repo: BiddingRepo,
    private readonly sealer: BidSealer,
    private readonly clock: Clock,
    /** Attachments (absent where none are taken: the demo seed). */
    private readonly attachments?: BidAttachmentService,
  ) {}

  async save(auth: AuthContext, req: SaveRequest): Promise<BidEventSaved> {
    if (req.decrementKind === 'percent' && req.decrementValue > BID_LIMITS.maxPercentDecrement) {
      throw AppError.badRequest(EVENT_MESSAGES.percentTooLarge);
    }
    if (req.startAt && req.endAt && new Date(req.endAt) <= new Date(req.startAt)) {
      throw AppError.badRequest(EVENT_MESSAGES.endBeforeStart);
    }
    if (req.hardCloseAt && req.endAt && new Date(req.hardCloseAt) < new Date(req.endAt)) {
      throw AppError.badRequest(EVENT_MESSAGES.hardBeforeEnd);
    }
    const { attachments } = this;
    if (req.attachmentIds && !attachments) throw new Error('bid attachments are not set up here');
    let dropped: string[] = [];
    const saved = await this.db.transaction().execute(async (trx) => {
      const now = this.clock.now();
      let existing: EventRow | undefined;
      if (req.id) {
        existing = await this.repo.lockEvent(trx, req.id);
        if (!existing || existing.organization_id !== auth.organizationId) {
          throw AppError.notFound(BID_MESSAGES.notFound);
        }
        if (existing.phase !== 'draft') throw AppError.conflict(BID_MESSAGES.notDraft);
      }
      let deliveryArea: string | null = null;
      if (req.addressId) {
        const a = await addressForOrder(trx, auth.userId, req.addressId);
        if (!a) throw AppError.notFound(EVENT_MESSAGES.addressNotFound);
        deliveryArea = [a.provinceName, a.cityName, a.countyName].filter(Boolean).join(' ');
      }
      const kinds = await this.repo.organizationKinds(trx, req.supplierIds);
      if (kinds.length !== req.supplierIds.length || kinds.some((k) => !isVerifiedSupplier(k))) {
        throw AppError.badRequest(EVENT_MESSAGES.supplierNotFound);
      }
      const goodsIds = [...new Set(req.items.flatMap((i) => (i.goodsId ? [i.goodsId] : [])))];
      const goods = goodsIds.length
        ? await trx.selectFrom('goods').select(['id', 'name', 'unit']).where('id', 'in', goodsIds).execute()
        : [];
      const goodsById = new Map(goods.map((g) => [g.id, g]));
      const items = req.items.map((i, position) => {
        const g = i.goodsId ? goodsById.get(i.goodsId) : undefined;
        if (i.goodsId && !g) throw AppError.badRequest(EVENT_MESSAGES.goodsNotFound);
        const name = i.name || g?.name || '';
        const unit = i.unit || g?.unit || '';
        if (!name || !unit) throw AppError.badRequest(EVENT_MESSAGES.freeTextName);
        return {
          position,
          goods_id: i.goodsId ?? null,
          name,
          spec: i.spec,
          unit,
          quantity: i.quantity,
          ceiling_price: i.ceilingPrice ?? null,
        };
      });
      const values = {
        title: req.title,
        format: req.format,
        visibility: req.visibility,
        decrement_kind: req.decrementKind,
        decrement_value: req.decrementValue,
        enforce_ceiling: req.enforceCeiling,
        scope: req.scope,
        min_bidders: req.minBidders,
        start_at: req.startAt ?? null,
        end_at: req.endAt ?? null,
        current_end_at: req.endAt ?? null,
        hard_close_at: req.hardCloseAt ?? null,
        snipe_window_minutes: req.snipeWindowMinutes,
        snipe_top_ranks: req.snipeTopRanks,
        snipe_extend_minutes: req.snipeExtendMinutes,
        max_extensions: req.maxExtensions,
        publicity_days: req.publicityDays,
        address_id: req.addressId ?? null,
        delivery_area: deliveryArea,
        delivery_date: req.deliveryDate ?? null,
        invoice_kind: req.invoiceKind,
        payment_terms: req.paymentTerms,
        remark: req.remark,
        updated_at: now,
      };
      let id: string;
      let code: string;
      if (existing) {
        id = existing.id;
        code = existing.code;
        await trx.updateTable('bid_events').set(values).where('id', '=', id).execute();
        await trx.deleteFrom('bid_items').where('event_id', '=', id).execute();
        await trx.deleteFrom('bid_invitations').where('event_id', '=', id).execute();
      } else {
        code = await this.repo.nextCode(trx, chinaDate(now));
        const row = await trx
          .insertInto('bid_events')
          .values({
            ...values,
            organization_id: auth.organizationId,
            created_by: auth.userId,
            code,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = row.id;
      }
      await trx
        .insertInto('bid_items')
        .values(items.map((i) => ({ ...i, event_id: id })))
        .execute();
      if (req.supplierIds.length) {
        await trx
          .insertInto('bid_invitations')
          .values(req.supplierIds.map((s) => ({ event_id: id, supplier_id: s })))
          .execute();
      }
      if (req.attachmentIds && attachments) {
        dropped = await attachments.keep(trx, auth, id, req.attachmentIds);
      }
      return { id, code, status: 'draft' as const };
    });
    if (dropped.length && attachments) await attachments.removeFiles(dropped);
    return saved;
  }

  async publish(auth: AuthContext, id: string): Promise<BidStatusAnswer> {
    return this.db.transaction().execute(async (trx) => {
      const e = await this.ownLocked(trx, auth, id);
      if (e.phase !== 'draft') throw AppError.conflict(BID_MESSAGES.notDraft);
      const now = this.clock.now();
      if (!e.start_at || !e.end_at) throw AppError.badRequest(EVENT_MESSAGES.startRequired);
      if (e.start_at <= now) throw AppError.badRequest(EVENT_MESSAGES.startPast);
      if (e.end_at <= e.start_at) throw AppError.badRequest(EVENT_MESSAGES.endBeforeStart);
      if (e.end_at.getTime() - now.getTime() > BID_LIMITS.maxDurationDays * DAY) {
        throw AppError.badRequest(EVENT_MESSAGES.tooLong);
      }
      if (!e.address_id) throw AppError.badRequest(EVENT_MESSAGES.addressRequired);
      const invited = await this.repo.invited(trx, id);
      if (e.scope === 'invited') {
        if (invited.length === 0) throw AppError.badRequest(EVENT_MESSAGES.noInvited);
        if (invited.length < e.min_bidders) throw AppError.badRequest(EVENT_MESSAGES.tooFewInvited);
      }
      const hardClose =
        e.hard_close_at ?? new Date(e.end_at.getTime() + e.max_extensions * e.snipe_extend_minutes * MINUTE);
      await trx
        .updateTable('bid_events')
        .set({
          phase: 'published',
          current_end_at: e.end_at,
          hard_close_at: hardClose,
          sealed_key: e.format === 'sealed' ? this.sealer.newWrappedKey() : null,
          updated_at: now,
        })
        .where('id', '=', id)
        .execute();
      await emitBidAnnounced(trx, this.repo, e, 'bid.published', 'pending', now);
      // Event opened: to the invited suppliers, or to every vendor organization when open to all.
      const told = e.scope === 'all' ? await vendorOrganizations(trx) : invited.map((s) => s.supplier_id);
      for (const org of told) {
        await publishNotice(trx, {
          organizationId: org,
          kind: 'BID_OPENED',
          title: e.scope === 'all' ? `新竞价：${e.title}` : `竞价邀请：${e.title}`,
          body:
            e.scope === 'all'
              ? `竞价 ${e.code} 面向所有认证供应商，开始时间 ${e.start_at.toISOString()}。`
              : `竞价 ${e.code} 邀请贵司参与，开始时间 ${e.start_at.toISOString()}。`,
          subject: { type: 'bid', id },
          dedupeKey: `bid-opened-${id}`,
          at: now,
        });
      }
      return { id, status: 'pending' as const, statusText: statusText('pending') };
    });
  }

  async revoke(auth: AuthContext, id: string, reason: string): Promise<BidStatusAnswer> {
    return this.db.transaction().execute(async (trx) => {
      const e = await this.ownLocked(trx, auth, id);
      const now = this.clock.now();
      if (statusOf(e, now) !== 'pending') throw AppError.conflict(BID_MESSAGES.notRevocable);
      await trx
        .updateTable('bid_events')
        .set({ phase: 'revoked', revoke_reason: reason, updated_at: now })
        .where('id', '=', id)
        .execute();
      await emitBidAnnounced(trx, this.repo, e, 'bid.cancelled', 'revoked', now);
      for (const s of await this.repo.invited(trx, id)) {
        await publishNotice(trx, {
          organizationId: s.supplier_id,
          kind: 'BID_CANCELLED',
          title: `竞价已撤销：${e.title}`,
          body: `撤销理由：${reason}`,
          subject: { type: 'bid', id },
          dedupeKey: `bid-revoked-${id}`,
          at: now,
        });
      }
      return { id, status: 'revoked' as const, statusText: statusText('revoked') };
    });
  }

  private async ownLocked(trx: Executor, auth: AuthContext, id: string): Promise<EventRow> {
    const e = await this.repo.lockEvent(trx, id);
    if (!e || e.organization_id !== auth.organizationId) throw AppError.notFound(BID_MESSAGES.notFound);
    return e;
  }

  mine(auth: AuthContext, q: ListQuery): Promise<BidEventPage> {
    return this.list({ ownerOrgId: auth.organizationId }, q);
  }

  /** Events open to all; a supplier also sees those it is invited to. */
  hall(auth: AuthContext | undefined, q: ListQuery): Promise<BidEventPage> {
    const supplier = auth && isVendor(auth) ? auth.organizationId : undefined;
    return this.list({ hall: true, ...(supplier ? { hallFor: supplier } : {}) }, q);
  }

  vendorPage(auth: AuthContext, q: VendorListQuery): Promise<BidEventPage> {
    return this.list({ supplier: { orgId: auth.organizationId, tab: q.tab } }, q);
  }

  private async list(scope: ListScope, q: ListQuery): Promise<BidEventPage> {
    const now = this.clock.now();
    const { rows, counts } = await this.repo.page(this.db, scope, { ...q, now });
    const all = emptyCounts();
    for (const c of counts) all[c.status] = c.n;
    const total = q.status ? (all[q.status] ?? 0) : Object.values(all).reduce((a, b) => a + b, 0);
    return {
      records: rows.map((r) =>
        summaryOf(r, { buyerName: r.buyer_name, itemCount: r.item_count, bidderCount: r.bidder_count }, now),
      ),
      total,
      page: q.page,
      limit: q.limit,
      counts: all,
      serverTime: now.toISOString(),
    };
  }

  /** The event as the caller may see it (404 when it may not). */
  async detail(auth: AuthContext | undefined, id: string): Promise<BidEventDetail> {
    const e = await this.repo.event(this.db, id);
    const viewer = e ? await viewerOf(this.db, this.repo, e, auth) : null;
    if (!e || !viewer) throw AppError.notFound(BID_MESSAGES.notFound);
    const now = this.clock.now();
    const status = statusOf(e, now);
    const [items, buyer, bidders, awards] = await Promise.all([
      this.repo.items(this.db, id),
      this.repo.buyerName(this.db, e.organization_id),
      this.repo.bidders(this.db, id),
      this.repo.awards(this.db, id),
    ]);
    const published = status === 'publicity' || status === 'completed';
    const awardByItem = new Map(awards.map((a) => [a.item_id, a]));
    const invited = viewer === 'owner' ? await this.repo.invited(this.db, id) : [];
    const challenges =
      viewer === 'owner'
        ? await this.repo.challenges(this.db, id)
        : viewer === 'supplier' && auth
          ? await this.repo.challenges(this.db, id, auth.organizationId)
          : [];
    const canBid = viewer === 'supplier' && status === 'running';
    const orderFailures = viewer === 'owner' ? await this.repo.orderFailures(this.db, id) : [];
    // Attachments: to the buyer and the suppliers who may bid (not to visitors or other buyers).
    const attachments =
      this.attachments && (viewer === 'owner' || viewer === 'supplier')
        ? await this.attachments.ofEvent(this.db, id)
        : [];
    return {
      ...summaryOf(e, { buyerName: buyer.name, itemCount: items.length, bidderCount: bidders.length }, now),
      viewer,
      rules: rulesOf(e),
      items: items.map((i) => itemOf(i, viewer === 'owner', published ? awardByItem.get(i.id) : undefined)),
      deliveryDate: dayText(e.delivery_date),
      deliveryArea: e.delivery_area,
      addressId: viewer === 'owner' ? e.address_id : null,
      invoiceKind: e.invoice_kind === 'none' ? 'none' : e.invoice_kind === 'special' ? 'special' : 'normal',
      paymentTerms: e.payment_terms,
      remark: e.remark,
      revokeReason: e.revoke_reason,
      failReason: status === 'failed' ? e.fail_reason : null,
      attachments,
      invited: invited.map((s) => ({ supplierId: s.supplier_id, supplierName: s.name })),
      canBid,
      publicityEndsAt: iso(e.publicity_ends_at),
      challenges: challenges.map(challengeOf),
      orderFailures,
      serverTime: now.toISOString(),
    };
  }
}

export function itemOf(
  i: ItemRow,
  owner: boolean,
  award?: { supplier_name: string; price: string },
): BidItem {
  return {
    id: i.id,
    goodsId: i.goods_id,
    name: i.name,
    spec: i.spec,
    unit: i.unit,
    quantity: i.quantity,
    ceilingPrice: owner && i.ceiling_price !== null ? Number(i.ceiling_price) : null,
    awardedSupplierName: award?.supplier_name ?? null,
    awardedPrice: award ? Number(award.price) : null,
  };
}
