/**
 * A delivery address that a bidding event uses (issue 26's events, migration 0052): while the event is in
 * progress its award is still to become an order to that address, so removing it is refused with a clear 409
 * and changes nothing; a draft's or a revoked event's address may go (the draft then asks for one again when
 * published). Before, the delete failed on the foreign key: HTTP 500.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bidEventPublishEndpoint, bidEventRevokeEndpoint, bidEventSaveEndpoint } from '@pm/contract/bidding';
import {
  addressRemoveEndpoint,
  addressSaveEndpoint,
  orgAddressRemoveEndpoint,
  orgAddressSaveEndpoint,
} from '@pm/contract/member';
import { MEMBER_MESSAGES as M } from '@pm/contract/member-rules';
import { DEMO, dataOf, login, useTestApp } from '../../test/app';
import { biddingFixtures, MINUTE } from '../bidding/test-fixtures';

const ctx = useTestApp();
const fx = biddingFixtures(ctx);
let buyer02: string;

const ADDRESS = {
  consignee: '王工',
  mobile: '13800000031',
  provinceCode: '310000',
  cityCode: '310100',
  countyCode: '310117',
  detail: '新桥镇民益路 88 号 仓库',
  tag: '仓库',
};

beforeAll(async () => {
  await fx.signIn();
  buyer02 = await login(ctx.app, DEMO.buyer02);
});

/** An event of buyer01 delivered to `addressId`, saved as a draft; published unless told. */
async function eventTo(addressId: string, publish = true): Promise<string> {
  const p = fx.people();
  const start = ctx.clock.now().getTime() + MINUTE;
  const saved = await dataOf(
    ctx.call(
      bidEventSaveEndpoint,
      {
        title: '地址测试竞价',
        format: 'live',
        scope: 'invited',
        supplierIds: [p.vendorOrg, p.vendor2Org],
        minBidders: 2,
        startAt: new Date(start).toISOString(),
        endAt: new Date(start + 60 * MINUTE).toISOString(),
        addressId,
        items: [{ name: '定制垫片', spec: 'Φ20', unit: '个', quantity: 50 }],
      },
      p.buyer,
    ),
  );
  if (publish) await dataOf(ctx.call(bidEventPublishEndpoint, { id: saved.id }, p.buyer));
  return saved.id;
}

async function addressOf(eventId: string): Promise<string | null> {
  const e = await ctx.tdb.db
    .selectFrom('bid_events')
    .select('address_id')
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  return e.address_id;
}

describe('removing an address that a bidding event uses', () => {
  it("refuses a buyer's own address while an event delivered to it is in progress, and lets it go once revoked", async () => {
    const p = fx.people();
    const address = await dataOf(ctx.call(addressSaveEndpoint, ADDRESS, p.buyer));
    const eventId = await eventTo(address.id);
    const refused = await ctx.call(addressRemoveEndpoint, { id: address.id }, p.buyer);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 409, message: M.addressInBidding });
    expect(await addressOf(eventId)).toBe(address.id);
    await dataOf(ctx.call(bidEventRevokeEndpoint, { id: eventId, reason: '需求取消' }, p.buyer));
    const removed = await ctx.call(addressRemoveEndpoint, { id: address.id }, p.buyer);
    expect(removed.status).toBe(200);
    expect(await addressOf(eventId)).toBeNull();
  });

  it("lets a draft's address go; the draft asks for an address again when published", async () => {
    const p = fx.people();
    const address = await dataOf(ctx.call(addressSaveEndpoint, { ...ADDRESS, tag: '草稿' }, p.buyer));
    const draft = await eventTo(address.id, false);
    expect((await ctx.call(addressRemoveEndpoint, { id: address.id }, p.buyer)).status).toBe(200);
    expect(await addressOf(draft)).toBeNull();
    const publish = await ctx.call(bidEventPublishEndpoint, { id: draft }, p.buyer);
    expect(publish.status).toBe(400);
    expect(publish.body.message).toBe('请选择收货地址');
  });

  it("refuses the organization's address (a manager's removal) while an event delivered to it is in progress", async () => {
    const org = await dataOf(ctx.call(orgAddressSaveEndpoint, { ...ADDRESS, tag: '企业仓' }, buyer02));
    await eventTo(org.id);
    const refused = await ctx.call(orgAddressRemoveEndpoint, { id: org.id }, buyer02);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(M.addressInBidding);
  });

  it('a removal racing the publishing of a draft that uses the address: either the event goes out with it, or the address goes and the publish asks for one', async () => {
    const p = fx.people();
    for (let round = 0; round < 5; round++) {
      const address = await dataOf(
        ctx.call(addressSaveEndpoint, { ...ADDRESS, tag: `竞态${round}` }, p.buyer),
      );
      const draft = await eventTo(address.id, false);
      const [publish, remove] = await Promise.all([
        ctx.call(bidEventPublishEndpoint, { id: draft }, p.buyer),
        ctx.call(addressRemoveEndpoint, { id: address.id }, p.buyer),
      ]);
      const outcome = `${publish.status}/${remove.status}`;
      expect(['200/409', '400/200'], `${outcome} ${publish.body.message} ${remove.body.message}`).toContain(
        outcome,
      );
      // Published: it kept its address; not published: its address is gone.
      expect(await addressOf(draft)).toBe(publish.status === 200 ? address.id : null);
    }
  });

  it("answers another's address with 404, not with whether an event uses it", async () => {
    const p = fx.people();
    const address = await dataOf(ctx.call(addressSaveEndpoint, { ...ADDRESS, tag: '别人' }, p.buyer));
    await eventTo(address.id);
    const other = await ctx.call(addressRemoveEndpoint, { id: address.id }, p.other);
    expect(other.status).toBe(404);
  });
});
