/**
 * Helpers of the inquiry API tests (inquiry.test.ts, inquiry-invitation.test.ts): the people who take part,
 * plain goods of the two suppliers, and the calls both files make, through the contract-typed `ctx.call`.
 */
import { expect } from 'vitest';
import { inquirySaveEndpoint } from '@pm/contract/add-to-lists';
import {
  inquiryDetailEndpoint,
  inquiryPushEndpoint,
  quoteAcceptEndpoint,
  quoteSaveEndpoint,
  vendorInquiryDetailEndpoint,
} from '@pm/contract/inquiry';
import { DEMO, login, type TestContext, unchecked } from '../../test/app';

/** The moment the inquiry tests start at (the app clock is set to it before they sign in). */
export const INQUIRY_T0 = '2026-11-21T08:00:00+08:00';

/** Who takes part: buyer01 and buyer02 (one organization), buyer11 (another), vendor01 and vendor02. */
export interface InquiryPeople {
  buyer: string;
  buyer02: string;
  other: string;
  vendor: string;
  vendor2: string;
  /** buyer01's user id. */
  buyerId: string;
}

/** The helpers over one test app; `remark` is what `newInquiry` sends with its push. */
export function inquiryFixtures(ctx: TestContext, opts: { remark?: string } = {}) {
  let buyer = '';

  /** Sets the clock to INQUIRY_T0 and signs everyone in. */
  async function signIn(): Promise<InquiryPeople> {
    ctx.clock.set(INQUIRY_T0);
    const [b, buyer02, other, vendor, vendor2] = await Promise.all([
      login(ctx.app, DEMO.buyer01),
      login(ctx.app, DEMO.buyer02),
      login(ctx.app, DEMO.buyer11),
      login(ctx.app, DEMO.vendor01),
      login(ctx.app, { username: 'vendor02', password: 'Vendor2026' }),
    ]);
    buyer = b;
    const buyerId = (
      await ctx.tdb.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'buyer01')
        .executeTakeFirstOrThrow()
    ).id;
    return { buyer, buyer02, other, vendor, vendor2, buyerId };
  }

  /** Plain goods (on sale, MOQ 1, multiple 1) of a supplier organization, in id order. */
  async function goodsOf(supplierId: number, count: number): Promise<string[]> {
    const rows = await ctx.tdb.db
      .selectFrom('goods')
      .select('id')
      .where('status', '=', 'on')
      .where('supplier_id', '=', String(supplierId))
      .where('moq', '=', 1)
      .where('order_multiple', '=', 1)
      .orderBy('id')
      .limit(count)
      .execute();
    return rows.map((r) => r.id);
  }

  const detail = (token: string, id: string) => ctx.call(inquiryDetailEndpoint, { id }, token);
  const vendorDetail = (token: string, id: string) => ctx.call(vendorInquiryDetailEndpoint, { id }, token);
  /** Quote lines as the tests write them, valid or not on purpose. */
  const quote = (token: string, inquiryId: string, lines: Record<string, unknown>[]) =>
    ctx.call(quoteSaveEndpoint, unchecked({ inquiryId, lines }), token);
  const accept = (token: string, ids: string[]) => ctx.call(quoteAcceptEndpoint, { ids }, token);

  /** Puts goods (2 each) in buyer01's basket and submits it; answers the inquiry id. */
  async function newInquiry(goods: string[], deadline = '2026-11-23T18:00:00+08:00'): Promise<string> {
    for (const g of goods) {
      const res = await ctx.call(inquirySaveEndpoint, { itemId: g, num: 2 }, buyer);
      expect(res.status).toBe(200);
    }
    const res = await ctx.call(inquiryPushEndpoint, { deadline, remark: opts.remark ?? '' }, buyer);
    expect(res.status).toBe(200);
    return res.body.data.id;
  }

  return { signIn, goodsOf, detail, vendorDetail, quote, accept, newInquiry };
}
