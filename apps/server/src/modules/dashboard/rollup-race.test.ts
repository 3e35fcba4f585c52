/**
 * Two app instances on one database (each with its own pool, as two server processes would be) changing
 * the same rollup rows at once: the same buyer submits through both, cancels through both, the supplier
 * ships and the buyer receives through both, refunds are approved and both instances' refund workers pay
 * at once. Every answer is a success (no deadlock, no 500), and afterwards every rollup row equals the
 * plain GROUP BY over the order lines.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartBatchAppendEndpoint, cartListEndpoint } from '@pm/contract/cart';
import {
  IDEMPOTENCY_HEADER,
  orderCancelEndpoint,
  orderConfirmReceiptEndpoint,
  orderSubmitEndpoint,
  vendorOrderShipEndpoint,
} from '@pm/contract/order';
import { refundApplyEndpoint, vendorRefundApproveEndpoint } from '@pm/contract/refund';
import { buildApp } from '../../app';
import { createDb, type Db } from '../../db/database';
import { dataOf, DEMO, login, useTestApp } from '../../test/app';
import { call } from '../../test/call';
import { orderFixtures } from '../order/test-fixtures';
import { createRefunds } from '../refund';
import { ROLLUP_TABLES, rollupRowsAsText } from './rollup-writer';

const ctx = useTestApp();
const f = orderFixtures(ctx);
let dbB: Db;
let appB: FastifyInstance;
let apps: FastifyInstance[];
let buyer: string;
let vendor: string;
let address: string;
let goods: string[];
let key = 0;

async function rows(plain: boolean, table: string): Promise<string[]> {
  return rollupRowsAsText(
    ctx.tdb.db,
    ROLLUP_TABLES.find((x) => x.name === table)!,
    plain,
  );
}

/** Cart lines of buyer01 for these goods (added through instance A), in the order given. */
async function cartOf(ids: string[]): Promise<string[]> {
  const added = await call(
    apps[0]!,
    cartBatchAppendEndpoint,
    { lines: ids.map((id) => ({ id, num: 2 })) },
    buyer,
  );
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const list = await dataOf(call(apps[0]!, cartListEndpoint, {}, buyer));
  const all = list.groups.flatMap((g) => g.lines);
  return ids.map((id) => all.find((l) => l.goodsId === id)!.id);
}

/** Submissions of buyer01 at once, one per instance (alternating), each of its own goods. */
async function submitAtOnce(groups: string[][]): Promise<string[]> {
  await f.clearCart('buyer01');
  const lines = await cartOf(groups.flat());
  let at = 0;
  const bodies = groups.map((g) => {
    const ids = lines.slice(at, at + g.length);
    at += g.length;
    return ids;
  });
  const answers = await Promise.all(
    bodies.map((cartLineIds, i) =>
      call(apps[i % 2]!, orderSubmitEndpoint, { cartLineIds, addressId: address }, buyer, {
        headers: { [IDEMPOTENCY_HEADER]: `race-key-${key++}` },
      }),
    ),
  );
  for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
  return answers.flatMap((a) => a.body.data.orderIds);
}

async function expectInStep(): Promise<void> {
  for (const t of ROLLUP_TABLES) expect(await rows(false, t.name), t.name).toEqual(await rows(true, t.name));
}

beforeAll(async () => {
  dbB = createDb(ctx.tdb.url, 5).db;
  appB = await buildApp({ config: ctx.config, db: dbB, clock: ctx.clock, logger: false });
  await appB.ready();
  apps = [ctx.app, appB];
  buyer = await login(ctx.app, DEMO.buyer01);
  vendor = await login(ctx.app, DEMO.vendor01);
  address = await f.addressOf('buyer01');
  goods = await f.goodsOf([await f.orgOf('vendor01')], 8);
  expect(goods.length).toBe(8);
}, 60_000);

afterAll(async () => {
  await appB?.close();
  await dbB?.destroy();
});

describe('dashboard rollups under two instances at once', () => {
  it('equal the plain GROUP BY after concurrent submissions, cancellations, receipts and refunds', async () => {
    // Rounds of submissions through both instances at once: the same buyer, supplier, month and
    // (mostly) category, so they add to the same rollup rows.
    const orders: string[] = [];
    for (let round = 0; round < 3; round++) {
      orders.push(
        ...(await submitAtOnce([
          [goods[0]!, goods[1]!],
          [goods[2]!, goods[3]!],
          [goods[4]!],
          [goods[5]!, goods[6]!, goods[7]!],
        ])),
      );
    }
    expect(orders.length).toBe(12);
    await expectInStep();

    // Cancel four and ship the rest at once, half through each instance.
    const [cancel, ship] = [orders.slice(0, 4), orders.slice(4)];
    const moves = await Promise.all([
      ...cancel.map((id, i) => call(apps[i % 2]!, orderCancelEndpoint, { id }, buyer)),
      ...ship.map((id, i) =>
        call(
          apps[(i + 1) % 2]!,
          vendorOrderShipEndpoint,
          { id, carrier: '顺丰速运', waybillNo: `SF90000${i}` },
          vendor,
        ),
      ),
    ]);
    for (const m of moves) expect(m.status, JSON.stringify(m.body)).toBe(200);
    await expectInStep();

    // Receive them at once, and submit two more meanwhile.
    const more = submitAtOnce([[goods[0]!], [goods[1]!]]);
    const received = await Promise.all(
      ship.map((id, i) => call(apps[i % 2]!, orderConfirmReceiptEndpoint, { id }, buyer)),
    );
    for (const r of received) expect(r.status, JSON.stringify(r.body)).toBe(200);
    orders.push(...(await more));
    await expectInStep();

    // Refunds of four received orders approved at once, then both instances' workers pay at once.
    const refunded = ship.slice(0, 4);
    const applied = await Promise.all(
      refunded.map(async (orderId, i) => {
        const line = await ctx.tdb.db
          .selectFrom('order_lines')
          .select(['id', 'price'])
          .where('order_id', '=', orderId)
          .orderBy('id')
          .executeTakeFirstOrThrow();
        return call(
          apps[i % 2]!,
          refundApplyEndpoint,
          {
            orderId,
            type: 'REFUND_ONLY',
            reason: 'OTHER',
            lines: [{ orderLineId: line.id, num: 1, amount: Math.min(Number(line.price), 100) }],
          },
          buyer,
        );
      }),
    );
    for (const a of applied) expect(a.status, JSON.stringify(a.body)).toBe(200);
    ctx.clock.advance(2 * 3600_000);
    vendor = await login(ctx.app, DEMO.vendor01);
    const approved = await Promise.all(
      applied.map((a, i) =>
        call(apps[(i + 1) % 2]!, vendorRefundApproveEndpoint, { id: a.body.data.id }, vendor),
      ),
    );
    for (const a of approved) expect(a.status, JSON.stringify(a.body)).toBe(200);
    const workers = [ctx.tdb.db, dbB].map((db) => createRefunds(db, ctx.clock, ctx.config.dataDir).worker);
    // Both workers at once, until every refund is paid: a refund the apps' own woken workers hold at that
    // moment is skipped (SKIP LOCKED) and paid by them, so the count is waited for, not read once.
    const paidCount = async () => {
      await Promise.all(workers.map((w) => w.runOnce()));
      const paid = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM refunds WHERE status = 'RETURNED'`.execute(ctx.tdb.db);
      return paid.rows[0]!.n;
    };
    await expect.poll(paidCount).toBe(refunded.length);
    await expectInStep();
    // Something to compare: the rows hold the orders that were not cancelled, net of the refunds.
    const spend = await sql<{ lines: number; refund: string }>`
      SELECT sum(line_count)::int AS lines, sum(refund)::text AS refund FROM dashboard_spend`.execute(
      ctx.tdb.db,
    );
    expect(spend.rows[0]!.lines).toBeGreaterThan(0);
    expect(Number(spend.rows[0]!.refund)).toBeGreaterThan(0);
  }, 240_000);
});
