/**
 * The rollups stay equal to the plain GROUP BY over the order lines through a random sequence of orders,
 * cancellations, shipping, receipts and paid refunds, all through the real endpoints and the refund worker.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  orderCancelEndpoint,
  orderConfirmReceiptEndpoint,
  vendorOrderShipEndpoint,
} from '@pm/contract/order';
import { refundApplyEndpoint, vendorRefundApproveEndpoint } from '@pm/contract/refund';
import { DEMO, login, useTestApp } from '../../test/app';
import { orderFixtures } from '../order/test-fixtures';
import { createRefunds } from '../refund';
import { ensureRollupsBuilt, rebuildRollups, ROLLUP_TABLES, rollupRowsAsText } from './rollup-writer';

const ctx = useTestApp();
const f = orderFixtures(ctx);
const db = () => ctx.tdb.db;

/** A small deterministic random source (the sequence is the same on every run). */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

async function rows(plain: boolean, table: string): Promise<string[]> {
  return rollupRowsAsText(
    db(),
    ROLLUP_TABLES.find((x) => x.name === table)!,
    plain,
  );
}

/**
 * Each rollup against the plain GROUP BY, both read in one snapshot: the app's own refund worker, woken by
 * an approval, may pay the refund and commit between two separate reads (seen once under load: the rollup
 * read before the payment, the order lines after it).
 */
async function expectInStep(): Promise<void> {
  const [kept, plain] = await db()
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const k: string[][] = [];
      const p: string[][] = [];
      for (const t of ROLLUP_TABLES) {
        k.push(await rollupRowsAsText(trx, t, false));
        p.push(await rollupRowsAsText(trx, t, true));
      }
      return [k, p];
    });
  ROLLUP_TABLES.forEach((t, i) => expect(kept[i], t.name).toEqual(plain[i]));
}

let tokens: Record<'buyer01' | 'buyer02' | 'vendor01', string>;
let addresses: Record<'buyer01' | 'buyer02', string>;
let goods: string[];

async function signIn(): Promise<void> {
  tokens = {
    buyer01: await login(ctx.app, DEMO.buyer01),
    buyer02: await login(ctx.app, DEMO.buyer02),
    vendor01: await login(ctx.app, DEMO.vendor01),
  };
}

beforeAll(async () => {
  await signIn();
  addresses = { buyer01: await f.addressOf('buyer01'), buyer02: await f.addressOf('buyer02') };
  goods = await f.goodsOf([await f.orgOf('vendor01')], 8);
  expect(goods.length).toBe(8);
}, 60_000);

describe('dashboard rollups', () => {
  it('equal the plain GROUP BY over the order lines after every step of a random sequence', async () => {
    const next = random(28);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
    const orders: { id: string; who: 'buyer01' | 'buyer02'; status: string; refunded: boolean }[] = [];
    const worker = createRefunds(db(), ctx.clock, ctx.config.dataDir).worker;
    const kinds: string[] = [];
    for (let step = 0; step < 40; step++) {
      const packaging = orders.filter((o) => o.status === 'PACKAGING');
      const delivered = orders.filter((o) => o.status === 'DELIVERED');
      const refundable = orders.filter(
        (o) => (o.status === 'DELIVERED' || o.status === 'DONE') && !o.refunded,
      );
      const roll = next();
      if (orders.length < 3 || roll < 0.35) {
        const who = pick(['buyer01', 'buyer02'] as const);
        const count = 1 + Math.floor(next() * 3);
        const chosen = [...new Set(Array.from({ length: count }, () => pick(goods)))];
        await f.clearCart(who);
        const cart = await f.cartLines(
          tokens[who],
          chosen.map((id) => ({ id, num: 1 + Math.floor(next() * 4) })),
        );
        const res = await f.submit(tokens[who], { cartLineIds: cart, addressId: addresses[who] });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        for (const id of res.body.data.orderIds)
          orders.push({ id, who, status: 'PACKAGING', refunded: false });
        kinds.push('submit');
      } else if (roll < 0.5 && packaging.length > 0) {
        const o = pick(packaging);
        expect((await ctx.call(orderCancelEndpoint, { id: o.id }, tokens[o.who])).status).toBe(200);
        o.status = 'CANCELLED';
        kinds.push('cancel');
      } else if (roll < 0.7 && packaging.length > 0) {
        const o = pick(packaging);
        // Some ship late: the clock moves past promised dates now and then.
        if (next() < 0.4) {
          ctx.clock.advance(10 * 24 * 3600_000);
          await signIn(); // the sessions expired meanwhile
        }
        const shipped = await ctx.call(
          vendorOrderShipEndpoint,
          { id: o.id, carrier: '顺丰速运', waybillNo: `SF${step}0000000` },
          tokens.vendor01,
        );
        expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
        o.status = 'DELIVERED';
        kinds.push('ship');
      } else if (roll < 0.85 && delivered.length > 0) {
        const o = pick(delivered);
        expect((await ctx.call(orderConfirmReceiptEndpoint, { id: o.id }, tokens[o.who])).status).toBe(200);
        o.status = 'DONE';
        kinds.push('receive');
      } else if (refundable.length > 0) {
        const o = pick(refundable);
        const line = await db()
          .selectFrom('order_lines')
          .select(['id', 'price'])
          .where('order_id', '=', o.id)
          .orderBy('id')
          .executeTakeFirstOrThrow();
        const applied = await ctx.call(
          refundApplyEndpoint,
          {
            orderId: o.id,
            type: 'REFUND_ONLY',
            reason: 'OTHER',
            lines: [{ orderLineId: line.id, num: 1, amount: Math.min(Number(line.price), 100) }],
          },
          tokens[o.who],
        );
        expect(applied.status, JSON.stringify(applied.body)).toBe(200);
        ctx.clock.advance(3 * 3600_000);
        const approved = await ctx.call(
          vendorRefundApproveEndpoint,
          { id: applied.body.data.id },
          tokens.vendor01,
        );
        expect(approved.status, JSON.stringify(approved.body)).toBe(200);
        await worker.runOnce();
        // Paid by this worker or by the app's, woken by the approval.
        await expect
          .poll(async () => {
            const r = await db()
              .selectFrom('refunds')
              .select('status')
              .where('id', '=', applied.body.data.id)
              .executeTakeFirstOrThrow();
            return r.status;
          })
          .toBe('RETURNED');
        o.refunded = true;
        kinds.push('refund');
      } else {
        continue;
      }
      await expectInStep();
    }
    // The sequence did every kind of change.
    expect(new Set(kinds)).toEqual(new Set(['submit', 'cancel', 'ship', 'receive', 'refund']));
    const paid = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM refunds WHERE status = 'RETURNED'`.execute(db());
    expect(paid.rows[0]!.n).toBeGreaterThan(0);
    // A rebuild from the orders gives the same rollups as the ones kept in step.
    const kept = await Promise.all(ROLLUP_TABLES.map((t) => rows(false, t.name)));
    await db()
      .transaction()
      .execute((trx) => rebuildRollups(trx));
    expect(await Promise.all(ROLLUP_TABLES.map((t) => rows(false, t.name)))).toEqual(kept);
  }, 240_000);

  it('are built once from the orders a database had before them (a start after migration 0029)', async () => {
    // orders the writer never saw: their marks and rollups gone, as on a database migrated today (DELETE, not
    // TRUNCATE: the app's workers may be writing rollups of other orders meanwhile)
    for (const t of [...ROLLUP_TABLES.map((x) => x.name), 'dashboard_order_marks']) {
      await sql`DELETE FROM ${sql.raw(t)}`.execute(db());
    }
    await sql`DELETE FROM app_meta WHERE key = 'dashboard_rollups_v1'`.execute(db());
    const [first, second] = await Promise.all([ensureRollupsBuilt(db()), ensureRollupsBuilt(db())]);
    expect([first, second].sort()).toEqual([false, true]);
    expect(await ensureRollupsBuilt(db())).toBe(false);
    await expectInStep();
  });
});
