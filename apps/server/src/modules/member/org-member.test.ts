/**
 * The organization's addresses and invoice titles (企业, issue 27): every buyer of the organization reads
 * them and orders with them; only a purchasing manager (APPROVER) adds, changes or removes them (a 采购员
 * gets 40301 and stays signed in); another organization never sees them and gets "not found" for their
 * ids; the personal endpoints never touch them.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@pm/contract/envelope';
import {
  addressListEndpoint,
  addressRemoveEndpoint,
  addressSetDefaultEndpoint,
  addressUpdateEndpoint,
  invoicePageEndpoint,
  orgAddressListEndpoint,
  orgAddressRemoveEndpoint,
  orgAddressSaveEndpoint,
  orgAddressUpdateEndpoint,
  orgInvoiceListEndpoint,
  orgInvoiceRemoveEndpoint,
  orgInvoiceSaveEndpoint,
  orgInvoiceUpdateEndpoint,
} from '@pm/contract/member';
import { MEMBER_MESSAGES as M } from '@pm/contract/member-rules';
import { orderDetailEndpoint } from '@pm/contract/order';
import { sessionUserEndpoint } from '@pm/contract/user';
import { DEMO, login, unchecked, useTestApp } from '../../test/app';
import { orderFixtures } from '../order/test-fixtures';

const ctx = useTestApp();
const { orgOf, goodsOf, clearCart, cartLines, submit } = orderFixtures(ctx);
const db = () => ctx.tdb.db;

let buyer01: string;
let buyer02: string;
let buyer11: string;
let vendor01: string;
/** buyer11 made a purchasing manager of its own organization (北方重型机械). */
let manager11: string;

const FACTORY = {
  consignee: '赵刚',
  mobile: '13800000021',
  provinceCode: '310000',
  cityCode: '310100',
  countyCode: '310117',
  detail: '新桥镇民益路 201 号 2 号门',
  tag: '工厂',
};

const SPECIAL = {
  type: 'SPECIAL',
  titleType: 'COMPANY',
  title: '华东精工制造有限公司（松江工厂）',
  taxNo: '91310115MA1K4AB20T',
  address: '上海市松江区新桥镇民益路 201 号',
  phone: '021-57681234',
  bank: '招商银行上海松江支行',
  account: '1219 0987 6510 002',
} as const;

/** Both tables, to prove a refused call changed nothing. */
async function tables(): Promise<string> {
  const r = await sql<{ t: string }>`
    SELECT coalesce((SELECT string_agg(a::text, '|' ORDER BY id) FROM addresses a), '') || '#' ||
           coalesce((SELECT string_agg(i::text, '|' ORDER BY id) FROM invoice_titles i), '') AS t`.execute(
    db(),
  );
  return r.rows[0]!.t;
}

beforeAll(async () => {
  [buyer01, buyer02, buyer11, vendor01] = await Promise.all([
    login(ctx.app, DEMO.buyer01),
    login(ctx.app, DEMO.buyer02),
    login(ctx.app, DEMO.buyer11),
    login(ctx.app, DEMO.vendor01),
  ]);
  await sql`INSERT INTO user_roles (user_id, role_id)
    SELECT u.id, r.id FROM users u, roles r WHERE u.username = 'buyer11' AND r.role_type = 'APPROVER'
    ON CONFLICT DO NOTHING`.execute(db());
  manager11 = await login(ctx.app, DEMO.buyer11);
}, 60_000);

describe('企业 addresses and invoice titles', () => {
  it("are the demo organization's, read by every buyer of it, marked ORGANIZATION and never a default", async () => {
    for (const token of [buyer01, buyer02]) {
      const addresses = await ctx.call(orgAddressListEndpoint, {}, token);
      expect(addresses.status).toBe(200);
      expect(addresses.body.data).toEqual([
        expect.objectContaining({
          consignee: '赵刚',
          countyName: '松江区',
          scope: 'ORGANIZATION',
          isDefault: false,
        }),
      ]);
      const titles = await ctx.call(orgInvoiceListEndpoint, {}, token);
      expect(titles.body.data).toEqual([
        expect.objectContaining({
          title: '华东精工制造有限公司',
          type: 'SPECIAL',
          scope: 'ORGANIZATION',
          isDefault: false,
        }),
      ]);
    }
    // the personal lists stay the user's own
    const own = await ctx.call(addressListEndpoint, {}, buyer01);
    expect(own.body.data.every((a) => a.scope === 'USER')).toBe(true);
    const ownTitles = await ctx.call(invoicePageEndpoint, { page: 1, limit: 50 }, buyer01);
    expect(ownTitles.body.data.records.every((t) => t.scope === 'USER')).toBe(true);
    // another organization and a supplier see none of them
    expect((await ctx.call(orgAddressListEndpoint, {}, buyer11)).body.data).toEqual([]);
    expect((await ctx.call(orgInvoiceListEndpoint, {}, buyer11)).body.data).toEqual([]);
    expect((await ctx.call(orgAddressListEndpoint, {}, vendor01)).body.data).toEqual([]);
    expect((await ctx.call(orgInvoiceListEndpoint, {}, vendor01)).body.data).toEqual([]);
  });

  it('are kept by a purchasing manager: add, change and remove, seen by the organization at once', async () => {
    const saved = await ctx.call(orgAddressSaveEndpoint, FACTORY, buyer02);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ scope: 'ORGANIZATION', isDefault: false, cityName: '上海市' });
    const id = saved.body.data.id;
    expect((await ctx.call(orgAddressListEndpoint, {}, buyer01)).body.data.map((a) => a.id)).toContain(id);

    const changed = await ctx.call(
      orgAddressUpdateEndpoint,
      { ...FACTORY, id, detail: '民益路 203 号' },
      buyer02,
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.detail).toBe('民益路 203 号');

    const title = await ctx.call(orgInvoiceSaveEndpoint, SPECIAL, buyer02);
    expect(title.status, JSON.stringify(title.body)).toBe(200);
    expect(title.body.data).toMatchObject({
      scope: 'ORGANIZATION',
      account: '121909876510002',
    });
    const retitled = await ctx.call(
      orgInvoiceUpdateEndpoint,
      { ...SPECIAL, id: title.body.data.id, title: '华东精工制造有限公司松江分公司' },
      buyer02,
    );
    expect(retitled.body.data.title).toBe('华东精工制造有限公司松江分公司');

    const removed = await ctx.call(orgAddressRemoveEndpoint, { id }, buyer02);
    expect(removed.body.data).toEqual({ id, defaultId: null });
    expect((await ctx.call(orgAddressListEndpoint, {}, buyer01)).body.data.map((a) => a.id)).not.toContain(
      id,
    );
    const gone = await ctx.call(orgInvoiceRemoveEndpoint, { id: title.body.data.id }, buyer02);
    expect(gone.status).toBe(200);
    expect((await ctx.call(orgAddressRemoveEndpoint, { id }, buyer02)).body.message).toBe(M.addressNotFound);
  });

  it('refuses a 采购员 with 40301 (still signed in) and a supplier, changing nothing', async () => {
    const [address] = (await ctx.call(orgAddressListEndpoint, {}, buyer01)).body.data;
    const [title] = (await ctx.call(orgInvoiceListEndpoint, {}, buyer01)).body.data;
    const before = await tables();
    const attempts = [
      () => ctx.call(orgAddressSaveEndpoint, FACTORY, buyer01),
      () => ctx.call(orgAddressUpdateEndpoint, { ...FACTORY, id: address!.id }, buyer01),
      () => ctx.call(orgAddressRemoveEndpoint, { id: address!.id }, buyer01),
      () => ctx.call(orgInvoiceSaveEndpoint, SPECIAL, buyer01),
      () => ctx.call(orgInvoiceUpdateEndpoint, { ...SPECIAL, id: title!.id }, buyer01),
      () => ctx.call(orgInvoiceRemoveEndpoint, { id: title!.id }, buyer01),
    ];
    for (const attempt of attempts) {
      const res = await attempt();
      expect(res.status).toBe(403);
      expect(res.body.code).toBe(ERROR_CODES.roleForbidden);
      expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    // still signed in
    expect((await ctx.call(sessionUserEndpoint, undefined, buyer01)).status).toBe(200);
    for (const res of [
      await ctx.call(orgAddressUpdateEndpoint, { ...FACTORY, id: address!.id }, vendor01),
      await ctx.call(orgInvoiceRemoveEndpoint, { id: title!.id }, vendor01),
    ]) {
      expect(res.status).toBe(403);
    }
    // the personal endpoints never reach them, not even for a manager
    expect((await ctx.call(addressUpdateEndpoint, { ...FACTORY, id: address!.id }, buyer02)).status).toBe(
      404,
    );
    expect((await ctx.call(addressRemoveEndpoint, { id: address!.id }, buyer02)).status).toBe(404);
    expect((await ctx.call(addressSetDefaultEndpoint, { id: address!.id }, buyer01)).status).toBe(404);
    expect(await tables()).toBe(before);
  });

  it("answers another organization's manager 404 for them and changes nothing", async () => {
    const [address] = (await ctx.call(orgAddressListEndpoint, {}, buyer01)).body.data;
    const [title] = (await ctx.call(orgInvoiceListEndpoint, {}, buyer01)).body.data;
    const before = await tables();
    for (const res of [
      await ctx.call(orgAddressUpdateEndpoint, { ...FACTORY, id: address!.id }, manager11),
      await ctx.call(orgAddressRemoveEndpoint, { id: address!.id }, manager11),
      await ctx.call(orgInvoiceUpdateEndpoint, { ...SPECIAL, id: title!.id }, manager11),
      await ctx.call(orgInvoiceRemoveEndpoint, { id: title!.id }, manager11),
    ]) {
      expect(res.status, JSON.stringify(res.body)).toBe(404);
    }
    expect(await tables()).toBe(before);
    // its own organization's list stays its own
    const own = await ctx.call(
      orgAddressSaveEndpoint,
      { ...FACTORY, provinceCode: '110000', cityCode: '110100', countyCode: '110108' },
      manager11,
    );
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect((await ctx.call(orgAddressListEndpoint, {}, buyer01)).body.data.map((a) => a.id)).not.toContain(
      own.body.data.id,
    );
  });

  it('refuses bad input in Chinese and changes nothing', async () => {
    const before = await tables();
    const cases: [Promise<{ status: number; body: { code: number; message: string } }>, string][] = [
      [ctx.call(orgAddressSaveEndpoint, { ...FACTORY, countyCode: '110108' }, buyer02), M.regionNotFound],
      [
        ctx.call(orgAddressSaveEndpoint, unchecked({ ...FACTORY, consignee: '' }), buyer02),
        M.consigneeRequired,
      ],
      [ctx.call(orgInvoiceSaveEndpoint, { ...SPECIAL, bank: '' }, buyer02), '开户银行'],
      [ctx.call(orgInvoiceSaveEndpoint, { ...SPECIAL, taxNo: '91310115MA1K4AB20X' }, buyer02), M.taxNoCheck],
      [ctx.call(orgAddressRemoveEndpoint, unchecked({ id: 'abc' }), buyer02), 'ID'],
    ];
    for (const [call, message] of cases) {
      const res = await call;
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.code).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect(await tables()).toBe(before);
  });

  it("orders with the organization's address and invoice title; another organization cannot", async () => {
    const [address] = (await ctx.call(orgAddressListEndpoint, {}, buyer01)).body.data;
    const [title] = (await ctx.call(orgInvoiceListEndpoint, {}, buyer01)).body.data;
    await clearCart('buyer01');
    const [goods] = await goodsOf([await orgOf('vendor01')], 1, 21);
    const lines = await cartLines(buyer01, [{ id: goods!, num: 1 }]);
    const placed = await submit(buyer01, {
      cartLineIds: lines,
      addressId: address!.id,
      invoiceId: title!.id,
      poNumber: 'PO-ORG-1',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const detail = await ctx.call(orderDetailEndpoint, { id: placed.body.data.orderIds[0]! }, buyer01);
    expect(detail.body.data.address).toMatchObject({ consignee: '赵刚', countyName: '松江区' });
    expect(detail.body.data.invoice).toMatchObject({ title: '华东精工制造有限公司', type: 'SPECIAL' });

    await clearCart('buyer11');
    const [other] = await goodsOf([await orgOf('vendor01')], 1, 22);
    const otherLines = await cartLines(buyer11, [{ id: other!, num: 1 }]);
    const refused = await submit(buyer11, { cartLineIds: otherLines, addressId: address!.id });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('收货地址不存在');
  });
});
