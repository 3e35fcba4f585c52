import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_ADDRESSES, MAX_INVOICE_TITLES, MEMBER_MESSAGES as M } from '@pm/contract/member-rules';
import { bearer, DEMO, login, useTestApp } from '../../test/app';
import { addressForOrder, invoiceForOrder } from './member.repo';

const ctx = useTestApp();
let buyer01: string;
let buyer02: string;
let buyer11: string;
let vendor01: string;
/** users.id of buyer02 (organization 1). */
let buyer02Id: string;

const URL = {
  list: '/pm-api/member/address/list',
  page: '/pm-api/member/address/address/page',
  save: '/pm-api/member/address/save',
  update: '/pm-api/member/address/update',
  remove: '/pm-api/member/address/remove',
  setDefault: '/pm-api/member/address/default',
  getDefault: '/pm-api/member/address/default',
  invPage: '/pm-api/member/invoice/page',
  invSave: '/pm-api/member/invoice/save',
  invUpdate: '/pm-api/member/invoice/update',
  invRemove: '/pm-api/member/invoice/remove',
  invSetDefault: '/pm-api/member/invoice/default',
  invDefault: '/pm-api/member/invoice/defaultInvoice',
};

const PUDONG = {
  consignee: '李娜',
  mobile: '13800000002',
  provinceCode: '310000',
  cityCode: '310100',
  countyCode: '310115',
  detail: '张江路 100 号',
  tag: '家',
};

const SPECIAL = {
  type: 'SPECIAL',
  titleType: 'COMPANY',
  title: '福建榕城机电有限公司',
  taxNo: '91350100M000100Y43',
  address: '福州市鼓楼区五四路 1 号',
  phone: '0591-87654321',
  bank: '中国工商银行福州分行',
  account: '1402 0200-0902 4567 890',
};

function call(token: string | null, opts: InjectOptions) {
  return ctx.app.inject({ ...opts, headers: { ...(opts.headers ?? {}), ...(token ? bearer(token) : {}) } });
}
const get = (token: string | null, url: string) => call(token, { method: 'GET', url });
const post = (token: string | null, url: string, payload: unknown) =>
  call(token, { method: 'POST', url, payload: payload as Record<string, unknown> });
const form = (token: string | null, url: string, body: string) =>
  call(token, {
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });
const del = (token: string | null, url: string) => call(token, { method: 'DELETE', url });

interface AddressJson {
  id: string;
  isDefault: boolean;
  provinceName: string;
  cityName: string;
  countyName: string;
  [k: string]: unknown;
}

async function saveAddress(token: string, body: Record<string, unknown> = {}): Promise<AddressJson> {
  const res = await post(token, URL.save, { ...PUDONG, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AddressJson;
}

/** A fingerprint of both tables, to prove a refused call changed nothing. */
async function tables(): Promise<string> {
  const a = await sql<{
    t: string;
  }>`SELECT coalesce(string_agg(a::text, '|' ORDER BY id), '') AS t FROM addresses a`.execute(ctx.tdb.db);
  const i = await sql<{
    t: string;
  }>`SELECT coalesce(string_agg(i::text, '|' ORDER BY id), '') AS t FROM invoice_titles i`.execute(
    ctx.tdb.db,
  );
  return `${a.rows[0]!.t}#${i.rows[0]!.t}`;
}

async function defaultsOf(table: 'addresses' | 'invoice_titles', userId: string): Promise<string[]> {
  const rows = await ctx.tdb.db
    .selectFrom(table)
    .select('id')
    .where('user_id', '=', userId)
    .where('is_default', '=', true)
    .execute();
  return rows.map((r) => String(r.id));
}

async function clear(table: 'addresses' | 'invoice_titles', userId: string): Promise<void> {
  await ctx.tdb.db.deleteFrom(table).where('user_id', '=', userId).execute();
}

function expect400(res: { statusCode: number; body: string }, message: string, label: string) {
  expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
  const body = JSON.parse(res.body) as { code: number; message: string };
  expect(body.code, label).toBe(400);
  expect(body.message, label).toContain(message);
  // Chinese, never the JSON field name
  expect(body.message, label).not.toMatch(/[A-Za-z]{4,}：/);
}

beforeAll(async () => {
  [buyer01, buyer02, buyer11, vendor01] = await Promise.all([
    login(ctx.app, DEMO.buyer01),
    login(ctx.app, DEMO.buyer02),
    login(ctx.app, DEMO.buyer11),
    login(ctx.app, DEMO.vendor01),
  ]);
  buyer02Id = String(
    (
      await ctx.tdb.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'buyer02')
        .executeTakeFirstOrThrow()
    ).id,
  );
});

describe('收货地址: reads', () => {
  it('lists buyer01’s seeded default address with division names', async () => {
    const res = await get(buyer01, URL.list);
    expect(res.statusCode).toBe(200);
    const list = res.json().data as AddressJson[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      consignee: '张伟',
      mobile: '13800000001',
      provinceCode: '310000',
      cityCode: '310100',
      countyCode: '310115',
      provinceName: '上海市',
      cityName: '上海市',
      countyName: '浦东新区',
      isDefault: true,
    });
    const def = await get(buyer01, URL.getDefault);
    expect(def.json().data).toEqual(list[0]);
    const page = await get(buyer01, `${URL.page}?page=1&limit=10`);
    expect(page.json().data).toEqual({ records: list, total: 1, page: 1, limit: 10 });
  });

  it('answers a supplier and a buyer without addresses with empty lists and null, never 403', async () => {
    for (const token of [vendor01, buyer02]) {
      expect((await get(token, URL.list)).json()).toMatchObject({ code: 200, data: [] });
      expect((await get(token, URL.getDefault)).json()).toMatchObject({ code: 200, data: null });
      expect((await get(token, URL.page)).json().data).toEqual({ records: [], total: 0, page: 1, limit: 20 });
      expect((await get(token, URL.invPage)).json().data).toMatchObject({ records: [], total: 0 });
      expect((await get(token, URL.invDefault)).json()).toMatchObject({ code: 200, data: null });
    }
    expect((await get(null, URL.list)).statusCode).toBe(401);
  });

  it('refuses bad paging', async () => {
    expect400(await get(buyer01, `${URL.page}?limit=101`), '每页条数最大为 100', 'limit');
    expect400(await get(buyer01, `${URL.page}?page=0`), '页码最小为 1', 'page');
    expect400(await get(buyer01, `${URL.invPage}?limit=abc`), '每页条数', 'inv limit');
  });
});

describe('收货地址: writes', () => {
  it('makes the first address the default; isDefault moves it; names come from the divisions', async () => {
    await clear('addresses', buyer02Id);
    const first = await saveAddress(buyer02);
    expect(first).toMatchObject({
      isDefault: true,
      provinceName: '上海市',
      countyName: '浦东新区',
      tag: '家',
    });
    const second = await saveAddress(buyer02, {
      provinceCode: '110000',
      cityCode: '110100',
      countyCode: '110108',
      detail: '  中关村大街 1 号  ',
      tag: '',
    });
    expect(second).toMatchObject({
      isDefault: false,
      provinceName: '北京市',
      cityName: '北京市',
      countyName: '海淀区',
      detail: '中关村大街 1 号',
      tag: '',
    });
    const third = await saveAddress(buyer02, { isDefault: true, tag: '仓库' });
    expect(third.isDefault).toBe(true);
    expect(await defaultsOf('addresses', buyer02Id)).toEqual([third.id]);
    // the list: default first, then the newest
    const ids = ((await get(buyer02, URL.list)).json().data as AddressJson[]).map((a) => a.id);
    expect(ids).toEqual([third.id, second.id, first.id]);
  });

  it('takes a city without counties (东莞市) with its own code as the county', async () => {
    const dg = await saveAddress(buyer02, {
      provinceCode: '440000',
      cityCode: '441900',
      countyCode: '441900',
      detail: '南城街道鸿福路 1 号',
    });
    expect(dg).toMatchObject({
      provinceName: '广东省',
      cityName: '东莞市',
      countyName: '',
      countyCode: '441900',
    });
    const r = await del(buyer02, `${URL.remove}?id=${dg.id}`);
    expect(r.statusCode).toBe(200);
  });

  it('updates an address; isDefault false leaves the default where it is; the form sets the default', async () => {
    const list = (await get(buyer02, URL.list)).json().data as AddressJson[];
    const [def, other] = [list[0]!, list[1]!];
    const res = await post(buyer02, URL.update, {
      ...PUDONG,
      id: def.id,
      consignee: '李娜娜',
      countyCode: '310104',
      isDefault: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: def.id,
      consignee: '李娜娜',
      countyName: '徐汇区',
      isDefault: true,
    });
    const set = await form(buyer02, URL.setDefault, `id=${other.id}`);
    expect(set.json()).toMatchObject({
      code: 200,
      message: '已设为默认地址',
      data: { id: other.id, isDefault: true },
    });
    expect(await defaultsOf('addresses', buyer02Id)).toEqual([other.id]);
    // setting it again changes nothing
    expect((await form(buyer02, URL.setDefault, `id=${other.id}`)).statusCode).toBe(200);
    expect(await defaultsOf('addresses', buyer02Id)).toEqual([other.id]);
    const back = await post(buyer02, URL.update, { ...PUDONG, id: def.id, isDefault: 'true' });
    expect(back.json().data.isDefault).toBe(true);
    expect(await defaultsOf('addresses', buyer02Id)).toEqual([def.id]);
  });

  it('removing the default makes the newest remaining address the default', async () => {
    await clear('addresses', buyer02Id);
    const a = await saveAddress(buyer02);
    const b = await saveAddress(buyer02);
    const c = await saveAddress(buyer02);
    await form(buyer02, URL.setDefault, `id=${a.id}`);
    const r1 = await del(buyer02, `${URL.remove}?id=${a.id}`);
    expect(r1.json()).toMatchObject({ code: 200, data: { id: a.id, defaultId: c.id } });
    expect(await defaultsOf('addresses', buyer02Id)).toEqual([c.id]);
    const r2 = await del(buyer02, `${URL.remove}?id=${b.id}`);
    expect(r2.json().data).toEqual({ id: b.id, defaultId: c.id });
    const r3 = await del(buyer02, `${URL.remove}?id=${c.id}`);
    expect(r3.json().data).toEqual({ id: c.id, defaultId: null });
    expect((await get(buyer02, URL.getDefault)).json().data).toBeNull();
    // gone is gone
    expect((await del(buyer02, `${URL.remove}?id=${c.id}`)).statusCode).toBe(404);
  });

  it('answers bad input with 400 and a Chinese message, and changes nothing', async () => {
    const mine = await saveAddress(buyer02);
    const cases: [Record<string, unknown>, string][] = [
      [{ consignee: undefined }, M.consigneeRequired],
      [{ consignee: '   ' }, M.consigneeRequired],
      [{ consignee: '张'.repeat(26) }, M.consigneeTooLong],
      [{ consignee: 5 }, M.consigneeRequired],
      [{ mobile: undefined }, M.mobileRequired],
      [{ mobile: '12000000000' }, M.mobileInvalid],
      [{ mobile: '1380000000' }, M.mobileInvalid],
      [{ provinceCode: undefined }, M.provinceRequired],
      [{ cityCode: '' }, M.cityRequired],
      [{ countyCode: undefined }, M.countyRequired],
      [{ countyCode: '31011' }, M.regionCodeInvalid],
      [{ countyCode: '441900003' }, M.regionCodeInvalid],
      [{ countyCode: '990101' }, M.regionNotFound],
      // a county of another city, a city of another province, a province that is a city
      [{ countyCode: '320506' }, M.regionNotFound],
      [{ cityCode: '320500', countyCode: '320506' }, M.regionNotFound],
      [{ provinceCode: '310100' }, M.regionNotFound],
      // 上海市 has counties: the city code cannot stand for one
      [{ countyCode: '310100' }, M.regionNotFound],
      [{ detail: '' }, M.detailRequired],
      [{ detail: '路'.repeat(121) }, M.detailTooLong],
      [{ tag: '标'.repeat(11) }, M.tagTooLong],
      [{ isDefault: 'maybe' }, M.isDefaultInvalid],
    ];
    const before = await tables();
    for (const [patch, message] of cases) {
      const body = { ...PUDONG, ...patch };
      expect400(await post(buyer02, URL.save, body), message, `save ${JSON.stringify(patch)}`);
      expect400(
        await post(buyer02, URL.update, { ...body, id: mine.id }),
        message,
        `update ${JSON.stringify(patch)}`,
      );
    }
    expect400(await post(buyer02, URL.update, PUDONG), 'ID', 'update without id');
    expect400(await post(buyer02, URL.update, { ...PUDONG, id: 'abc' }), 'ID 格式不正确', 'update id abc');
    expect400(await del(buyer02, URL.remove), 'ID', 'remove without id');
    expect400(await del(buyer02, `${URL.remove}?id=-1`), 'ID 格式不正确', 'remove -1');
    expect400(await form(buyer02, URL.setDefault, ''), 'ID', 'default without id');
    expect400(await form(buyer02, URL.setDefault, 'id=1x'), 'ID 格式不正确', 'default 1x');
    expect400(
      await call(buyer02, {
        method: 'POST',
        url: URL.save,
        headers: { 'content-type': 'application/json' },
        payload: '{"consignee":',
      }),
      '',
      'malformed JSON',
    );
    expect(await tables()).toBe(before);
  });

  it('answers another user’s and another organization’s address ids with 404 and changes nothing', async () => {
    const theirs = ((await get(buyer01, URL.list)).json().data as AddressJson[])[0]!;
    const before = await tables();
    for (const token of [buyer11, vendor01, buyer02]) {
      const upd = await post(token, URL.update, { ...PUDONG, id: theirs.id, isDefault: true });
      expect(upd.statusCode, upd.body).toBe(404);
      expect(upd.json().message).toBe(M.addressNotFound);
      expect((await del(token, `${URL.remove}?id=${theirs.id}`)).statusCode).toBe(404);
      expect((await form(token, URL.setDefault, `id=${theirs.id}`)).statusCode).toBe(404);
    }
    // an id that exists nowhere
    expect((await form(buyer01, URL.setDefault, 'id=999999999')).statusCode).toBe(404);
    // a supplier creates nothing
    expect((await post(vendor01, URL.save, PUDONG)).statusCode).toBe(403);
    expect(await tables()).toBe(before);
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses per user`, async () => {
    await clear('addresses', buyer02Id);
    await saveAddress(buyer02);
    const now = new Date();
    await ctx.tdb.db
      .insertInto('addresses')
      .values(
        Array.from({ length: MAX_ADDRESSES - 1 }, (_x, i) => ({
          organization_id: 1,
          user_id: buyer02Id,
          consignee: `收货人${i}`,
          mobile: '13800000002',
          province_code: '310000',
          city_code: '310100',
          county_code: '310115',
          detail: `测试路 ${i} 号`,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const before = await tables();
    expect400(await post(buyer02, URL.save, PUDONG), M.addressFull, 'full');
    expect(await tables()).toBe(before);
    const page = (await get(buyer02, `${URL.page}?page=3&limit=20`)).json().data;
    expect(page).toMatchObject({ total: MAX_ADDRESSES, page: 3, limit: 20 });
    expect(page.records).toHaveLength(10);
  });

  it('ends 20 concurrent "set default" calls for different addresses with exactly one default', async () => {
    await clear('addresses', buyer02Id);
    const saved: AddressJson[] = [];
    for (let i = 0; i < 20; i++) saved.push(await saveAddress(buyer02, { detail: `并发路 ${i} 号` }));
    const answers = await Promise.all(saved.map((a) => form(buyer02, URL.setDefault, `id=${a.id}`)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const defaults = await defaultsOf('addresses', buyer02Id);
    expect(defaults).toHaveLength(1);
    const count = await sql<{ n: string }>`
      SELECT count(*) AS n FROM addresses WHERE user_id = ${buyer02Id} AND is_default`.execute(ctx.tdb.db);
    expect(Number(count.rows[0]!.n)).toBe(1);
  });

  it('ends 10 concurrent first saves with 10 addresses and one default', async () => {
    await clear('addresses', buyer02Id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_x, i) =>
        post(buyer02, URL.save, { ...PUDONG, detail: `并发新增 ${i} 号` }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((r) => r.json().data.isDefault)).toHaveLength(1);
    expect(await defaultsOf('addresses', buyer02Id)).toHaveLength(1);
    expect((await get(buyer02, URL.list)).json().data).toHaveLength(10);
  });
});

describe('发票抬头', () => {
  it('lists buyer01’s seeded company title', async () => {
    const page = (await get(buyer01, URL.invPage)).json().data;
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({
      type: 'NORMAL',
      titleType: 'COMPANY',
      title: '华东精工制造有限公司',
      isDefault: true,
    });
    expect((await get(buyer01, URL.invDefault)).json().data).toEqual(page.records[0]);
  });

  it('saves a 专票 title with a valid 统一社会信用代码; the account loses its spaces and dashes', async () => {
    await clear('invoice_titles', buyer02Id);
    const res = await post(buyer02, URL.invSave, SPECIAL);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      ...SPECIAL,
      account: '1402020009024567890',
      isDefault: true,
    });
    // lower-case letters and spaces in the 纳税人识别号 are normalized
    const lower = await post(buyer02, URL.invSave, {
      ...SPECIAL,
      type: 'NORMAL',
      taxNo: ' 91330100716105852f ',
      address: '',
      phone: '',
      bank: '',
      account: '',
    });
    expect(lower.json().data).toMatchObject({ taxNo: '91330100716105852F', isDefault: false, bank: '' });
    // 个人 普票 keeps only its name
    const personal = await post(buyer02, URL.invSave, {
      type: 'NORMAL',
      titleType: 'PERSONAL',
      title: '李娜',
      taxNo: 'whatever',
      bank: '某银行',
    });
    expect(personal.json().data).toMatchObject({ titleType: 'PERSONAL', title: '李娜', taxNo: '', bank: '' });
    expect((await get(buyer02, URL.invPage)).json().data.total).toBe(3);
  });

  it('answers bad input with 400 and a Chinese message, and changes nothing', async () => {
    const mine = ((await get(buyer02, URL.invPage)).json().data.records as { id: string }[])[0]!;
    const cases: [Record<string, unknown>, string][] = [
      [{ taxNo: '91350100M000100Y44' }, M.taxNoCheck],
      [{ taxNo: '91350100M000100Y4I' }, M.taxNoCheck],
      [{ taxNo: '1234567890123456' }, M.taxNoInvalid],
      [{ taxNo: '91350100-000100Y43' }, M.taxNoInvalid],
      [{ taxNo: '' }, M.taxNoRequired],
      [{ taxNo: undefined }, M.taxNoRequired],
      [{ titleType: 'PERSONAL' }, M.personalSpecial],
      [{ type: 'VAT' }, M.typeInvalid],
      [{ type: undefined }, M.typeInvalid],
      [{ titleType: 'GOV' }, M.titleTypeInvalid],
      [{ title: '' }, M.titleRequired],
      [{ title: '司'.repeat(101) }, M.titleTooLong],
      [{ address: '' }, M.regAddressRequired],
      [{ phone: undefined }, M.regPhoneRequired],
      [{ phone: '12345' }, M.regPhoneInvalid],
      [{ bank: ' ' }, M.bankRequired],
      [{ account: '' }, M.accountRequired],
      [{ account: '1234-567' }, M.accountInvalid],
      [{ account: '6222abc00112' }, M.accountInvalid],
      [{ isDefault: 'yes' }, M.isDefaultInvalid],
    ];
    const before = await tables();
    for (const [patch, message] of cases) {
      const body = { ...SPECIAL, ...patch };
      expect400(await post(buyer02, URL.invSave, body), message, `save ${JSON.stringify(patch)}`);
      expect400(
        await post(buyer02, URL.invUpdate, { ...body, id: mine.id }),
        message,
        `update ${JSON.stringify(patch)}`,
      );
    }
    // 普票 of a company: registration fields optional, checked when given
    expect400(
      await post(buyer02, URL.invSave, { ...SPECIAL, type: 'NORMAL', account: '12' }),
      M.accountInvalid,
      'normal account',
    );
    expect400(await post(buyer02, URL.invUpdate, SPECIAL), 'ID', 'update without id');
    expect400(await del(buyer02, `${URL.invRemove}?id=x`), 'ID 格式不正确', 'remove x');
    expect400(await form(buyer02, URL.invSetDefault, 'id='), 'ID', 'default empty');
    expect(await tables()).toBe(before);
  });

  it('updates, moves the default, and removing the default hands it to the newest', async () => {
    const records = (await get(buyer02, URL.invPage)).json().data.records as {
      id: string;
      isDefault: boolean;
    }[];
    const def = records.find((r) => r.isDefault)!;
    const others = records.filter((r) => !r.isDefault);
    const upd = await post(buyer02, URL.invUpdate, {
      ...SPECIAL,
      id: def.id,
      title: '福建榕城机电股份有限公司',
    });
    expect(upd.json().data).toMatchObject({ id: def.id, title: '福建榕城机电股份有限公司', isDefault: true });
    const set = await form(buyer02, URL.invSetDefault, `id=${others[1]!.id}`);
    expect(set.json()).toMatchObject({ code: 200, data: { id: others[1]!.id, isDefault: true } });
    expect(await defaultsOf('invoice_titles', buyer02Id)).toEqual([others[1]!.id]);
    const newest = [...records].map((r) => Number(r.id)).sort((a, b) => b - a);
    const removed = await del(buyer02, `${URL.invRemove}?id=${others[1]!.id}`);
    const heir = String(newest.find((id) => String(id) !== others[1]!.id));
    expect(removed.json().data).toEqual({ id: others[1]!.id, defaultId: heir });
    expect(await defaultsOf('invoice_titles', buyer02Id)).toEqual([heir]);
    expect((await get(buyer02, URL.invDefault)).json().data.id).toBe(heir);
  });

  it('answers another user’s and another organization’s title ids with 404 and changes nothing', async () => {
    const theirs = ((await get(buyer01, URL.invPage)).json().data.records as { id: string }[])[0]!;
    const before = await tables();
    for (const token of [buyer11, vendor01, buyer02]) {
      const upd = await post(token, URL.invUpdate, { ...SPECIAL, id: theirs.id });
      expect(upd.statusCode, upd.body).toBe(404);
      expect(upd.json().message).toBe(M.invoiceNotFound);
      expect((await del(token, `${URL.invRemove}?id=${theirs.id}`)).statusCode).toBe(404);
      expect((await form(token, URL.invSetDefault, `id=${theirs.id}`)).statusCode).toBe(404);
    }
    expect((await post(vendor01, URL.invSave, SPECIAL)).statusCode).toBe(403);
    expect(await tables()).toBe(before);
  });

  it(`keeps at most ${MAX_INVOICE_TITLES} titles per user`, async () => {
    await clear('invoice_titles', buyer02Id);
    const now = new Date();
    await ctx.tdb.db
      .insertInto('invoice_titles')
      .values(
        Array.from({ length: MAX_INVOICE_TITLES }, (_x, i) => ({
          organization_id: 1,
          user_id: buyer02Id,
          type: 'NORMAL' as const,
          title_type: 'PERSONAL' as const,
          title: `个人${i}`,
          is_default: i === 0,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const before = await tables();
    expect400(await post(buyer02, URL.invSave, SPECIAL), M.invoiceFull, 'full');
    expect(await tables()).toBe(before);
  });

  it('ends 20 concurrent "set default" calls with exactly one default title', async () => {
    const records = (await get(buyer02, `${URL.invPage}?limit=20`)).json().data.records as { id: string }[];
    const answers = await Promise.all(records.map((r) => form(buyer02, URL.invSetDefault, `id=${r.id}`)));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(await defaultsOf('invoice_titles', buyer02Id)).toHaveLength(1);
  });
});

describe('for the order module', () => {
  it('addressForOrder and invoiceForOrder read the user’s own rows only', async () => {
    const db = ctx.tdb.db;
    const user01 = String(
      (await db.selectFrom('users').select('id').where('username', '=', 'buyer01').executeTakeFirstOrThrow())
        .id,
    );
    const address = ((await get(buyer01, URL.list)).json().data as AddressJson[])[0]!;
    const invoice = (await get(buyer01, URL.invDefault)).json().data as { id: string };
    expect(await addressForOrder(db, user01, address.id)).toEqual(address);
    expect(await invoiceForOrder(db, user01, invoice.id)).toEqual(invoice);
    expect(await addressForOrder(db, buyer02Id, address.id)).toBeUndefined();
    expect(await invoiceForOrder(db, buyer02Id, invoice.id)).toBeUndefined();
  });
});
