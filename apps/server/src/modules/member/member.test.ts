import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_ADDRESSES, MAX_INVOICE_TITLES, MEMBER_MESSAGES as M } from '@pm/contract/member-rules';
import {
  addressDefaultEndpoint,
  addressListEndpoint,
  addressPageEndpoint,
  addressRemoveEndpoint,
  addressSaveEndpoint,
  addressSetDefaultEndpoint,
  addressUpdateEndpoint,
  invoiceDefaultEndpoint,
  invoicePageEndpoint,
  invoiceRemoveEndpoint,
  invoiceSaveEndpoint,
  invoiceSetDefaultEndpoint,
  invoiceUpdateEndpoint,
} from '@pm/contract/member';
import { type Answer, DEMO, login, unchecked, useTestApp, VISITOR } from '../../test/app';
import { addressForOrder, invoiceForOrder } from './member.repo';

const ctx = useTestApp();
let buyer01: string;
let buyer02: string;
let buyer11: string;
let vendor01: string;
/** users.id of buyer02 (organization 1). */
let buyer02Id: string;

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
} as const;

interface AddressJson {
  id: string;
  isDefault: boolean;
  provinceName: string;
  cityName: string;
  countyName: string;
  [k: string]: unknown;
}

async function saveAddress(token: string, body: Record<string, unknown> = {}): Promise<AddressJson> {
  const res = await ctx.call(addressSaveEndpoint, { ...PUDONG, ...body }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as AddressJson;
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

function expect400(res: Answer<unknown>, message: string, label: string) {
  expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBe(400);
  const { body } = res;
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
    const res = await ctx.call(addressListEndpoint, {}, buyer01);
    expect(res.status).toBe(200);
    const list = res.body.data as AddressJson[];
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
    const def = await ctx.call(addressDefaultEndpoint, {}, buyer01);
    expect(def.body.data).toEqual(list[0]);
    const page = await ctx.call(addressPageEndpoint, { page: 1, limit: 10 }, buyer01);
    expect(page.body.data).toEqual({ records: list, total: 1, page: 1, limit: 10 });
  });

  it('answers a supplier and a buyer without addresses with empty lists and null, never 403', async () => {
    for (const token of [vendor01, buyer02]) {
      expect((await ctx.call(addressListEndpoint, {}, token)).body).toMatchObject({ code: 200, data: [] });
      expect((await ctx.call(addressDefaultEndpoint, {}, token)).body).toMatchObject({
        code: 200,
        data: null,
      });
      expect((await ctx.call(addressPageEndpoint, {}, token)).body.data).toEqual({
        records: [],
        total: 0,
        page: 1,
        limit: 20,
      });
      expect((await ctx.call(invoicePageEndpoint, {}, token)).body.data).toMatchObject({
        records: [],
        total: 0,
      });
      expect((await ctx.call(invoiceDefaultEndpoint, {}, token)).body).toMatchObject({
        code: 200,
        data: null,
      });
    }
    expect((await ctx.call(addressListEndpoint, {}, VISITOR)).status).toBe(401);
  });

  it('refuses bad paging', async () => {
    expect400(await ctx.call(addressPageEndpoint, { limit: 101 }, buyer01), '每页条数最大为 100', 'limit');
    expect400(await ctx.call(addressPageEndpoint, { page: 0 }, buyer01), '页码最小为 1', 'page');
    expect400(await ctx.call(invoicePageEndpoint, { limit: 'abc' }, buyer01), '每页条数', 'inv limit');
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
    const ids = ((await ctx.call(addressListEndpoint, {}, buyer02)).body.data as AddressJson[]).map(
      (a) => a.id,
    );
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
    const r = await ctx.call(addressRemoveEndpoint, { id: dg.id }, buyer02);
    expect(r.status).toBe(200);
  });

  it('updates an address; isDefault false leaves the default where it is; the form sets the default', async () => {
    const list = (await ctx.call(addressListEndpoint, {}, buyer02)).body.data as AddressJson[];
    const [def, other] = [list[0]!, list[1]!];
    const res = await ctx.call(
      addressUpdateEndpoint,
      {
        ...PUDONG,
        id: def.id,
        consignee: '李娜娜',
        countyCode: '310104',
        isDefault: false,
      },
      buyer02,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      id: def.id,
      consignee: '李娜娜',
      countyName: '徐汇区',
      isDefault: true,
    });
    const set = await ctx.call(addressSetDefaultEndpoint, { id: other.id }, buyer02);
    expect(set.body).toMatchObject({
      code: 200,
      message: '已设为默认地址',
      data: { id: other.id, isDefault: true },
    });
    expect(await defaultsOf('addresses', buyer02Id)).toEqual([other.id]);
    // setting it again changes nothing
    expect((await ctx.call(addressSetDefaultEndpoint, { id: other.id }, buyer02)).status).toBe(200);
    expect(await defaultsOf('addresses', buyer02Id)).toEqual([other.id]);
    const back = await ctx.call(addressUpdateEndpoint, { ...PUDONG, id: def.id, isDefault: 'true' }, buyer02);
    expect(back.body.data.isDefault).toBe(true);
    expect(await defaultsOf('addresses', buyer02Id)).toEqual([def.id]);
  });

  it('removing the default makes the newest remaining address the default', async () => {
    await clear('addresses', buyer02Id);
    const a = await saveAddress(buyer02);
    const b = await saveAddress(buyer02);
    const c = await saveAddress(buyer02);
    await ctx.call(addressSetDefaultEndpoint, { id: a.id }, buyer02);
    const r1 = await ctx.call(addressRemoveEndpoint, { id: a.id }, buyer02);
    expect(r1.body).toMatchObject({ code: 200, data: { id: a.id, defaultId: c.id } });
    expect(await defaultsOf('addresses', buyer02Id)).toEqual([c.id]);
    const r2 = await ctx.call(addressRemoveEndpoint, { id: b.id }, buyer02);
    expect(r2.body.data).toEqual({ id: b.id, defaultId: c.id });
    const r3 = await ctx.call(addressRemoveEndpoint, { id: c.id }, buyer02);
    expect(r3.body.data).toEqual({ id: c.id, defaultId: null });
    expect((await ctx.call(addressDefaultEndpoint, {}, buyer02)).body.data).toBeNull();
    // gone is gone
    expect((await ctx.call(addressRemoveEndpoint, { id: c.id }, buyer02)).status).toBe(404);
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
      expect400(await ctx.call(addressSaveEndpoint, body, buyer02), message, `save ${JSON.stringify(patch)}`);
      expect400(
        await ctx.call(addressUpdateEndpoint, { ...body, id: mine.id }, buyer02),
        message,
        `update ${JSON.stringify(patch)}`,
      );
    }
    expect400(await ctx.call(addressUpdateEndpoint, unchecked(PUDONG), buyer02), 'ID', 'update without id');
    expect400(
      await ctx.call(addressUpdateEndpoint, { ...PUDONG, id: 'abc' }, buyer02),
      'ID 格式不正确',
      'update id abc',
    );
    expect400(await ctx.call(addressRemoveEndpoint, unchecked({}), buyer02), 'ID', 'remove without id');
    expect400(await ctx.call(addressRemoveEndpoint, { id: '-1' }, buyer02), 'ID 格式不正确', 'remove -1');
    expect400(await ctx.call(addressSetDefaultEndpoint, unchecked(''), buyer02), 'ID', 'default without id');
    expect400(
      await ctx.call(addressSetDefaultEndpoint, { id: '1x' }, buyer02),
      'ID 格式不正确',
      'default 1x',
    );
    expect400(
      await ctx.call(addressSaveEndpoint, unchecked('{"consignee":'), buyer02, {
        headers: { 'content-type': 'application/json' },
      }),
      '',
      'malformed JSON',
    );
    expect(await tables()).toBe(before);
  });

  it('answers another user’s and another organization’s address ids with 404 and changes nothing', async () => {
    const theirs = ((await ctx.call(addressListEndpoint, {}, buyer01)).body.data as AddressJson[])[0]!;
    const before = await tables();
    for (const token of [buyer11, vendor01, buyer02]) {
      const upd = await ctx.call(addressUpdateEndpoint, { ...PUDONG, id: theirs.id, isDefault: true }, token);
      expect(upd.status, JSON.stringify(upd.body)).toBe(404);
      expect(upd.body.message).toBe(M.addressNotFound);
      expect((await ctx.call(addressRemoveEndpoint, { id: theirs.id }, token)).status).toBe(404);
      expect((await ctx.call(addressSetDefaultEndpoint, { id: theirs.id }, token)).status).toBe(404);
    }
    // an id that exists nowhere
    expect((await ctx.call(addressSetDefaultEndpoint, { id: '999999999' }, buyer01)).status).toBe(404);
    // a supplier creates nothing
    expect((await ctx.call(addressSaveEndpoint, PUDONG, vendor01)).status).toBe(403);
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
    expect400(await ctx.call(addressSaveEndpoint, PUDONG, buyer02), M.addressFull, 'full');
    expect(await tables()).toBe(before);
    const page = (await ctx.call(addressPageEndpoint, { page: 3, limit: 20 }, buyer02)).body.data;
    expect(page).toMatchObject({ total: MAX_ADDRESSES, page: 3, limit: 20 });
    expect(page.records).toHaveLength(10);
  });

  it('ends 20 concurrent "set default" calls for different addresses with exactly one default', async () => {
    await clear('addresses', buyer02Id);
    const saved: AddressJson[] = [];
    for (let i = 0; i < 20; i++) saved.push(await saveAddress(buyer02, { detail: `并发路 ${i} 号` }));
    const answers = await Promise.all(
      saved.map((a) => ctx.call(addressSetDefaultEndpoint, { id: a.id }, buyer02)),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
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
        ctx.call(addressSaveEndpoint, { ...PUDONG, detail: `并发新增 ${i} 号` }, buyer02),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((r) => r.body.data.isDefault)).toHaveLength(1);
    expect(await defaultsOf('addresses', buyer02Id)).toHaveLength(1);
    expect((await ctx.call(addressListEndpoint, {}, buyer02)).body.data).toHaveLength(10);
  });
});

describe('发票抬头', () => {
  it('lists buyer01’s seeded company title', async () => {
    const page = (await ctx.call(invoicePageEndpoint, {}, buyer01)).body.data;
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({
      type: 'NORMAL',
      titleType: 'COMPANY',
      title: '华东精工制造有限公司',
      isDefault: true,
    });
    expect((await ctx.call(invoiceDefaultEndpoint, {}, buyer01)).body.data).toEqual(page.records[0]);
  });

  it('saves a 专票 title with a valid 统一社会信用代码; the account loses its spaces and dashes', async () => {
    await clear('invoice_titles', buyer02Id);
    const res = await ctx.call(invoiceSaveEndpoint, SPECIAL, buyer02);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      ...SPECIAL,
      account: '1402020009024567890',
      isDefault: true,
    });
    // lower-case letters and spaces in the 纳税人识别号 are normalized
    const lower = await ctx.call(
      invoiceSaveEndpoint,
      {
        ...SPECIAL,
        type: 'NORMAL',
        taxNo: ' 91330100716105852f ',
        address: '',
        phone: '',
        bank: '',
        account: '',
      },
      buyer02,
    );
    expect(lower.body.data).toMatchObject({ taxNo: '91330100716105852F', isDefault: false, bank: '' });
    // 个人 普票 keeps only its name
    const personal = await ctx.call(
      invoiceSaveEndpoint,
      {
        type: 'NORMAL',
        titleType: 'PERSONAL',
        title: '李娜',
        taxNo: 'whatever',
        bank: '某银行',
      },
      buyer02,
    );
    expect(personal.body.data).toMatchObject({ titleType: 'PERSONAL', title: '李娜', taxNo: '', bank: '' });
    expect((await ctx.call(invoicePageEndpoint, {}, buyer02)).body.data.total).toBe(3);
  });

  it('answers bad input with 400 and a Chinese message, and changes nothing', async () => {
    const mine = (
      (await ctx.call(invoicePageEndpoint, {}, buyer02)).body.data.records as { id: string }[]
    )[0]!;
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
      expect400(await ctx.call(invoiceSaveEndpoint, body, buyer02), message, `save ${JSON.stringify(patch)}`);
      expect400(
        await ctx.call(invoiceUpdateEndpoint, { ...body, id: mine.id }, buyer02),
        message,
        `update ${JSON.stringify(patch)}`,
      );
    }
    // 普票 of a company: registration fields optional, checked when given
    expect400(
      await ctx.call(invoiceSaveEndpoint, { ...SPECIAL, type: 'NORMAL', account: '12' }, buyer02),
      M.accountInvalid,
      'normal account',
    );
    expect400(await ctx.call(invoiceUpdateEndpoint, unchecked(SPECIAL), buyer02), 'ID', 'update without id');
    expect400(await ctx.call(invoiceRemoveEndpoint, { id: 'x' }, buyer02), 'ID 格式不正确', 'remove x');
    expect400(await ctx.call(invoiceSetDefaultEndpoint, unchecked('id='), buyer02), 'ID', 'default empty');
    expect(await tables()).toBe(before);
  });

  it('updates, moves the default, and removing the default hands it to the newest', async () => {
    const records = (await ctx.call(invoicePageEndpoint, {}, buyer02)).body.data.records as {
      id: string;
      isDefault: boolean;
    }[];
    const def = records.find((r) => r.isDefault)!;
    const others = records.filter((r) => !r.isDefault);
    const upd = await ctx.call(
      invoiceUpdateEndpoint,
      {
        ...SPECIAL,
        id: def.id,
        title: '福建榕城机电股份有限公司',
      },
      buyer02,
    );
    expect(upd.body.data).toMatchObject({ id: def.id, title: '福建榕城机电股份有限公司', isDefault: true });
    const set = await ctx.call(invoiceSetDefaultEndpoint, { id: others[1]!.id }, buyer02);
    expect(set.body).toMatchObject({ code: 200, data: { id: others[1]!.id, isDefault: true } });
    expect(await defaultsOf('invoice_titles', buyer02Id)).toEqual([others[1]!.id]);
    const newest = [...records].map((r) => Number(r.id)).sort((a, b) => b - a);
    const removed = await ctx.call(invoiceRemoveEndpoint, { id: others[1]!.id }, buyer02);
    const heir = String(newest.find((id) => String(id) !== others[1]!.id));
    expect(removed.body.data).toEqual({ id: others[1]!.id, defaultId: heir });
    expect(await defaultsOf('invoice_titles', buyer02Id)).toEqual([heir]);
    expect((await ctx.call(invoiceDefaultEndpoint, {}, buyer02)).body.data?.id).toBe(heir);
  });

  it('answers another user’s and another organization’s title ids with 404 and changes nothing', async () => {
    const theirs = (
      (await ctx.call(invoicePageEndpoint, {}, buyer01)).body.data.records as { id: string }[]
    )[0]!;
    const before = await tables();
    for (const token of [buyer11, vendor01, buyer02]) {
      const upd = await ctx.call(invoiceUpdateEndpoint, { ...SPECIAL, id: theirs.id }, token);
      expect(upd.status, JSON.stringify(upd.body)).toBe(404);
      expect(upd.body.message).toBe(M.invoiceNotFound);
      expect((await ctx.call(invoiceRemoveEndpoint, { id: theirs.id }, token)).status).toBe(404);
      expect((await ctx.call(invoiceSetDefaultEndpoint, { id: theirs.id }, token)).status).toBe(404);
    }
    expect((await ctx.call(invoiceSaveEndpoint, SPECIAL, vendor01)).status).toBe(403);
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
    expect400(await ctx.call(invoiceSaveEndpoint, SPECIAL, buyer02), M.invoiceFull, 'full');
    expect(await tables()).toBe(before);
  });

  it('ends 20 concurrent "set default" calls with exactly one default title', async () => {
    const records = (await ctx.call(invoicePageEndpoint, { limit: 20 }, buyer02)).body.data.records as {
      id: string;
    }[];
    const answers = await Promise.all(
      records.map((r) => ctx.call(invoiceSetDefaultEndpoint, { id: r.id }, buyer02)),
    );
    expect(answers.every((r) => r.status === 200)).toBe(true);
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
    const address = ((await ctx.call(addressListEndpoint, {}, buyer01)).body.data as AddressJson[])[0]!;
    const invoice = (await ctx.call(invoiceDefaultEndpoint, {}, buyer01)).body.data as { id: string };
    expect(await addressForOrder(db, user01, address.id)).toEqual(address);
    expect(await invoiceForOrder(db, user01, invoice.id)).toEqual(invoice);
    expect(await addressForOrder(db, buyer02Id, address.id)).toBeUndefined();
    expect(await invoiceForOrder(db, buyer02Id, invoice.id)).toBeUndefined();
  });
});
