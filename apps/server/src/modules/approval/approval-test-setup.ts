/**
 * What the approval API tests share: the demo cast signed in (the purchaser buyer01, the manager buyer02,
 * buyer11 of another organization, the supplier vendor01), buyer01's address and organization, twelve
 * goods of vendor01; buyer01's orders from the cart and an order's status.
 */
import { beforeAll, expect } from 'vitest';
import { DEMO, login, type TestContext } from '../../test/app';
import { orderFixtures } from '../order/test-fixtures';

export interface ApprovalCast {
  buyer01: string;
  buyer02: string;
  buyer11: string;
  vendor01: string;
  address01: string;
  org01: string;
  goods: string[];
}

/** The order fixtures, the cast (filled before the tests run), `orderFromCart` and `statusOf`. */
export function approvalSetup(ctx: TestContext) {
  const fx = orderFixtures(ctx);
  const cast: ApprovalCast = {
    buyer01: '',
    buyer02: '',
    buyer11: '',
    vendor01: '',
    address01: '',
    org01: '',
    goods: [],
  };

  beforeAll(async () => {
    [cast.buyer01, cast.buyer02, cast.buyer11, cast.vendor01] = await Promise.all([
      login(ctx.app, DEMO.buyer01),
      login(ctx.app, DEMO.buyer02),
      login(ctx.app, DEMO.buyer11),
      login(ctx.app, DEMO.vendor01),
    ]);
    cast.address01 = await fx.addressOf('buyer01');
    cast.org01 = await fx.orgOf('buyer01');
    cast.goods = await fx.goodsOf([await fx.orgOf('vendor01')], 12);
  }, 60_000);

  /** buyer01 orders goods[i] × num from the cart (with a 申请说明 when given); answers the submission. */
  async function orderFromCart(i: number, num = 1, approvalReason?: string) {
    await fx.clearCart('buyer01');
    const lineIds = await fx.cartLines(cast.buyer01, [{ id: cast.goods[i]!, num }]);
    const res = await fx.submit(cast.buyer01, {
      cartLineIds: lineIds,
      addressId: cast.address01,
      ...(approvalReason === undefined ? {} : { approvalReason }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  }

  async function statusOf(orderId: string): Promise<string> {
    const r = await ctx.tdb.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    return r.status;
  }

  return { ...fx, cast, orderFromCart, statusOf };
}
