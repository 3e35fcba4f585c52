import crypto from 'node:crypto';
import type { CartView } from '@pm/contract/cart';
import { formatFen } from '@pm/contract/format';
import {
  MAX_ORDER_EXPORT,
  ORDER_ERROR_CODES,
  ORDER_RECORD_STATUS_LABELS,
  type Credit,
  type OrderAction,
  type OrderAddress,
  type OrderInvoice,
  type OrderBoughtAgain,
  type OrderDetail,
  type OrderLine,
  type OrderPage,
  type OrderPreview,
  type OrderRecordStatus,
  type OrderSubmitted,
  type OrderSummary,
} from '@pm/contract/order';
import {
  AFTER_SALE_DAYS,
  REFUND_STATUS_LABELS,
  REFUND_TYPE_LABELS,
  type RefundStatus,
  type RefundType,
} from '@pm/contract/refund';
import type { z } from 'zod';
import {
  orderAddress,
  orderInvoice,
  type orderPageQuery,
  type orderSubmitRequest,
} from '@pm/contract/order-schema';
import { MAX_TOTAL_FEN, MONEY_MESSAGES } from '@pm/contract/money';
import { REGISTER_MESSAGES } from '@pm/contract/register';
import type { Db, Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { chinaDate, type Clock } from '../../lib/clock';
import type { AuthContext } from '../auth/auth.service';
import type { CartService } from '../cart/cart.service';
import type { CartRepo } from '../cart/cart.repo';
import { moneyProblem, quantityProblem, type CartWriter } from '../cart/cart-writer';
import { divisionChain } from '../goods/goods-card.repo';
import { isIndividualOrganization } from '../user/individual.repo';
import { buildOrderExport } from './order-export';
import type { OrderFilter, OrderLineRow, OrderRepo, OrderRow, OrderScope, StockRow } from './order.repo';

type PageQuery = z.output<typeof orderPageQuery>;
type SubmitBody = z.output<typeof orderSubmitRequest>;

const DAY = 86_400_000;

/** The refusal of a submission over the order cap. */
function overTotal(total: number): string {
  return `订单金额 ${formatFen(total)} 超过上限：${MONEY_MESSAGES.orderTotal}`;
}

export const ORDER_MESSAGES = {
  notFound: '订单不存在',
  addressNotFound: '收货地址不存在',
  invoiceNotFound: '发票抬头不存在',
  chooseAddress: '请选择收货地址',
  linesGone: '所选商品已不在购物车中（可能已提交订单），请返回购物车刷新后重试',
  priceChanged: '商品价格或运费已变化，请确认新的金额后重新提交',
  keyReused: '该 Idempotency-Key 已用于另一份不同的订单提交，请为新的提交使用新的 Idempotency-Key',
  noCredit: '本组织未开通企业月结额度，请联系平台运营',
} as const;

/** How orders read the caller's addresses and invoice titles (the member module). */
export interface MemberLookup {
  address(db: Executor, userId: string, id: string): Promise<OrderAddress | undefined>;
  invoice(db: Executor, userId: string, id: string): Promise<OrderInvoice | undefined>;
}

export interface OrderOptions {
  /** Days after shipping when receipt is confirmed automatically. */
  autoConfirmDays: number;
}

function statusText(status: string): string {
  return ORDER_RECORD_STATUS_LABELS[status as OrderRecordStatus] ?? status;
}

/**
 * The status an order shows: a completed order with an after-sales application still open shows that
 * application's status (退款申请中, 待退货, 退货中, 退款中), not 已完成; its row keeps DONE (actions, the
 * after-sales window and the status filter read the row).
 */
function shownStatus(r: { status: string; open_refund_status: string | null }): OrderRecordStatus {
  const open = r.status === 'DONE' ? r.open_refund_status : null;
  return (open ?? r.status) as OrderRecordStatus;
}

/** `YYYY-MM-DD` plus days. */
function addDays(day: string, days: number): string {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY).toISOString().slice(0, 10);
}

/**
 * Whether an order takes new after-sales applications now (delivered, or completed less than
 * AFTER_SALE_DAYS ago), why not, and until when (completed orders).
 */
export function afterSaleWindow(
  order: { status: string; finished_at: Date | null },
  now: Date,
): { open: boolean; reason: string; deadline: Date | null } {
  if (order.status === 'DELIVERED') return { open: true, reason: '', deadline: null };
  if (order.status === 'DONE') {
    const deadline = new Date((order.finished_at ?? now).getTime() + AFTER_SALE_DAYS * DAY);
    return now < deadline
      ? { open: true, reason: '', deadline }
      : { open: false, reason: `订单完成已超过 ${AFTER_SALE_DAYS} 天，已过售后期限`, deadline };
  }
  if (order.status === 'PACKAGING') {
    return { open: false, reason: '订单尚未发货，发货后才能申请售后', deadline: null };
  }
  if (order.status === 'CANCELLED')
    return { open: false, reason: '订单已取消，不能申请售后', deadline: null };
  return { open: false, reason: `订单${statusText(order.status)}，不能申请售后`, deadline: null };
}

/** Where a buyer looks: a manager (APPROVER) sees the organization's orders, a purchaser their own. */
export function buyerScope(auth: AuthContext): OrderScope {
  return {
    kind: 'buyer',
    organizationId: auth.organizationId,
    userId: auth.roleTypes.includes('APPROVER') ? null : auth.userId,
  };
}

export function vendorScope(auth: AuthContext): OrderScope {
  return { kind: 'vendor', supplierId: auth.organizationId };
}

/** Order lines grouped by their order, in their order. */
function byOrder(lines: readonly OrderLineRow[]): Map<string, OrderLineRow[]> {
  const out = new Map<string, OrderLineRow[]>();
  for (const l of lines) {
    const list = out.get(l.order_id);
    if (list) list.push(l);
    else out.set(l.order_id, [l]);
  }
  return out;
}

function requestHash(body: SubmitBody): string {
  const normal = {
    cartLineIds: [...body.cartLineIds].sort((a, b) => Number(a) - Number(b)),
    addressId: body.addressId,
    invoiceId: body.invoiceId ?? null,
    remarks: body.remarks,
    expectedAmount: body.expectedAmount ?? null,
  };
  return crypto.createHash('sha256').update(JSON.stringify(normal)).digest('hex');
}

/**
 * Checkout and orders: preview, idempotent submission split by supplier with stock reserved and credit
 * taken in one transaction, the transitions of an order (each checked and logged) and the lists.
 */
export class OrderService {
  constructor(
    private readonly db: Db,
    private readonly repo: OrderRepo,
    private readonly cart: CartService,
    private readonly cartRepo: CartRepo,
    private readonly writer: CartWriter,
    private readonly members: MemberLookup,
    private readonly clock: Clock,
    private readonly opts: OrderOptions,
  ) {}

  // ---- checkout ----

  async preview(
    auth: AuthContext,
    cartLineIds: string[],
    addressId: string | undefined,
  ): Promise<OrderPreview> {
    let countyCode: string | undefined;
    if (addressId) {
      const address = await this.members.address(this.db, auth.userId, addressId);
      if (!address) throw AppError.notFound(ORDER_MESSAGES.addressNotFound);
      countyCode = address.countyCode;
    }
    const view = await this.cart.view(this.db, auth, countyCode, new Set(cartLineIds));
    // Lines of another cart (or already settled) do not exist for the caller.
    if (view.groups.reduce((n, g) => n + g.lines.length, 0) < cartLineIds.length) {
      throw AppError.notFound(ORDER_MESSAGES.linesGone);
    }
    const credit = await this.credit(auth);
    const preview = this.previewOf(view, cartLineIds, addressId ?? null, credit);
    if (await isIndividualOrganization(this.db, auth.organizationId)) {
      // An individual account sees its goods and freight, and why it cannot submit (not the credit).
      preview.problems = [
        REGISTER_MESSAGES.notAttachedOrder,
        ...preview.problems.filter((p) => p !== ORDER_MESSAGES.noCredit),
      ];
    }
    return preview;
  }

  /** An individual account (not attached to a buyer organization yet) cannot order: 409 40905. */
  private async requireAttached(auth: AuthContext): Promise<void> {
    if (await isIndividualOrganization(this.db, auth.organizationId)) {
      throw new AppError(ORDER_ERROR_CODES.notAttached, REGISTER_MESSAGES.notAttachedOrder, 409);
    }
  }

  private previewOf(
    view: CartView,
    ids: readonly string[],
    addressId: string | null,
    credit: Credit,
  ): OrderPreview {
    const today = chinaDate(this.clock.now());
    const problems: string[] = [];
    if (!addressId) problems.push(ORDER_MESSAGES.chooseAddress);
    const found = view.groups.reduce((n, g) => n + g.lines.length, 0);
    if (found < ids.length) problems.push(ORDER_MESSAGES.linesGone);
    for (const g of view.groups) {
      for (const l of g.lines) {
        if (l.state !== 'ok') problems.push(`「${l.goods.name}」${l.stateText}`);
      }
    }
    const total = view.selectedAmount + view.freight;
    if (total > MAX_TOTAL_FEN) problems.push(overTotal(total));
    if (credit.remaining < total) {
      problems.push(
        credit.limit === 0
          ? ORDER_MESSAGES.noCredit
          : `企业月结剩余额度不足：本次需 ${formatFen(total)}，剩余 ${formatFen(credit.remaining)}`,
      );
    }
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

  async submit(auth: AuthContext, key: string, body: SubmitBody): Promise<OrderSubmitted> {
    await this.requireAttached(auth);
    const hash = requestHash(body);
    // A retry after success answers the first result without opening a transaction.
    const first = await this.repo.submissionByKey(this.db, auth.userId, key);
    if (first) return this.replay(this.db, first, hash);
    return this.db.transaction().execute(async (trx) => {
      const now = this.clock.now();
      const submissionId = await this.repo.insertSubmission(trx, {
        organizationId: auth.organizationId,
        userId: auth.userId,
        key,
        hash,
        now,
      });
      if (!submissionId) {
        // The same key committed while this request waited on it.
        const done = await this.repo.submissionByKey(trx, auth.userId, key);
        if (!done) throw AppError.conflict(ORDER_MESSAGES.keyReused);
        return this.replay(trx, done, hash);
      }

      const cartLines = await this.repo.lockCartLines(trx, auth.userId, body.cartLineIds);
      if (cartLines.length !== body.cartLineIds.length) throw AppError.notFound(ORDER_MESSAGES.linesGone);
      const address = await this.members.address(trx, auth.userId, body.addressId);
      if (!address) throw AppError.notFound(ORDER_MESSAGES.addressNotFound);
      let invoice: OrderInvoice | null = null;
      if (body.invoiceId) {
        invoice = (await this.members.invoice(trx, auth.userId, body.invoiceId)) ?? null;
        if (!invoice) throw AppError.notFound(ORDER_MESSAGES.invoiceNotFound);
      }

      // Goods rows first, in id order: every stock change (submit, cancel) takes them so, and prices,
      // stock and limits read after this cannot move under the submission.
      const goodsIds = [...new Set(cartLines.map((l) => l.goods_id))].sort((a, b) => Number(a) - Number(b));
      await this.repo.lockGoods(trx, goodsIds);
      const view = await this.cart.view(trx, auth, address.countyCode, new Set(body.cartLineIds));
      const credit = await this.creditOf(trx, auth.organizationId);
      const preview = this.previewOf(view, body.cartLineIds, body.addressId, credit);

      const lines = view.groups.flatMap((g) => g.lines);
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
        body.expectedAmount !== undefined
          ? body.expectedAmount !== preview.total
          : lines.some((l) => l.priceChange !== 0);
      if (changed)
        throw new AppError(ORDER_ERROR_CODES.priceChanged, ORDER_MESSAGES.priceChanged, 409, preview);

      // Stock: from the fastest warehouses serving the province, exactly what each line needs.
      const stock = await this.repo.lockStock(trx, goodsIds, divisionChain(address.countyCode)[0] ?? null);
      const taken = this.allocate(lines, stock);
      await this.repo.moveStock(trx, [...taken.values()].flat());

      if (!(await this.repo.takeCredit(trx, auth.organizationId, preview.total, now))) {
        const c = await this.creditOf(trx, auth.organizationId);
        throw new AppError(
          ORDER_ERROR_CODES.creditExceeded,
          c.limit === 0
            ? ORDER_MESSAGES.noCredit
            : `企业月结剩余额度不足：本次需 ${formatFen(preview.total)}，剩余 ${formatFen(c.remaining)}`,
          409,
          { credit: c },
        );
      }

      // Every order, its lines, their stock and the log in one statement each.
      const actorName = await this.repo.actorName(trx, auth.userId);
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
          remarks: body.remarks,
          divisionCode: address.countyCode,
          expectedDate: group.expectedDate,
          searchText: [orderNos[i]!, ...group.lines.map((l) => l.goods.name)].join(' '),
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
        })),
      );
      await this.repo.insertLineStock(
        trx,
        placed.flatMap(({ l, orderId }) =>
          (taken.get(l.id) ?? []).map((t) => ({
            lineId: lineIds.get(`${orderId}/${l.goodsId}`)!,
            warehouseId: t.warehouseId,
            quantity: t.quantity,
          })),
        ),
      );
      await this.repo.log(
        trx,
        orderIds.map((orderId) => ({
          orderId,
          status: 'PACKAGING',
          action: '提交订单',
          actorId: auth.userId,
          actorName,
          at: now,
        })),
      );
      await this.repo.deleteCartLines(trx, auth.userId, body.cartLineIds);
      return { submissionId, orderIds, orderNos, amount: preview.total };
    });
  }

  /** Per cart line: the stock it takes from each warehouse (fastest first); refuses a line it cannot cover. */
  private allocate(
    lines: CartView['groups'][number]['lines'],
    stock: readonly StockRow[],
  ): Map<string, { goodsId: string; warehouseId: string; quantity: number }[]> {
    const left = new Map(stock.map((s) => [`${s.goods_id}/${s.warehouse_id}`, s.quantity]));
    const out = new Map<string, { goodsId: string; warehouseId: string; quantity: number }[]>();
    for (const line of lines) {
      let need = line.num;
      const takes: { goodsId: string; warehouseId: string; quantity: number }[] = [];
      for (const s of stock) {
        if (need === 0) break;
        if (s.goods_id !== line.goodsId) continue;
        const k = `${s.goods_id}/${s.warehouse_id}`;
        const q = Math.min(need, left.get(k) ?? 0);
        if (q <= 0) continue;
        left.set(k, (left.get(k) ?? 0) - q);
        need -= q;
        takes.push({ goodsId: line.goodsId, warehouseId: s.warehouse_id, quantity: q });
      }
      if (need > 0) {
        const available = line.num - need;
        throw new AppError(
          ORDER_ERROR_CODES.understock,
          `「${line.goods.name}」库存不足，当前可售 ${available}${line.goods.unit}`,
          409,
        );
      }
      out.set(line.id, takes);
    }
    return out;
  }

  /** The first result of a key (read through `db`: inside a transaction, never a second connection). */
  private async replay(
    db: Executor,
    first: { id: string; request_hash: string },
    hash: string,
  ): Promise<OrderSubmitted> {
    if (first.request_hash !== hash) {
      throw new AppError(ORDER_ERROR_CODES.idempotencyMismatch, ORDER_MESSAGES.keyReused, 409);
    }
    const orders = await this.repo.ordersOfSubmission(db, first.id);
    return {
      submissionId: first.id,
      orderIds: orders.map((o) => o.id),
      orderNos: orders.map((o) => o.order_no),
      amount: orders.reduce((n, o) => n + Number(o.amount), 0),
    };
  }

  // ---- credit ----

  credit(auth: AuthContext): Promise<Credit> {
    return this.creditOf(this.db, auth.organizationId);
  }

  private async creditOf(db: Executor, organizationId: string): Promise<Credit> {
    const c = await this.repo.credit(db, organizationId);
    return { limit: c.limit, used: c.used, remaining: Math.max(c.limit - c.used, 0) };
  }

  // ---- lists and detail ----

  page(auth: AuthContext, q: PageQuery, vendor = false): Promise<OrderPage> {
    return this.pageOf(vendor ? vendorScope(auth) : buyerScope(auth), q, vendor);
  }

  private async pageOf(scope: OrderScope, q: PageQuery, vendor: boolean): Promise<OrderPage> {
    const filter = this.filterOf(q);
    const { rows, counts, afterSaleCounts } = await this.repo.page(
      this.db,
      scope,
      filter,
      (q.page - 1) * q.limit,
      q.limit,
    );
    const lines = byOrder(
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
    // After-sales tabs: orders with a refund in that status (not part of `all`, which counts orders once).
    for (const c of afterSaleCounts) statusCounts[c.status] = c.n;
    const total = q.status ? (statusCounts[q.status] ?? 0) : (statusCounts.all ?? 0);
    return {
      records: rows.map((r) => this.summaryOf(r, lines.get(r.id) ?? [], vendor)),
      total,
      page: q.page,
      limit: q.limit,
      statusCounts,
    };
  }

  filterOf(q: Pick<PageQuery, 'status' | 'keyword' | 'dateFrom' | 'dateTo'>): OrderFilter {
    return {
      ...(q.status ? { status: q.status } : {}),
      ...(q.keyword ? { keyword: q.keyword } : {}),
      ...(q.dateFrom ? { from: new Date(`${q.dateFrom}T00:00:00+08:00`) } : {}),
      ...(q.dateTo ? { until: new Date(new Date(`${q.dateTo}T00:00:00+08:00`).getTime() + DAY) } : {}),
    };
  }

  /** The list with the same filters as an xlsx (at most MAX_ORDER_EXPORT orders, newest first). */
  async exportFile(
    auth: AuthContext,
    q: Pick<PageQuery, 'status' | 'keyword' | 'dateFrom' | 'dateTo'>,
    vendor = false,
  ) {
    const rows = await this.repo.exportRows(
      this.db,
      this.scopeOf(auth, vendor),
      this.filterOf(q),
      MAX_ORDER_EXPORT,
    );
    const lines = byOrder(
      await this.repo.linesOf(
        this.db,
        rows.map((r) => r.id),
      ),
    );
    return buildOrderExport(
      rows.map((r) => ({
        ...this.summaryOf(r, lines.get(r.id) ?? [], vendor),
        address: r.address as OrderDetail['address'],
        logistics:
          r.carrier !== null && r.shipped_at !== null
            ? { carrier: r.carrier, waybillNo: r.waybill_no ?? '', shippedAt: r.shipped_at.toISOString() }
            : null,
      })),
      this.clock.now(),
    );
  }

  scopeOf(auth: AuthContext, vendor: boolean): OrderScope {
    return vendor ? vendorScope(auth) : buyerScope(auth);
  }

  private actionsOf(r: OrderRow, vendor: boolean): OrderAction[] {
    if (vendor) return r.status === 'PACKAGING' ? ['ship'] : [];
    if (r.status === 'PACKAGING') return ['cancel', 'buyAgain'];
    // 申请售后: delivered or completed within the after-sales window, with something left to refund.
    const afterSale =
      r.refundable && afterSaleWindow(r, this.clock.now()).open ? (['afterSale'] as const) : [];
    if (r.status === 'DELIVERED') return ['confirmReceipt', 'buyAgain', ...afterSale];
    return ['buyAgain', ...afterSale];
  }

  private lineOf(l: OrderLineRow): OrderLine {
    return {
      id: l.id,
      goodsId: l.goods_id,
      skuCode: l.sku_code,
      name: l.name,
      brandName: l.brand_name,
      model: l.model,
      spec: l.spec,
      unit: l.unit,
      image: l.image,
      num: l.num,
      price: Number(l.price),
      amount: Number(l.amount),
      deliveryDays: l.delivery_days,
    };
  }

  private summaryOf(r: OrderRow, lines: OrderLineRow[], vendor: boolean): OrderSummary {
    const status = shownStatus(r);
    return {
      id: r.id,
      orderNo: r.order_no,
      submissionId: r.submission_id,
      status,
      statusText: statusText(status),
      supplierId: r.supplier_id,
      supplierName: r.supplier_name,
      buyerOrganizationName: r.buyer_organization_name,
      buyerName: r.buyer_name,
      createdAt: r.created_at.toISOString(),
      goodsAmount: Number(r.goods_amount),
      freight: Number(r.freight),
      amount: Number(r.amount),
      lineCount: r.line_count,
      quantity: r.quantity,
      lines: lines.map((l) => this.lineOf(l)),
      actions: this.actionsOf(r, vendor),
    };
  }

  async detail(auth: AuthContext, id: string, vendor = false): Promise<OrderDetail> {
    return this.detailOf(this.db, this.scopeOf(auth, vendor), id, vendor);
  }

  private async detailOf(db: Executor, scope: OrderScope, id: string, vendor: boolean): Promise<OrderDetail> {
    const r = await this.repo.orderById(db, scope, id);
    if (!r) throw AppError.notFound(ORDER_MESSAGES.notFound);
    const [lines, logs, refunds] = await Promise.all([
      this.repo.linesOf(db, [id]),
      this.repo.logsOf(db, id),
      this.repo.refundsOf(db, id),
    ]);
    return {
      ...this.summaryOf(r, lines, vendor),
      address: r.address as OrderDetail['address'],
      invoice: (r.invoice ?? null) as OrderDetail['invoice'],
      remarks: r.remarks,
      logistics:
        r.carrier !== null && r.shipped_at !== null
          ? { carrier: r.carrier, waybillNo: r.waybill_no ?? '', shippedAt: r.shipped_at.toISOString() }
          : null,
      autoConfirmAt: r.status === 'DELIVERED' && r.auto_confirm_at ? r.auto_confirm_at.toISOString() : null,
      expectedDate: r.expected_date,
      log: logs.map((l) => ({
        status: l.status as OrderRecordStatus,
        statusText: statusText(l.status),
        action: l.action,
        actorName: l.actor_name,
        note: l.note,
        at: l.created_at.toISOString(),
      })),
      refunds: refunds.map((f) => ({
        id: f.id,
        refundNo: f.refund_no,
        status: f.status,
        statusText: REFUND_STATUS_LABELS[f.status as RefundStatus] ?? f.status,
        typeText: REFUND_TYPE_LABELS[f.type as RefundType] ?? f.type,
        amount: Number(f.amount),
        createdAt: f.created_at.toISOString(),
      })),
    };
  }

  // ---- transitions ----

  /**
   * Runs a transition of one order in a transaction: locks it (in the caller's scope: another
   * organization's order does not exist), checks the status it must be in, and logs the step.
   */
  private async transition(
    auth: AuthContext,
    id: string,
    vendor: boolean,
    step: {
      from: string;
      refuse: (status: string) => string;
      run: (
        trx: Executor,
        order: { id: string; organization_id: string; amount: string },
        now: Date,
      ) => Promise<{
        status: string;
        action: string;
        note?: string;
      }>;
    },
  ): Promise<OrderDetail> {
    const scope = this.scopeOf(auth, vendor);
    return this.db.transaction().execute(async (trx) => {
      const order = await this.repo.lockOrder(trx, scope, id);
      if (!order) throw AppError.notFound(ORDER_MESSAGES.notFound);
      if (order.status !== step.from) throw AppError.conflict(step.refuse(order.status));
      const now = this.clock.now();
      const done = await step.run(trx, order, now);
      await this.repo.log(trx, [
        {
          orderId: id,
          status: done.status,
          action: done.action,
          actorId: auth.userId,
          actorName: await this.repo.actorName(trx, auth.userId),
          ...(done.note ? { note: done.note } : {}),
          at: now,
        },
      ]);
      return this.detailOf(trx, scope, id, vendor);
    });
  }

  cancel(auth: AuthContext, id: string): Promise<OrderDetail> {
    return this.transition(auth, id, false, {
      from: 'PACKAGING',
      refuse: (s) => (s === 'CANCELLED' ? '订单已取消' : `订单${statusText(s)}，只有待发货的订单可以取消`),
      run: async (trx, order, now) => {
        const stock = await this.repo.stockOf(trx, id);
        await this.repo.lockGoods(
          trx,
          [...new Set(stock.map((s) => s.goodsId))].sort((a, b) => Number(a) - Number(b)),
        );
        await this.repo.moveStock(
          trx,
          stock.map((s) => ({ ...s, quantity: -s.quantity })),
        );
        await this.repo.giveCredit(trx, order.organization_id, Number(order.amount), now);
        await this.repo.setStatus(trx, [id], {
          status: 'CANCELLED',
          now,
          autoConfirmAt: null,
          finished: true,
        });
        return { status: 'CANCELLED', action: '取消订单', note: '库存与信用额度已释放' };
      },
    });
  }

  confirmReceipt(auth: AuthContext, id: string): Promise<OrderDetail> {
    return this.transition(auth, id, false, {
      from: 'DELIVERED',
      refuse: (s) => (s === 'DONE' ? '订单已确认收货' : `订单${statusText(s)}，只有待收货的订单可以确认收货`),
      run: async (trx, _order, now) => {
        await this.repo.setStatus(trx, [id], { status: 'DONE', now, autoConfirmAt: null, finished: true });
        return { status: 'DONE', action: '确认收货' };
      },
    });
  }

  ship(auth: AuthContext, id: string, carrier: string, waybillNo: string): Promise<OrderDetail> {
    return this.transition(auth, id, true, {
      from: 'PACKAGING',
      refuse: (s) => (s === 'DELIVERED' ? '订单已发货' : `订单${statusText(s)}，只有待发货的订单可以发货`),
      run: async (trx, _order, now) => {
        await this.repo.setStatus(trx, [id], {
          status: 'DELIVERED',
          now,
          carrier,
          waybillNo,
          autoConfirmAt: new Date(now.getTime() + this.opts.autoConfirmDays * DAY),
        });
        return { status: 'DELIVERED', action: '供应商发货', note: `${carrier} ${waybillNo}` };
      },
    });
  }

  /**
   * Confirms receipt of shipped orders whose time has come (the job; run by the worker and by tests).
   * Returns how many it confirmed.
   */
  async confirmDue(limit = 100): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const now = this.clock.now();
      const due = await this.repo.dueForConfirmation(trx, now, limit);
      await this.repo.setStatus(
        trx,
        due.map((o) => o.id),
        { status: 'DONE', now, autoConfirmAt: null, finished: true },
      );
      await this.repo.log(
        trx,
        due.map((o) => ({
          orderId: o.id,
          status: 'DONE',
          action: '系统自动确认收货',
          actorId: null,
          actorName: '系统',
          note: `发货 ${this.opts.autoConfirmDays} 天后自动确认`,
          at: now,
        })),
      );
      return due.length;
    });
  }

  /** The order's goods back into the cart: delisted ones are skipped, quantities meet MOQ and multiple. */
  async buyAgain(auth: AuthContext, id: string): Promise<OrderBoughtAgain> {
    const order = await this.repo.orderById(this.db, buyerScope(auth), id);
    if (!order) throw AppError.notFound(ORDER_MESSAGES.notFound);
    const lines = await this.repo.linesOf(this.db, [id]);
    const goods = new Map(
      (
        await this.cartRepo.goodsForCart(
          this.db,
          lines.map((l) => l.goods_id),
          auth.organizationId,
        )
      ).map((g) => [g.id, g]),
    );
    const skipped: OrderBoughtAgain['skipped'] = [];
    const adds: { goodsId: string; num: number }[] = [];
    for (const l of lines) {
      const g = goods.get(l.goods_id);
      if (!g || g.status !== 'on') {
        skipped.push({ name: l.name, reason: '商品已下架' });
        continue;
      }
      let num = Math.max(l.num, g.moq);
      if (num % g.order_multiple !== 0) num += g.order_multiple - (num % g.order_multiple);
      const problem = quantityProblem(g, num) ?? moneyProblem(l.name, g.price, num);
      if (problem) {
        skipped.push({ name: l.name, reason: problem });
        continue;
      }
      adds.push({ goodsId: l.goods_id, num });
    }
    if (adds.length === 0) {
      return { added: 0, skipped, count: await this.cartRepo.countLines(this.db, auth.userId) };
    }
    const result = await this.writer.append(this.db, auth, adds, { mode: 'add' });
    return { added: result.added, skipped, count: result.count };
  }
}
