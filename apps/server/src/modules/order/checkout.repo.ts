import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { emitOrdersCreated } from '../open-platform/outbox';

export interface NewOrder {
  orderNo: string;
  submissionId: string;
  organizationId: string;
  userId: string;
  supplierId: string;
  goodsAmount: number;
  freight: number;
  lineCount: number;
  quantity: number;
  address: unknown;
  invoice: unknown;
  remarks: string;
  /** The buyer's own references ('' when not given). */
  poNumber: string;
  costCenter: string;
  divisionCode: string;
  expectedDate: string | null;
  searchText: string;
  now: Date;
}

export interface NewOrderLine {
  goodsId: string;
  skuCode: string;
  name: string;
  brandName: string;
  model: string;
  spec: string;
  unit: string;
  image: string;
  num: number;
  price: number;
  deliveryDays: number | null;
  /** The purchasing plan line it is ordered from (a plan-origin line). */
  planLineId?: string | null;
}

/** SQL of a submission: its idempotency key, the order numbers, the orders and their lines. */
/**
 * Whose Idempotency-Keys a key is among: a person's (per user) or an app's (the API for apps: its own, not
 * its creator's nor another app's, though the app orders with its creator's account).
 */
export interface KeyOwner {
  userId: string;
  appId: string | null;
}

export class CheckoutRepo {
  /**
   * Records a submission under its key. Undefined when the key is taken: a concurrent transaction with
   * the same key waits here until the first one ends, then sees its row.
   */
  async insertSubmission(
    db: Executor,
    s: { organizationId: string; owner: KeyOwner; key: string; hash: string; now: Date },
  ): Promise<string | undefined> {
    const row = await db
      .insertInto('order_submissions')
      .values({
        organization_id: s.organizationId,
        user_id: s.owner.userId,
        open_app_id: s.owner.appId,
        idempotency_key: s.key,
        request_hash: s.hash,
        created_at: s.now,
      })
      .onConflict((oc) =>
        s.owner.appId === null
          ? oc.columns(['user_id', 'idempotency_key']).where('open_app_id', 'is', null).doNothing()
          : oc.columns(['open_app_id', 'idempotency_key']).where('open_app_id', 'is not', null).doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  /** The submission of a key among its owner's keys (migration 0043's two unique indexes). */
  submissionByKey(db: Executor, owner: KeyOwner, key: string) {
    let q = db
      .selectFrom('order_submissions')
      .select(['id', 'request_hash'])
      .where('idempotency_key', '=', key);
    q =
      owner.appId === null
        ? q.where('user_id', '=', owner.userId).where('open_app_id', 'is', null)
        : q.where('open_app_id', '=', owner.appId);
    return q.executeTakeFirst();
  }

  async ordersOfSubmission(db: Executor, submissionId: string) {
    return db
      .selectFrom('orders')
      .select(['id', 'order_no', 'supplier_id', 'amount'])
      .where('submission_id', '=', submissionId)
      .orderBy('id')
      .execute();
  }

  /** `count` numbers of the order sequence, in one statement. */
  async nextOrderNumbers(db: Executor, count: number): Promise<number[]> {
    const rows = await sql<{ n: string }>`
      SELECT nextval('order_no_seq')::text AS n FROM generate_series(1, ${count}::int)`.execute(db);
    return rows.rows.map((r) => Number(r.n));
  }

  /** Inserts orders in one statement; their ids by order number. */
  async insertOrders(db: Executor, orders: readonly NewOrder[]): Promise<Map<string, string>> {
    const rows = await db
      .insertInto('orders')
      .values(
        orders.map((o) => ({
          order_no: o.orderNo,
          submission_id: o.submissionId,
          organization_id: o.organizationId,
          user_id: o.userId,
          supplier_id: o.supplierId,
          status: 'PACKAGING',
          goods_amount: o.goodsAmount,
          freight: o.freight,
          amount: o.goodsAmount + o.freight,
          line_count: o.lineCount,
          quantity: o.quantity,
          address: JSON.stringify(o.address),
          invoice: o.invoice === null ? null : JSON.stringify(o.invoice),
          remarks: o.remarks,
          po_number: o.poNumber,
          cost_center: o.costCenter,
          division_code: o.divisionCode,
          expected_date: o.expectedDate,
          search_text: o.searchText,
          created_at: o.now,
          updated_at: o.now,
        })),
      )
      .returning(['id', 'order_no'])
      .execute();
    // Every order is written here: the open platform's order.created joins this transaction.
    if (orders[0])
      await emitOrdersCreated(
        db,
        rows.map((r) => r.id),
        orders[0].now,
      );
    return new Map(rows.map((r) => [r.order_no, r.id]));
  }

  /** Inserts the lines of several orders in one statement; their ids by `<order id>/<goods id>`. */
  async insertLines(
    db: Executor,
    lines: readonly (NewOrderLine & { orderId: string })[],
  ): Promise<Map<string, string>> {
    const rows = await db
      .insertInto('order_lines')
      .values(
        lines.map((l) => ({
          order_id: l.orderId,
          goods_id: l.goodsId,
          sku_code: l.skuCode,
          name: l.name,
          brand_name: l.brandName,
          model: l.model,
          spec: l.spec,
          unit: l.unit,
          image: l.image,
          num: l.num,
          price: l.price,
          amount: l.price * l.num,
          delivery_days: l.deliveryDays,
          plan_line_id: l.planLineId ?? null,
        })),
      )
      .returning(['id', 'order_id', 'goods_id'])
      .execute();
    return new Map(rows.map((r) => [`${r.order_id}/${r.goods_id}`, r.id]));
  }
}
