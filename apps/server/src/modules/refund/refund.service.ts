import crypto from 'node:crypto';
import type { z } from 'zod';
import { formatFen } from '@pm/contract/format';
import type { OrderRecordStatus } from '@pm/contract/order';
import {
  REFUND_PHOTO_MAX_BYTES,
  REFUND_REASON_LABELS,
  REFUND_TYPE_LABELS,
  type RefundDetail,
  type RefundPage,
  type RefundStatus,
  type RefundableOrder,
} from '@pm/contract/refund';
import type { refundApplyRequest, refundPageQuery } from '@pm/contract/refund-schema';
import type { Db, Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { chinaDate, type Clock } from '../../lib/clock';
import type { AuthContext } from '../auth/auth.service';
import { actorName } from '../actor/actor.repo';
import { afterSaleWindow, buyerScope, vendorScope } from '../order/order-rules';
import { lineGoodsOf } from '../order/order-view';
import { noticeRefunds } from '../notification/notices';
import type { StockRepo } from '../stock/stock.repo';
import type { UploadRules } from '../../lib/upload';
import { MAX_PENDING_UPLOADS } from '../../lib/upload-rules';
import { byRefund, detailOf, label, summaryOf } from './refund-view';
import type { LineHold, LockedRefund, RefundRepo, RefundScope } from './refund.repo';

type ApplyBody = z.output<typeof refundApplyRequest>;
type PageQuery = z.output<typeof refundPageQuery>;

/** Unused photos one user may keep waiting for an application (the pending-upload cap of lib/upload-rules). */
export const MAX_UNUSED_PHOTOS = MAX_PENDING_UPLOADS;

export const REFUND_MESSAGES = {
  notFound: '售后单不存在',
  orderNotFound: '订单不存在',
  lineNotFound: '订单中没有所选商品',
  photoNotFound: '凭证图片不存在或已被使用，请重新上传',
  photoGone: '图片不存在',
  photoTooLarge: `图片不能超过 ${REFUND_PHOTO_MAX_BYTES / 1024 / 1024} MB`,
  tooManyUnused: `未提交的凭证图片过多（最多 ${MAX_UNUSED_PHOTOS} 张），请先提交售后申请`,
  returnAddress: '请填写退货地址',
  keyReused: '该 Idempotency-Key 已用于另一份不同的售后申请，请为新的申请使用新的 Idempotency-Key',
  held: '所选商品的可售后数量或金额已变化，请刷新后重试',
} as const;

/** How evidence photos are read (lib/upload): one file of at most REFUND_PHOTO_MAX_BYTES. */
export const REFUND_PHOTO_UPLOADS: UploadRules = {
  maxBytes: REFUND_PHOTO_MAX_BYTES,
  tooLarge: REFUND_MESSAGES.photoTooLarge,
};

function requestHash(body: ApplyBody): string {
  const normal = {
    orderId: body.orderId,
    type: body.type,
    reason: body.reason,
    description: body.description,
    lines: [...body.lines]
      .map((l) => [l.orderLineId, l.num, l.amount])
      .sort((a, b) => Number(a[0]) - Number(b[0])),
    photoIds: [...body.photoIds].sort((a, b) => Number(a) - Number(b)),
  };
  return crypto.createHash('sha256').update(JSON.stringify(normal)).digest('hex');
}

/** What is still open to a new application on an order line (both 0 when nothing is). */
function leftOf(l: { num: number; amount: string; refund_num: number; refund_amount: string }) {
  const num = l.num - l.refund_num;
  const amount = Number(l.amount) - Number(l.refund_amount);
  return num > 0 && amount > 0 ? { num, amount } : { num: 0, amount: 0 };
}

interface Step {
  status: RefundStatus;
  action: string;
  note?: string;
}

/**
 * After-sales: applications on delivered or completed orders with their amounts held on the order lines,
 * the supplier's answers, the buyer's return shipment, each transition checked and logged, the lists, and
 * the evidence photos (stored files, served only to the two parties).
 */
export class RefundService {
  constructor(
    private readonly db: Db,
    private readonly repo: RefundRepo,
    private readonly stock: StockRepo,
    private readonly clock: Clock,
    /** A refund became due for payment (told after its transaction committed): wakes the worker for it. */
    private readonly onDue: (refundId: string) => void = () => undefined,
  ) {}

  // ---- what may be applied for ----

  async refundable(auth: AuthContext, orderId: string): Promise<RefundableOrder> {
    const order = await this.repo.orderOf(this.db, buyerScope(auth), orderId);
    if (!order) throw AppError.notFound(REFUND_MESSAGES.orderNotFound);
    const lines = await this.repo.orderLinesOf(this.db, orderId);
    const window = afterSaleWindow(order, this.clock.now());
    const refundable = lines.map((l) => {
      const left = leftOf(l);
      return {
        orderLineId: l.id,
        ...lineGoodsOf(l),
        num: l.num,
        amount: Number(l.amount),
        refundableNum: left.num,
        refundableAmount: left.amount,
      };
    });
    const anyLeft = refundable.some((l) => l.refundableNum > 0);
    const open = window.open && anyLeft;
    return {
      orderId: order.id,
      orderNo: order.order_no,
      orderStatus: order.status as OrderRecordStatus,
      supplierName: order.supplier_name,
      open,
      closedReason: open ? '' : window.open ? '订单商品已全部申请售后' : window.reason,
      deadline: window.deadline?.toISOString() ?? null,
      lines: refundable,
    };
  }

  // ---- applying ----

  async apply(auth: AuthContext, key: string | undefined, body: ApplyBody): Promise<RefundDetail> {
    const hash = key ? requestHash(body) : null;
    const scope = buyerScope(auth);
    if (key) {
      // A retry after success answers the first application without opening a transaction.
      const first = await this.repo.refundByKey(this.db, auth.userId, key);
      if (first) return this.replay(this.db, scope, first, hash);
    }
    return this.db.transaction().execute(async (trx) => {
      const now = this.clock.now();
      const order = await this.repo.orderOf(trx, scope, body.orderId);
      if (!order) throw AppError.notFound(REFUND_MESSAGES.orderNotFound);
      const window = afterSaleWindow(order, now);
      if (!window.open) throw AppError.conflict(window.reason);
      const wanted = new Set(body.lines.map((l) => l.orderLineId));
      const orderLines = (await this.repo.orderLinesOf(trx, order.id)).filter((l) => wanted.has(l.id));
      if (orderLines.length !== body.lines.length) throw AppError.notFound(REFUND_MESSAGES.lineNotFound);

      // The refund row first: a retry with the same key waits here for the first one and answers it.
      const n = await this.repo.nextRefundNumber(trx);
      const refundNo = `RF${chinaDate(now).replaceAll('-', '')}${String(n).padStart(6, '0')}`;
      const refundId = await this.repo.insertRefund(trx, {
        refundNo,
        orderId: order.id,
        organizationId: auth.organizationId,
        userId: auth.userId,
        supplierId: order.supplier_id,
        type: body.type,
        reason: body.reason,
        description: body.description,
        amount: body.lines.reduce((s, l) => s + l.amount, 0),
        lineCount: body.lines.length,
        quantity: body.lines.reduce((s, l) => s + l.num, 0),
        searchText: [refundNo, order.order_no, ...orderLines.map((l) => l.name)].join(' '),
        idempotencyKey: key ?? null,
        requestHash: hash,
        now,
      });
      if (!refundId) {
        const done = key ? await this.repo.refundByKey(trx, auth.userId, key) : undefined;
        if (!done) throw AppError.conflict(REFUND_MESSAGES.keyReused);
        return this.replay(trx, scope, done, hash);
      }

      // The lines, locked in id order; checked against what other refunds hold now.
      const locked = new Map(
        (
          await this.repo.lockOrderLines(
            trx,
            order.id,
            body.lines.map((l) => l.orderLineId),
          )
        ).map((l) => [l.id, l]),
      );
      const holds: LineHold[] = [];
      for (const want of body.lines) {
        const l = locked.get(want.orderLineId);
        if (!l) throw AppError.notFound(REFUND_MESSAGES.lineNotFound);
        const left = leftOf(l);
        if (left.num === 0) {
          throw AppError.badRequest(`「${l.name}」已全部申请售后，没有可再申请的数量或金额`);
        }
        if (want.num > left.num) {
          throw AppError.badRequest(`「${l.name}」售后数量超出可申请数量：最多还可申请 ${left.num}${l.unit}`);
        }
        const most = Math.min(Number(l.price) * want.num, left.amount);
        if (want.amount > most) {
          throw AppError.badRequest(
            `「${l.name}」退款金额超出可退金额：${want.num}${l.unit}最多可退 ${formatFen(most)}`,
          );
        }
        holds.push({ orderLineId: l.id, num: want.num, amount: want.amount });
      }
      // The same bounds in the statement itself (and the table's CHECK under it).
      const held = await this.repo.holdLines(trx, holds);
      if (held.length !== holds.length) throw AppError.conflict(REFUND_MESSAGES.held);
      await this.repo.insertLines(trx, refundId, holds);
      if (
        (await this.repo.attachPhotos(trx, refundId, auth.userId, body.photoIds)) !== body.photoIds.length
      ) {
        throw AppError.notFound(REFUND_MESSAGES.photoNotFound);
      }
      await this.repo.log(trx, [
        {
          refundId,
          status: 'REFUND_APPLICATION',
          action: '申请售后',
          actorId: auth.userId,
          actorName: await actorName(trx, auth.userId),
          note: `${REFUND_TYPE_LABELS[body.type]}，${REFUND_REASON_LABELS[body.reason]}，申请退款 ${formatFen(
            holds.reduce((s, h) => s + h.amount, 0),
          )}`,
          at: now,
        },
      ]);
      await noticeRefunds(trx, [refundId], 'REFUND_APPLIED', now);
      return this.detailOf(trx, scope, refundId, false);
    });
  }

  /** The first application of a key (read through `db`: inside a transaction, never a second connection). */
  private async replay(
    db: Executor,
    scope: RefundScope,
    first: { id: string; request_hash: string | null },
    hash: string | null,
  ): Promise<RefundDetail> {
    if (first.request_hash !== hash) throw AppError.conflict(REFUND_MESSAGES.keyReused);
    return this.detailOf(db, scope, first.id, false);
  }

  // ---- lists and detail ----

  private scopeOf(auth: AuthContext, vendor: boolean): RefundScope {
    return vendor ? vendorScope(auth) : buyerScope(auth);
  }

  async page(auth: AuthContext, q: PageQuery, vendor = false): Promise<RefundPage> {
    const filter = {
      ...(q.status ? { status: q.status } : {}),
      ...(q.keyword ? { keyword: q.keyword } : {}),
    };
    const { rows, counts } = await this.repo.page(
      this.db,
      this.scopeOf(auth, vendor),
      filter,
      (q.page - 1) * q.limit,
      q.limit,
    );
    const lines = byRefund(
      await this.repo.linesOf(
        this.db,
        rows.map((r) => r.id),
        3,
      ),
    );
    const statusCounts: Record<string, number> = { all: 0 };
    for (const c of counts) {
      statusCounts[c.status] = c.n;
      statusCounts.all = (statusCounts.all ?? 0) + c.n;
    }
    return {
      records: rows.map((r) => summaryOf(r, lines.get(r.id) ?? [], vendor)),
      total: q.status ? (statusCounts[q.status] ?? 0) : (statusCounts.all ?? 0),
      page: q.page,
      limit: q.limit,
      statusCounts,
    };
  }

  detail(auth: AuthContext, id: string, vendor = false): Promise<RefundDetail> {
    return this.detailOf(this.db, this.scopeOf(auth, vendor), id, vendor);
  }

  private async detailOf(
    db: Executor,
    scope: RefundScope,
    id: string,
    vendor: boolean,
  ): Promise<RefundDetail> {
    const r = await this.repo.refundById(db, scope, id);
    if (!r) throw AppError.notFound(REFUND_MESSAGES.notFound);
    const lines = await this.repo.linesOf(db, [id]);
    const photos = await this.repo.photosOf(db, id);
    const logs = await this.repo.logsOf(db, id);
    return detailOf(r, { lines, photos, logs }, vendor);
  }

  // ---- transitions ----

  /**
   * Runs a transition of one refund in a transaction: locks it in the caller's scope (another's does not
   * exist), checks the status it must be in (409 otherwise, nothing changed), runs the step and logs each
   * status it passes. A refund that becomes due for payment wakes the worker once committed.
   */
  private async transition(
    auth: AuthContext,
    id: string,
    vendor: boolean,
    step: {
      from: readonly RefundStatus[];
      refuse: (refund: LockedRefund) => string;
      run: (trx: Executor, refund: LockedRefund, now: Date) => Promise<Step[]>;
    },
  ): Promise<RefundDetail> {
    const scope = this.scopeOf(auth, vendor);
    const result = await this.db.transaction().execute(async (trx) => {
      const refund = await this.repo.lockRefund(trx, scope, id);
      if (!refund) throw AppError.notFound(REFUND_MESSAGES.notFound);
      if (!step.from.includes(refund.status as RefundStatus)) throw AppError.conflict(step.refuse(refund));
      const now = this.clock.now();
      const steps = await step.run(trx, refund, now);
      const actor = await actorName(trx, auth.userId);
      await this.repo.log(
        trx,
        steps.map((s) => ({ refundId: id, ...s, actorId: auth.userId, actorName: actor, at: now })),
      );
      return this.detailOf(trx, scope, id, vendor);
    });
    if (result.status === 'REFUNDING') this.onDue(id);
    return result;
  }

  cancel(auth: AuthContext, id: string): Promise<RefundDetail> {
    return this.transition(auth, id, false, {
      from: ['REFUND_APPLICATION', 'TO_RETURN'],
      refuse: (r) =>
        r.status === 'CANCELLED'
          ? '售后申请已撤销'
          : `售后单${label(r.status)}，只有退款申请中或待退货的售后单可以撤销`,
      run: async (trx, r, now) => {
        await this.repo.releaseLines(trx, r.id);
        await this.repo.update(trx, r.id, { status: 'CANCELLED', now });
        return [{ status: 'CANCELLED', action: '撤销申请' }];
      },
    });
  }

  returnShipping(auth: AuthContext, id: string, carrier: string, waybillNo: string): Promise<RefundDetail> {
    return this.transition(auth, id, false, {
      from: ['TO_RETURN'],
      refuse: (r) =>
        r.type === 'REFUND_ONLY'
          ? '仅退款的售后单无需填写退货物流'
          : r.status === 'RETURNING'
            ? '退货物流已填写'
            : `售后单${label(r.status)}，只有待退货的售后单可以填写退货物流`,
      run: async (trx, r, now) => {
        await this.repo.update(trx, r.id, { status: 'RETURNING', now, carrier, waybillNo });
        return [{ status: 'RETURNING', action: '填写退货物流', note: `${carrier} ${waybillNo}` }];
      },
    });
  }

  approve(
    auth: AuthContext,
    id: string,
    returnAddress: string | undefined,
    note: string,
  ): Promise<RefundDetail> {
    return this.transition(auth, id, true, {
      from: ['REFUND_APPLICATION'],
      refuse: (r) => `售后单${label(r.status)}，只有退款申请中的售后单可以同意`,
      run: async (trx, r, now) => {
        await noticeRefunds(trx, [r.id], 'REFUND_APPROVED', now);
        if (r.type === 'RETURN') {
          if (!returnAddress) throw AppError.badRequest(REFUND_MESSAGES.returnAddress);
          await this.repo.update(trx, r.id, { status: 'TO_RETURN', now, returnAddress, vendorNote: note });
          return [
            {
              status: 'TO_RETURN',
              action: '供应商同意退货',
              note: [`退货地址：${returnAddress}`, note].filter(Boolean).join('；'),
            },
          ];
        }
        await this.repo.update(trx, r.id, { status: 'REFUNDING', now, vendorNote: note });
        return [{ status: 'REFUNDING', action: '供应商同意退款', ...(note ? { note } : {}) }];
      },
    });
  }

  reject(auth: AuthContext, id: string, reason: string): Promise<RefundDetail> {
    return this.transition(auth, id, true, {
      from: ['REFUND_APPLICATION'],
      refuse: (r) => `售后单${label(r.status)}，只有退款申请中的售后单可以驳回`,
      run: async (trx, r, now) => {
        await this.repo.releaseLines(trx, r.id);
        await this.repo.update(trx, r.id, { status: 'REJECTED', now, vendorNote: reason });
        await noticeRefunds(trx, [r.id], 'REFUND_REJECTED', now);
        return [{ status: 'REJECTED', action: '供应商驳回', note: reason }];
      },
    });
  }

  receive(auth: AuthContext, id: string): Promise<RefundDetail> {
    return this.transition(auth, id, true, {
      from: ['RETURNING'],
      refuse: (r) =>
        r.type === 'REFUND_ONLY'
          ? '仅退款的售后单没有退货需要确认'
          : `售后单${label(r.status)}，只有退货中的售后单可以确认收到退货`,
      run: async (trx, r, now) => {
        // The goods arrived (已退货): back into stock where they were taken from, and the money is due
        // (退款中). Both steps are logged.
        const lines = await this.repo.linesOf(trx, [r.id]);
        const back = await this.stock.restock(
          trx,
          lines.map((l) => ({ orderLineId: l.order_line_id, num: l.num })),
        );
        await this.repo.update(trx, r.id, { status: 'REFUNDING', now, received: true });
        return [
          { status: 'RETIRED', action: '供应商确认收到退货', note: `${back} 件退回库存` },
          { status: 'REFUNDING', action: '等待退款', note: `退款 ${formatFen(Number(r.amount))}` },
        ];
      },
    });
  }
}
