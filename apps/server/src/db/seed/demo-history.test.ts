/**
 * The demo trading history (`npm start` only) on a fresh copy of the test template: orders in every
 * status over months, refunds in several statuses, quotes waiting for vendor01, credit consistent with
 * what was ordered, cancelled and refunded; a second run adds nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { GoodsCardRepo } from '../../modules/goods/goods-card.repo';
import { InquiryQuoteRepo } from '../../modules/inquiry/inquiry-quote.repo';
import { InquiryQuoteService } from '../../modules/inquiry/inquiry-quote.service';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { seedDemoHistory, type DemoHistoryStats } from './demo-history';

const NOW = new Date('2026-11-26T10:00:00+08:00');
let tdb: TestDatabase;
let dataDir: string;
let first: DemoHistoryStats | null;

async function counts() {
  const r = await sql<{ orders: number; refunds: number; inquiries: number; quotes: number; logs: number }>`
    SELECT (SELECT count(*)::int FROM orders) AS orders, (SELECT count(*)::int FROM refunds) AS refunds,
           (SELECT count(*)::int FROM inquiries) AS inquiries, (SELECT count(*)::int FROM inquiry_quotes) AS quotes,
           (SELECT count(*)::int FROM order_logs) AS logs`.execute(tdb.db);
  return r.rows[0]!;
}

beforeAll(async () => {
  tdb = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-demo-history-'));
  first = await seedDemoHistory(tdb.db, { dataDir, now: NOW, autoConfirmDays: 10 });
}, 120_000);

afterAll(async () => {
  await tdb?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo trading history', () => {
  it('places 40–120 orders of MRO size, in every order status, over at least 5 months', async () => {
    expect(first).not.toBeNull();
    expect(first!.refused).toBe(0);
    const orders = await tdb.db.selectFrom('orders').select(['status', 'amount', 'created_at']).execute();
    expect(orders.length).toBeGreaterThanOrEqual(40);
    expect(orders.length).toBeLessThanOrEqual(120);
    expect(first!.orders).toBe(orders.length);
    const statuses = new Set(orders.map((o) => o.status));
    for (const s of ['PACKAGING', 'DELIVERED', 'DONE', 'CANCELLED']) expect(statuses).toContain(s);
    for (const o of orders) {
      expect(Number(o.amount)).toBeGreaterThanOrEqual(5_000);
      expect(Number(o.amount)).toBeLessThanOrEqual(2_000_000);
      expect(o.created_at.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
    const months = await sql<{ n: number }>`
      SELECT count(DISTINCT to_char(created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM'))::int AS n FROM orders`.execute(
      tdb.db,
    );
    expect(months.rows[0]!.n).toBeGreaterThanOrEqual(5);
    const buyers = await sql<{
      n: number;
    }>`SELECT count(DISTINCT organization_id)::int AS n FROM orders`.execute(tdb.db);
    expect(buyers.rows[0]!.n).toBeGreaterThanOrEqual(2);
    const suppliers = await sql<{
      n: number;
    }>`SELECT count(DISTINCT supplier_id)::int AS n FROM orders`.execute(tdb.db);
    expect(suppliers.rows[0]!.n).toBeGreaterThanOrEqual(3);
    // Delivered orders were shipped recently enough that the auto-confirm job leaves them 待收货.
    const late = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM orders WHERE status = 'DELIVERED' AND auto_confirm_at <= ${NOW}`.execute(
      tdb.db,
    );
    expect(late.rows[0]!.n).toBe(0);
  });

  it('has refunds in several statuses, none left due for payment', async () => {
    const rows = await sql<{ status: string; n: number }>`
      SELECT status, count(*)::int AS n FROM refunds GROUP BY status`.execute(tdb.db);
    const by = Object.fromEntries(rows.rows.map((r) => [r.status, r.n]));
    for (const s of ['REFUND_APPLICATION', 'TO_RETURN', 'RETURNING', 'RETURNED', 'REJECTED', 'CANCELLED']) {
      expect(by[s] ?? 0, s).toBeGreaterThan(0);
    }
    expect(by.REFUNDING ?? 0).toBe(0);
  });

  it('keeps credit what the orders, cancellations and paid refunds make it', async () => {
    const r = await sql<{ organization_id: string; used: string; expected: string }>`
      SELECT c.organization_id::text, c.used::text,
        ((SELECT coalesce(sum(amount), 0) FROM orders o WHERE o.organization_id = c.organization_id AND o.status <> 'CANCELLED')
         - (SELECT coalesce(sum(amount), 0) FROM refunds f WHERE f.organization_id = c.organization_id AND f.status = 'RETURNED'))::text AS expected
      FROM organization_credits c`.execute(tdb.db);
    for (const row of r.rows) expect(row.used, row.organization_id).toBe(row.expected);
  });

  it('leaves inquiries waiting for vendor01, quoted ones, and one with an invited supplier', async () => {
    const vendor01 = await tdb.db
      .selectFrom('users')
      .select(['id', 'organization_id'])
      .where('username', '=', 'vendor01')
      .executeTakeFirstOrThrow();
    const quotes = new InquiryQuoteService(
      tdb.db,
      new InquiryQuoteRepo(),
      new GoodsCardRepo(),
      new ManualClock(NOW),
    );
    const auth = {
      userId: vendor01.id,
      organizationId: vendor01.organization_id,
      sessionId: 't',
      roleTypes: ['VENDOR'] as const,
    };
    const pending = await quotes.vendorPage(auth, { page: 1, limit: 20, status: 'pending' });
    expect(pending.total).toBeGreaterThan(0);
    const quoted = await quotes.vendorPage(auth, { page: 1, limit: 20, status: 'quoted' });
    expect(quoted.total).toBeGreaterThan(0);
    const invited = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM inquiry_invitations v
      WHERE EXISTS (SELECT 1 FROM inquiry_quotes q JOIN inquiry_lines l ON l.id = q.inquiry_line_id
                    WHERE l.inquiry_id = v.inquiry_id AND q.supplier_id = v.vendor_org_id)`.execute(tdb.db);
    expect(invited.rows[0]!.n).toBeGreaterThan(0);
  });

  it('adds nothing on a second run', async () => {
    const before = await counts();
    expect(await seedDemoHistory(tdb.db, { dataDir, now: NOW })).toBeNull();
    expect(await counts()).toEqual(before);
  });
});
