import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER_MESSAGES } from '@pm/contract/admin-user';
import { DEMO, login, useTestApp } from '../../test/app';
import { orderFixtures } from '../order/test-fixtures';

const ctx = useTestApp({
  login: { accountFailures: 5, addressAttempts: 10_000, windowSeconds: 900 },
  register: { addressAttempts: 10_000, windowSeconds: 3600 },
});
const db = () => ctx.tdb.db;
const { call, orgOf, goodsOf, addressOf, submit } = orderFixtures(ctx);

const PASSWORD = 'Reg2026ab';
let phoneNo = 0;
const newPhone = () => `1571234${String(++phoneNo).padStart(4, '0')}`;

interface Account {
  phone: string;
  token: string;
  id: string;
}

async function registered(): Promise<Account> {
  const phone = newPhone();
  const res = await call<{ access_token: string }>(null, 'POST', '/open/register', {
    username: phone,
    password: PASSWORD,
    confirm: PASSWORD,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const token = res.body.data.access_token;
  const me = await call<{ id: string }>(token, 'GET', '/user/get-session-user');
  return { phone, token, id: me.body.data.id };
}

interface UnattachedPage {
  records: { id: string; cellphone: string; username: string; createdAt: string }[];
  total: number;
  page: number;
  limit: number;
}

let admin: string;
let buyer11: string;
let vendor01: string;
let buyerOrg: string;

beforeAll(async () => {
  [admin, buyer11, vendor01] = await Promise.all([
    login(ctx.app, DEMO.admin),
    login(ctx.app, DEMO.buyer11),
    login(ctx.app, DEMO.vendor01),
  ]);
  buyerOrg = await orgOf('buyer11');
});

describe('GET /admin/user/page', () => {
  it('lists individual accounts, newest first, with their phone and registration time; filters by phone', async () => {
    const first = await registered();
    ctx.clock.advance(60_000);
    const second = await registered();
    const res = await call<UnattachedPage>(admin, 'GET', '/admin/user/page?limit=100');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ids = res.body.data.records.map((r) => r.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
    const row = res.body.data.records.find((r) => r.id === second.id)!;
    expect(row).toEqual({
      id: second.id,
      cellphone: second.phone,
      username: second.phone,
      createdAt: ctx.clock.now().toISOString(),
    });
    // Demo accounts belong to organizations: never listed.
    expect(res.body.data.records.some((r) => r.cellphone.startsWith('138'))).toBe(false);

    const one = await call<UnattachedPage>(admin, 'GET', `/admin/user/page?cellphone=${first.phone}`);
    expect(one.body.data.records.map((r) => r.id)).toEqual([first.id]);
    expect(one.body.data.total).toBe(1);
    const bad = await call(admin, 'GET', '/admin/user/page?cellphone=13a');
    expect(bad.status).toBe(400);
  });

  it('answers other roles 403', async () => {
    for (const token of [buyer11, vendor01]) {
      const res = await call(token, 'GET', '/admin/user/page');
      expect(res.status).toBe(403);
    }
    expect((await call(null, 'GET', '/admin/user/page')).status).toBe(401);
  });
});

describe('POST /admin/user/attach', () => {
  let account: Account;
  let goods: string[];
  let individualOrg: string;

  beforeAll(async () => {
    account = await registered();
    individualOrg = (
      await db()
        .selectFrom('users')
        .select('organization_id')
        .where('id', '=', account.id)
        .executeTakeFirstOrThrow()
    ).organization_id;
    goods = await goodsOf([await orgOf('vendor02')], 2);
    const add = await call(account.token, 'POST', '/cart/shop/batch-append', {
      lines: goods.map((id) => ({ id, num: 1 })),
    });
    expect(add.status, JSON.stringify(add.body)).toBe(200);
    await call(account.token, 'POST', '/cart/compare-price/append', { id: goods[0], num: 1 });
    await call(account.token, 'POST', '/inquiry-basket/customize/save', { itemId: goods[1], num: 2 });
    await addressOf(account.phone);
    const invoice = await call(account.token, 'POST', '/member/invoice/save', {
      type: 'NORMAL',
      titleType: 'PERSONAL',
      title: '王芳',
    });
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(200);
  });

  it('refuses other roles with 403 and changes nothing', async () => {
    const before = await db()
      .selectFrom('users')
      .select('organization_id')
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    for (const token of [buyer11, vendor01]) {
      const res = await call(token, 'POST', '/admin/user/attach', {
        userId: account.id,
        organizationId: buyerOrg,
      });
      expect(res.status).toBe(403);
    }
    const after = await db()
      .selectFrom('users')
      .select('organization_id')
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(after.organization_id).toBe(before.organization_id);
    // The account still works as it was.
    expect((await call(account.token, 'GET', '/user/get-session-user')).status).toBe(200);
  });

  it('answers unknown ids 404, a supplier or the platform 400, an attached or deactivated account 409/404', async () => {
    const unknownUser = await call(admin, 'POST', '/admin/user/attach', {
      userId: '999999999',
      organizationId: buyerOrg,
    });
    expect(unknownUser.status).toBe(404);
    expect(unknownUser.body.message).toBe(ADMIN_USER_MESSAGES.userNotFound);
    const unknownOrg = await call(admin, 'POST', '/admin/user/attach', {
      userId: account.id,
      organizationId: '999999999',
    });
    expect(unknownOrg.status).toBe(404);
    expect(unknownOrg.body.message).toBe(ADMIN_USER_MESSAGES.organizationNotFound);
    // Another individual account's organization is no organization.
    const other = await registered();
    const otherOrg = await db()
      .selectFrom('users')
      .select('organization_id')
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    const intoIndividual = await call(admin, 'POST', '/admin/user/attach', {
      userId: account.id,
      organizationId: otherOrg.organization_id,
    });
    expect(intoIndividual.status).toBe(404);
    const vendorOrg = await call(admin, 'POST', '/admin/user/attach', {
      userId: account.id,
      organizationId: await orgOf('vendor01'),
    });
    expect(vendorOrg.status).toBe(400);
    expect(vendorOrg.body.message).toBe(ADMIN_USER_MESSAGES.notBuyerOrganization);
    const attached = await call(admin, 'POST', '/admin/user/attach', {
      userId: await db()
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'buyer01')
        .executeTakeFirstOrThrow()
        .then((r) => r.id),
      organizationId: buyerOrg,
    });
    expect(attached.status).toBe(409);
    expect(attached.body.message).toBe(ADMIN_USER_MESSAGES.alreadyAttached);
    const badId = await call(admin, 'POST', '/admin/user/attach', {
      userId: 'abc',
      organizationId: buyerOrg,
    });
    expect(badId.status).toBe(400);

    // A deactivated individual account is not attached.
    const gone = await registered();
    const out = await call(gone.token, 'POST', `/user/abandonment/${gone.id}`, { password: PASSWORD });
    expect(out.status).toBe(200);
    const deactivated = await call(admin, 'POST', '/admin/user/attach', {
      userId: gone.id,
      organizationId: buyerOrg,
    });
    expect(deactivated.status).toBe(404);
    // Nothing of the account moved.
    const row = await db()
      .selectFrom('users')
      .select('organization_id')
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(row.organization_id).toBe(individualOrg);
  });

  it('moves the account with its cart, lists and addresses, ends its sessions; signed in again it orders', async () => {
    const res = await call<{ userId: string; organizationId: string; organizationName: string }>(
      admin,
      'POST',
      '/admin/user/attach',
      { userId: account.id, organizationId: buyerOrg },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(ADMIN_USER_MESSAGES.attached);
    expect(res.body.data).toEqual({
      userId: account.id,
      organizationId: buyerOrg,
      organizationName: '北方重型机械股份有限公司',
    });

    // The old session ended (it held the individual organization).
    expect((await call(account.token, 'GET', '/user/get-session-user')).status).toBe(401);
    // Every per-user row followed the user.
    const left = await sql<{ t: string; n: number }>`
      SELECT 'cart' AS t, count(*)::int AS n FROM cart_lines WHERE user_id = ${account.id} AND organization_id <> ${buyerOrg}
      UNION ALL SELECT 'compare', count(*)::int FROM compare_price_lines WHERE user_id = ${account.id} AND organization_id <> ${buyerOrg}
      UNION ALL SELECT 'basket', count(*)::int FROM inquiry_basket_lines WHERE user_id = ${account.id} AND organization_id <> ${buyerOrg}
      UNION ALL SELECT 'addresses', count(*)::int FROM addresses WHERE user_id = ${account.id} AND organization_id <> ${buyerOrg}
      UNION ALL SELECT 'invoices', count(*)::int FROM invoice_titles WHERE user_id = ${account.id} AND organization_id <> ${buyerOrg}`.execute(
      db(),
    );
    expect(left.rows.filter((r) => r.n > 0)).toEqual([]);
    // No longer waiting for an operator.
    const page = await call<UnattachedPage>(admin, 'GET', `/admin/user/page?cellphone=${account.phone}`);
    expect(page.body.data.total).toBe(0);
    // Attaching again: already attached.
    const again = await call(admin, 'POST', '/admin/user/attach', {
      userId: account.id,
      organizationId: buyerOrg,
    });
    expect(again.status).toBe(409);

    const token = await login(ctx.app, { username: account.phone, password: PASSWORD });
    const me = await call<{
      organizationId: string;
      organizationName: string;
      attached: boolean;
      roleIds: string[];
    }>(token, 'GET', '/user/get-session-user');
    expect(me.body.data).toMatchObject({
      organizationId: buyerOrg,
      organizationName: '北方重型机械股份有限公司',
      attached: true,
    });
    const role = await call<{ roleType: string }>(token, 'GET', '/user/role-type');
    expect(role.body.data.roleType).toBe('PURCHASER');

    const cart = await call<{ groups: { lines: { id: string; goodsId: string }[] }[] }>(
      token,
      'GET',
      '/cart/shop/list',
    );
    const lines = cart.body.data.groups.flatMap((g) => g.lines);
    expect(lines.map((l) => l.goodsId).sort()).toEqual([...goods].sort());
    const addresses = await call<{ id: string }[]>(token, 'GET', '/member/address/list');
    expect(addresses.body.data).toHaveLength(1);
    const addressId = addresses.body.data[0]!.id;
    const preview = await call<{ problems: string[]; total: number }>(
      token,
      'GET',
      `/order/preview?cartLineIds=${lines.map((l) => l.id).join(',')}&addressId=${addressId}`,
    );
    expect(preview.body.data.problems).toEqual([]);
    const order = await submit(token, {
      cartLineIds: lines.map((l) => l.id),
      addressId,
      expectedAmount: preview.body.data.total,
      remarks: '',
    });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const placed = await db()
      .selectFrom('orders')
      .select(['organization_id', 'user_id'])
      .where('id', 'in', order.body.data.orderIds)
      .execute();
    expect(placed.every((o) => o.organization_id === buyerOrg && o.user_id === account.id)).toBe(true);
  });

  it('is in the OpenAPI document with Chinese summaries and operator access', async () => {
    const doc = (await ctx.app.inject({ url: '/pm-api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags: string[]; summary: string; responses: object }>>;
    };
    const attach = doc.paths['/pm-api/admin/user/attach']?.post;
    const page = doc.paths['/pm-api/admin/user/page']?.get;
    expect(attach?.summary).toMatch(/采购单位/);
    expect(page?.summary).toMatch(/个人账号/);
    expect(Object.keys(attach?.responses ?? {})).toEqual(
      expect.arrayContaining(['400', '401', '403', '404', '409']),
    );
    expect(Object.keys(page?.responses ?? {})).toEqual(expect.arrayContaining(['401', '403']));
  });
});
