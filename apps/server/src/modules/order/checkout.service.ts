import crypto from 'node:crypto';
import type { CartView } from '@pm/contract/cart';
import { formatFen } from '@pm/contract/format';
import { MAX_TOTAL_FEN, MONEY_MESSAGES } from '@pm/contract/money';
import {
  ORDER_ERROR_CODES,
  type Credit,
  type OrderAddress,
  type OrderInvoice,
  type OrderPreview,
} from '@pm/contract/order';
import type { OrderRefs } from '@pm/contract/order-refs';
import { orderAddress, orderInvoice } from '@pm/contract/order-schema';
import { REGISTER_MESSAGES } from '@pm/contract/register';
import type { Db, Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { chinaDate, type Clock } from '../../lib/clock';
import { actorName } from '../actor/actor.repo';
import type { AuthContext } from '../auth/auth.service';
import type { CartService } from '../cart/cart.service';
import type { CreditRepo } from '../credit/credit.repo';
import { divisionChain } from '../goods/goods-card.repo';
import type { StockMove, StockRepo } from '../stock/stock.repo';
import { commitPlanOrders, type OverrunPolicy, type PlanOverrun } from '../purchasing-plan/plan-ledger';
import { isIndividualOrganization } from '../user/individual.repo';
import type { CheckoutRepo, KeyOwner } from './checkout.repo';
import { DAY } from './order-rules';
import type { OrderRepo } from './order.repo';
import { syncOrderRollups } from '../dashboard/rollup-writer';
import { allocate } from './stock-allocation';
import type { SubmissionApproval } from './submission-approval';

export const CHECKOUT_MESSAGES = {
  addressNotFound: '收货地址不存在',
  invoiceNotFound: '发票抬头不存在',
  chooseAddress: '请选择收货地址',
  linesGone: '所选商品已不在购物车中（可能已提交订单），请返回购物车刷新后重试',
  goodsGone: '商品不存在',
  noLines: '请选择要下单的商品',
  sameGoods: '同一商品在一次提交中只能有一行，请合并数量后提交',
  priceChanged: '商品价格或运费已变化，请确认新的金额后重新提交',
  keyReused: '该 Idempotency-Key 已用于另一份不同的订单提交，请为新的提交使用新的 Idempotency-Key',
  noCredit: '本组织未开通企业月结额度，请联系平台运营',
} as const;

/** Where a priced line comes from (the next features add theirs: a bidding award, a plan line, an API client). */
export type LineOrigin =
  | { kind: 'cart'; cartLineId: string }
  | { kind: 'award'; awardId: string; lineId?: string }
  | { kind: 'plan'; planId: string; lineId: string }
  | { kind: 'api'; clientId: string; reference: string };

/** A line to order at an agreed unit price. */
export interface PricedLine {
  goodsId: string;
  num: number;
  /** The agreed unit price, fen (an award's, a plan's, the cart's price in effect). */
  price: number;
  origin: LineOrigin;
}

/**
 * Priced lines that can only be priced inside the submission's transaction (the cart: its lines are
 * locked, then priced once their goods are locked, so nothing moves between the price and the order).
 */
export interface LineSource {
  /** What the idempotency key stands for: the same key with another request answers 40902. */
  fingerprint: string;
  /** First in the transaction (after the key): locks what the lines come from; their goods ids. */
  lock(trx: Executor): Promise<string[]>;
  /** After the goods are locked: the lines, priced for the delivery county (`CartView` line ids name them). */
  price(trx: Executor, countyCode: string): Promise<CartView>;
  /** After the orders are written: settles what the lines came from (the cart: they leave it). */
  settle(trx: Executor): Promise<void>;
  /** After `lock`: where lines came from, by their `CartView` line id (a cart line added from a plan). */
  origins?(): ReadonlyMap<string, LineOrigin>;
}

/** What one submission asks for. */
export interface CheckoutOrder {
  lines: readonly PricedLine[] | LineSource;
  addressId: string;
  invoiceId?: string | null | undefined;
  remarks?: string;
  /** The buyer's own references: 采购单号 and 成本中心 (order-refs.ts; trimmed, checked by the contract). */
  refs?: Partial<OrderRefs>;
  /** Why a submission over a plan's budget goes to a purchasing manager (approval); without it: 40920. */
  approvalReason?: string;
  /** The Idempotency-Key: a retry answers the first result. */
  key: string;
  /** An app submitting (the API for apps): the key is among the app's own keys; without it the user's. */
  appId?: string;
  /** The total (goods and freight, fen) the buyer confirmed; another total answers 40901 with the preview. */
  expectedAmount?: number | undefined;
}

/** One order per supplier of a submission. */
export interface PlacedOrder {
  id: string;
  orderNo: string;
  supplierId: string;
  amount: number;
}

export interface CheckoutResult {
  submissionId: string;
  orders: PlacedOrder[];
  amount: number;
}

/** The refusal of a submission over the order cap. */
function overTotal(total: number): string {
  return `订单金额 ${formatFen(total)} 超过上限：${MONEY_MESSAGES.orderTotal}`;
}

/** `YYYY-MM-DD` plus days. */
function addDays(day: string, days: number): string {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY).toISOString().slice(0, 10);
}

function creditShort(total: number, c: Credit): string {
  return c.limit === 0
    ? CHECKOUT_MESSAGES.noCredit
    : `企业月结剩余额度不足：本次需 ${formatFen(total)}，剩余 ${formatFen(c.remaining)}`;
}

/** The line ids priced lines carry through pricing: their position, so equal goods stay apart. */
const pricedId = (i: number) => `line-${i}`;

function pricedFingerprint(order: CheckoutOrder, lines: readonly PricedLine[]): string {
  const normal = {
    lines: lines.map((l) => [l.goodsId, l.num, l.price, l.origin]),
    addressId: order.addressId,
    invoiceId: order.invoiceId ?? null,
    remarks: order.remarks ?? '',
    expectedAmount: order.expectedAmount ?? null,
    // only when given: keys of submissions made before references existed keep their hash
    ...(order.refs?.poNumber ? { poNumber: order.refs.poNumber } : {}),
    ...(order.refs?.costCenter ? { costCenter: order.refs.costCenter } : {}),
  };
  return `priced:${crypto.createHash('sha256').update(JSON.stringify(normal)).digest('hex')}`;
}

/** How checkout reads the caller's addresses and invoice titles (the member module). */
export interface MemberLookup {
  address(db: Executor, userId: string, id: string): Promise<OrderAddress | undefined>;
  invoice(db: Executor, userId: string, id: string): Promise<OrderInvoice | undefined>;
}

/**
 * Checkout: the one entry every order comes through (`place`), from the cart or from elsewhere. One
 * submission, one order per supplier; stock taken and credit used in the same transaction; a retry with
 * the same Idempotency-Key answers the first result.
 */
export class CheckoutService {
  constructor(
    private readonly db: Db,
    private readonly repo: CheckoutRepo,
    private readonly orders: OrderRepo,
    private readonly stock: StockRepo,
    private readonly credit: CreditRepo,
    private readonly cart: CartService,
    private readonly members: MemberLookup,
    private readonly clock: Clock,
    private readonly approval?: SubmissionApproval,
  ) {}

  /** An individual account (not attached to a buyer organization yet) cannot order: 409 40905. */
  private async requireAttached(auth: AuthContext): Promise<void> {
    if (await isIndividualOrganization(this.db, auth.organizationId)) {
      throw new AppError(ORDER_ERROR_CODES.notAttached, REGISTER_MESSAGES.notAttachedOrder, 409);
    }
  }

  /**
   * What settling the priced lines of `view` costs, per supplier with freight and expected dates, and
   * what stands in the way (`requested`: how many lines were asked for; fewer priced means some are gone).
   */
  previewOf(view: CartView, requested: number, addressId: string | null, credit: Credit): OrderPreview {
    const today = chinaDate(this.clock.now());
    const problems: string[] = [];
    if (!addressId) problems.push(CHECKOUT_MESSAGES.chooseAddress);
    const found = view.groups.reduce((n, g) => n + g.lines.length, 0);
    if (found < requested) problems.push(CHECKOUT_MESSAGES.linesGone);
    for (const g of view.groups) {
      for (const l of g.lines) {
        if (l.state !== 'ok') problems.push(`「${l.goods.name}」${l.stateText}`);
      }
    }
    const total = view.selectedAmount + view.freight;
    if (total > MAX_TOTAL_FEN) problems.push(overTotal(total));
    if (credit.remaining < total) problems.push(creditShort(total, credit));
    return {
      addressId,
      divisionCode: view.divisionCode,
      groups: view.groups.map((g) => {
        const days = g.lines.map((l) => l.deliveryDays);
        const known = days.every((d) => d !== null);
        return {
          ...g,
          amount: g.subtotal + g.freight.fee,
          expectedDate: known && days.length ? addDays(today, Math.max(...(days as number[]))) : null,
        };
      }),
      goodsAmount: view.selectedAmount,
      freight: view.freight,
      total,
      credit,
      problems,
    };
  }

  /**
   * The one entry of checkout: priced lines (or a source that prices them in the transaction), an
   * address, an invoice title and an Idempotency-Key → one order per supplier. In one transaction, taking
   * locks always in the same order so that concurrent submissions and cancellations queue instead of
   * deadlocking: the key; what the lines come from; address and invoice; the goods rows in id order; the
   * lines priced (states, caps, the confirmed total: 40901); stock per warehouse (40904); credit
   * (40903); orders, lines, their stock and the log.
   */
  async place(auth: AuthContext, order: CheckoutOrder): Promise<CheckoutResult> {
    if (!isSource(order.lines)) checkPriced(order.lines);
    await this.requireAttached(auth);
    const source = isSource(order.lines) ? order.lines : this.pricedSource(auth, order, order.lines);
    const hash = source.fingerprint;
    // A retry after success answers the first result without opening a transaction.
    const owner: KeyOwner = { userId: auth.userId, appId: order.appId ?? null };
    const first = await this.repo.submissionByKey(this.db, owner, order.key);
    if (first) return this.replay(this.db, first, hash);
    return this.db.transaction().execute(async (trx) => {
      const now = this.clock.now();
      const submissionId = await this.repo.insertSubmission(trx, {
        organizationId: auth.organizationId,
        owner,
        key: order.key,
        hash,
        now,
      });
      if (!submissionId) {
        // The same key committed while this request waited on it.
        const done = await this.repo.submissionByKey(trx, owner, order.key);
        if (!done) throw AppError.conflict(CHECKOUT_MESSAGES.keyReused);
        return this.replay(trx, done, hash);
      }

      const goodsIds = await source.lock(trx);
      const address = await this.members.address(trx, auth.userId, order.addressId);
      if (!address) throw AppError.notFound(CHECKOUT_MESSAGES.addressNotFound);
      let invoice: OrderInvoice | null = null;
      if (order.invoiceId) {
        invoice = (await this.members.invoice(trx, auth.userId, order.invoiceId)) ?? null;
        if (!invoice) throw AppError.notFound(CHECKOUT_MESSAGES.invoiceNotFound);
      }

      // Goods rows first, in id order: every stock change (submit, cancel, return) takes them so, and
      // prices, stock and limits read after this cannot move under the submission.
      await this.stock.lockGoods(trx, goodsIds);
      const view = await source.price(trx, address.countyCode);
      const credit = await this.credit.balance(trx, auth.organizationId);
      const lines = view.groups.flatMap((g) => g.lines);
      const preview = this.previewOf(view, lines.length, order.addressId, credit);

      const understock = lines.find((l) => l.state === 'understock');
      const blocked = lines.find((l) => l.state !== 'ok');
      if (understock && blocked === understock) {
        throw new AppError(
          ORDER_ERROR_CODES.understock,
          `「${understock.goods.name}」库存不足，当前可售 ${understock.goods.stock}${understock.goods.unit}`,
          409,
          preview,
        );
      }
      if (blocked) throw AppError.badRequest(`「${blocked.goods.name}」${blocked.stateText}，不能提交订单`);
      if (preview.total > MAX_TOTAL_FEN) throw AppError.badRequest(overTotal(preview.total));
      const changed =
        order.expectedAmount !== undefined
          ? order.expectedAmount !== preview.total
          : lines.some((l) => l.priceChange !== 0);
      if (changed) {
        throw new AppError(ORDER_ERROR_CODES.priceChanged, CHECKOUT_MESSAGES.priceChanged, 409, preview);
      }

      // Stock: from the fastest warehouses serving the province, exactly what each line needs.
      const stock = await this.stock.lockStock(trx, goodsIds, divisionChain(address.countyCode)[0] ?? null);
      const taken = allocate(lines, stock);
      await this.stock.take(trx, [...taken.values()].flat());

      if (!(await this.credit.take(trx, auth.organizationId, preview.total, now))) {
        const c = await this.credit.balance(trx, auth.organizationId);
        throw new AppError(ORDER_ERROR_CODES.creditExceeded, creditShort(preview.total, c), 409, {
          credit: c,
        });
      }

      const overruns: PlanOverrun[] = [];
      const orders = await this.writeOrders(trx, auth, {
        submissionId,
        origins: isSource(order.lines)
          ? (order.lines.origins?.() ?? new Map())
          : new Map(order.lines.map((l, i) => [pricedId(i), l.origin])),
        overrun: (await this.approval?.overrunPolicy(trx, auth, order.approvalReason)) ?? { kind: 'refuse' },
        overruns,
        preview,
        address,
        invoice,
        remarks: order.remarks ?? '',
        refs: { poNumber: order.refs?.poNumber ?? '', costCenter: order.refs?.costCenter ?? '' },
        taken,
        now,
      });
      await source.settle(trx);
      const originKinds = isSource(order.lines) ? [] : order.lines.map((l) => l.origin.kind);
      const reason = order.approvalReason ?? '';
      const held = { submissionId, orders, total: preview.total, originKinds, overruns, reason, now };
      await this.approval?.hold(trx, auth, held);
      await syncOrderRollups(
        trx,
        orders.map((o) => o.id),
      );
      return { submissionId, orders, amount: preview.total };
    });
  }

  /** Every order of the submission, its lines, their stock and the log, in one statement each. */
  private async writeOrders(
    trx: Executor,
    auth: AuthContext,
    w: {
      submissionId: string;
      /** Each priced line's origin by its priced id (a source's lines have none). */
      origins: ReadonlyMap<string, LineOrigin>;
      /** How a plan's overrun is met (approval); what a deferring policy found goes to `overruns`. */
      overrun: OverrunPolicy;
      overruns: PlanOverrun[];
      preview: OrderPreview;
      address: OrderAddress;
      invoice: OrderInvoice | null;
      remarks: string;
      refs: OrderRefs;
      taken: Map<string, StockMove[]>;
      now: Date;
    },
  ): Promise<PlacedOrder[]> {
    const { submissionId, preview, address, invoice, taken, now } = w;
    const actor = await actorName(trx, auth.userId);
    const day = chinaDate(now).replaceAll('-', '');
    const numbers = await this.repo.nextOrderNumbers(trx, preview.groups.length);
    const orderNos = numbers.map((n) => `PO${day}${String(n).padStart(6, '0')}`);
    // What the order keeps of them: the contract's shapes (ids and defaults dropped).
    const addressCopy = orderAddress.parse(address);
    const invoiceCopy = invoice && orderInvoice.parse(invoice);
    const idByNo = await this.repo.insertOrders(
      trx,
      preview.groups.map((group, i) => ({
        orderNo: orderNos[i]!,
        submissionId,
        organizationId: auth.organizationId,
        userId: auth.userId,
        supplierId: group.supplierId,
        goodsAmount: group.subtotal,
        freight: group.freight.fee,
        lineCount: group.lines.length,
        quantity: group.lines.reduce((n, l) => n + l.num, 0),
        address: addressCopy,
        invoice: invoiceCopy,
        remarks: w.remarks,
        poNumber: w.refs.poNumber,
        costCenter: w.refs.costCenter,
        divisionCode: address.countyCode,
        expectedDate: group.expectedDate,
        // the list's keyword finds the order number, the buyer's 采购单号 and the goods
        searchText: [orderNos[i]!, w.refs.poNumber, ...group.lines.map((l) => l.goods.name)]
          .filter((t) => t !== '')
          .join(' '),
        now,
      })),
    );
    const orderIds = orderNos.map((no) => idByNo.get(no)!);
    const placed = preview.groups.flatMap((group, i) =>
      group.lines.map((l) => ({ l, orderId: orderIds[i]! })),
    );
    const lineIds = await this.repo.insertLines(
      trx,
      placed.map(({ l, orderId }) => ({
        orderId,
        goodsId: l.goodsId,
        skuCode: l.goods.skuCode,
        name: l.goods.name,
        brandName: l.goods.brandName,
        model: l.goods.model,
        spec: l.goods.spec,
        unit: l.goods.unit,
        image: l.goods.image,
        num: l.num,
        price: l.price,
        deliveryDays: l.deliveryDays,
        planLineId: planOf(w.origins.get(l.id))?.lineId ?? null,
      })),
    );
    const planLines = placed.flatMap(({ l, orderId }) => {
      const p = planOf(w.origins.get(l.id));
      const orderNo = orderNos[orderIds.indexOf(orderId)]!;
      const orderLineId = lineIds.get(`${orderId}/${l.goodsId}`)!;
      return p ? [{ ...l, planId: p.planId, planLineId: p.lineId, orderId, orderNo, orderLineId }] : [];
    });
    // Lines from a purchasing plan commit its budget in this transaction (plan-ledger.ts refuses an overrun).
    w.overruns.push(...(await commitPlanOrders(trx, auth, planLines, now, w.overrun)));
    await this.stock.recordTaken(
      trx,
      placed.flatMap(({ l, orderId }) =>
        (taken.get(l.id) ?? []).map((t) => ({
          lineId: lineIds.get(`${orderId}/${l.goodsId}`)!,
          warehouseId: t.warehouseId,
          quantity: t.quantity,
        })),
      ),
    );
    await this.orders.log(
      trx,
      orderIds.map((orderId) => ({
        orderId,
        status: 'PACKAGING',
        action: '提交订单',
        actorId: auth.userId,
        actorName: actor,
        at: now,
      })),
    );
    return preview.groups.map((g, i) => ({
      id: orderIds[i]!,
      orderNo: orderNos[i]!,
      supplierId: g.supplierId,
      amount: g.subtotal + g.freight.fee,
    }));
  }

  /** Priced lines as a source: their goods, priced at the agreed prices; nothing to lock or settle. */
  private pricedSource(auth: AuthContext, order: CheckoutOrder, lines: readonly PricedLine[]): LineSource {
    const goodsIds = [...new Set(lines.map((l) => l.goodsId))];
    return {
      fingerprint: pricedFingerprint(order, lines),
      lock: async () => goodsIds,
      price: async (trx, countyCode) => {
        const view = await this.cart.priceGoods(
          trx,
          auth,
          countyCode,
          lines.map((l, i) => ({ id: pricedId(i), goodsId: l.goodsId, num: l.num, price: l.price })),
        );
        const priced = view.groups.reduce((n, g) => n + g.lines.length, 0);
        if (priced < lines.length) throw AppError.notFound(CHECKOUT_MESSAGES.goodsGone);
        return view;
      },
      settle: async () => undefined,
    };
  }

  /** The first result of a key (read through `db`: inside a transaction, never a second connection). */
  private async replay(
    db: Executor,
    first: { id: string; request_hash: string },
    hash: string,
  ): Promise<CheckoutResult> {
    if (first.request_hash !== hash) {
      throw new AppError(ORDER_ERROR_CODES.idempotencyMismatch, CHECKOUT_MESSAGES.keyReused, 409);
    }
    const orders = await this.repo.ordersOfSubmission(db, first.id);
    return {
      submissionId: first.id,
      orders: orders.map((o) => ({
        id: o.id,
        orderNo: o.order_no,
        supplierId: o.supplier_id,
        amount: Number(o.amount),
      })),
      amount: orders.reduce((n, o) => n + Number(o.amount), 0),
    };
  }
}

/** Priced lines a caller built: whole pieces, whole fen, each goods once (a line per goods in an order). */
function checkPriced(lines: readonly PricedLine[]): void {
  if (lines.length === 0) throw AppError.badRequest(CHECKOUT_MESSAGES.noLines);
  const seen = new Set<string>();
  for (const l of lines) {
    if (!Number.isSafeInteger(l.num) || l.num < 1) throw AppError.badRequest('数量须为正整数');
    if (!Number.isSafeInteger(l.price) || l.price < 0)
      throw AppError.badRequest('单价须为不小于 0 的整数（分）');
    if (seen.has(l.goodsId)) throw AppError.badRequest(CHECKOUT_MESSAGES.sameGoods);
    seen.add(l.goodsId);
  }
}

function planOf(origin: LineOrigin | undefined): { planId: string; lineId: string } | null {
  return origin?.kind === 'plan' ? origin : null;
}

function isSource(lines: CheckoutOrder['lines']): lines is LineSource {
  return !Array.isArray(lines);
}
