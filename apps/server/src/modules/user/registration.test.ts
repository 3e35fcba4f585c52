import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_ERROR_CODES } from '@pm/contract/order';
import { REGISTER_MESSAGES } from '@pm/contract/register';
import { RULE_MESSAGES } from '@pm/contract/rules';
import { ACCOUNT_MESSAGES } from '@pm/contract/user';
import { cartBatchAppendEndpoint, cartListEndpoint } from '@pm/contract/cart';
import { compareAppendEndpoint, inquirySaveEndpoint } from '@pm/contract/add-to-lists';
import { inquiryBasketEndpoint, inquiryPushEndpoint } from '@pm/contract/inquiry';
import { organizationLogoEndpoint } from '@pm/contract/mall';
import { addressListEndpoint, addressSaveEndpoint } from '@pm/contract/member';
import { orderPreviewEndpoint, orderSubmitEndpoint } from '@pm/contract/order';
import { organizationPageEndpoint } from '@pm/contract/organization';
import { registerEndpoint } from '@pm/contract/register';
import {
  abandonmentEndpoint,
  roleTypeEndpoint,
  sessionUserEndpoint,
  updateCellphoneEndpoint,
} from '@pm/contract/user';
import { DEMO, login, unchecked, useTestApp, VISITOR } from '../../test/app';
import { orderFixtures } from '../order/test-fixtures';

// Many registrations and logins from one address; the rate limit has its own app below.
const ctx = useTestApp({
  login: { accountFailures: 5, addressAttempts: 10_000, windowSeconds: 900 },
  register: { addressAttempts: 10_000, windowSeconds: 3600 },
});
const db = () => ctx.tdb.db;
const { orgOf, goodsOf } = orderFixtures(ctx);

const PASSWORD = 'Reg2026ab';
let phoneNo = 0;
/** A fresh, valid mainland number (13x, never a demo account's). */
const newPhone = () => `1351234${String(++phoneNo).padStart(4, '0')}`;

/** Registers with the body as it is (the failure cases send fields the request type does not allow). */
function register(body: Record<string, unknown>) {
  return ctx.call(registerEndpoint, unchecked(body), VISITOR);
}

async function registered(phone = newPhone()): Promise<{ phone: string; token: string }> {
  const res = await register({ username: phone, password: PASSWORD, confirm: PASSWORD });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { phone, token: res.body.data.access_token };
}

async function countUsers(): Promise<number> {
  const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM users`.execute(db());
  return r.rows[0]!.n;
}

describe('POST /open/register', () => {
  it('answers every phone and password rule message from the server, naming the field; creates nothing', async () => {
    const before = await countUsers();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ password: PASSWORD, confirm: PASSWORD }, 'username', RULE_MESSAGES.phoneRequired],
      [{ username: '  ', password: PASSWORD, confirm: PASSWORD }, 'username', RULE_MESSAGES.phoneRequired],
      [
        { username: '12345678901', password: PASSWORD, confirm: PASSWORD },
        'username',
        RULE_MESSAGES.phoneInvalid,
      ],
      [
        { username: '1941234567', password: PASSWORD, confirm: PASSWORD },
        'username',
        RULE_MESSAGES.phoneInvalid,
      ],
      [{ username: newPhone(), confirm: PASSWORD }, 'password', RULE_MESSAGES.passwordRequired],
      [{ username: newPhone(), password: '', confirm: '' }, 'password', RULE_MESSAGES.passwordRequired],
      [
        { username: newPhone(), password: 'abc12345', confirm: 'abc12345' },
        'password',
        RULE_MESSAGES.passwordInvalid,
      ],
      [
        { username: newPhone(), password: 'Abc1234', confirm: 'Abc1234' },
        'password',
        RULE_MESSAGES.passwordInvalid,
      ],
      [
        { username: newPhone(), password: 'Abcdefgh12345678X', confirm: 'Abcdefgh12345678X' },
        'password',
        RULE_MESSAGES.passwordInvalid,
      ],
      [
        { username: newPhone(), password: PASSWORD, confirm: 'Reg2026aB' },
        'confirm',
        RULE_MESSAGES.confirmMismatch,
      ],
      [{ username: newPhone(), password: PASSWORD }, 'confirm', RULE_MESSAGES.passwordRequired],
    ];
    for (const [body, field, message] of cases) {
      const res = await register(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const json = res.failure;
      expect(json.code).toBe(400);
      // The envelope names the field as every validation answer does (账号：请输入手机号); each error
      // carries the rule's own text.
      expect(json.message, JSON.stringify(body)).toMatch(new RegExp(`^(\\S+：)?${message}$`));
      expect(json.data?.errors?.find((e) => e.field === field)?.message, JSON.stringify(body)).toBe(message);
      expect(res.res.headers['set-cookie']).toBeUndefined();
    }
    expect(await countUsers()).toBe(before);
  });

  it('creates an individual account and signs it in like the login: token, SESSION cookie, 注册成功', async () => {
    const phone = newPhone();
    const res = await register({ username: ` ${phone} `, password: PASSWORD, confirm: PASSWORD });
    expect(res.status).toBe(200);
    const { body } = res;
    expect(body.code).toBe(200);
    expect(body.message).toBe(REGISTER_MESSAGES.registered);
    expect(body.data).toMatchObject({ token_type: 'Bearer', expires_in: ctx.config.sessionTtlSeconds });
    const token = body.data.access_token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = [res.res.headers['set-cookie']].flat().find((c) => c?.startsWith('SESSION='));
    expect(cookie).toContain(`SESSION=${token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    // The token works, by Bearer and by cookie; the session user belongs to no organization yet.
    const me = await ctx.call(sessionUserEndpoint, {}, token);
    expect(me.status).toBe(200);
    const purchaser = await db()
      .selectFrom('roles')
      .select('id')
      .where('role_type', '=', 'PURCHASER')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(me.body.data).toMatchObject({
      cellphone: phone,
      username: phone,
      organizationId: '',
      organizationName: '',
      roleIds: [purchaser.id],
      isVendor: false,
      attached: false,
    });
    const byCookie = await ctx.call(sessionUserEndpoint, {}, { cookie: `SESSION=${token}` });
    expect(byCookie.body.data.username).toBe(phone);
    const role = await ctx.call(roleTypeEndpoint, {}, token);
    expect(role.body.data.roleType).toBe('PURCHASER');

    // Its own organization, kind individual, no credit; never listed as an organization.
    const row = await db()
      .selectFrom('users as u')
      .innerJoin('organizations as o', 'o.id', 'u.organization_id')
      .select(['u.id', 'o.id as org', 'o.kind', 'o.name'])
      .where('u.cellphone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(row.kind).toBe('individual');
    expect(row.name).toBe(`个人用户-${row.id}`);
    const credit = await db()
      .selectFrom('organization_credits')
      .select('organization_id')
      .where('organization_id', '=', row.org)
      .executeTakeFirst();
    expect(credit).toBeUndefined();
    const orgs = await ctx.call(organizationPageEndpoint, { limit: 100 }, token);
    expect(orgs.body.data.records.some((o) => o.name.startsWith('个人用户'))).toBe(false);
    const admin = await login(ctx.app, DEMO.admin);
    const all = await ctx.call(organizationPageEndpoint, { limit: 100 }, admin);
    expect(all.body.data.records.some((o) => o.name.startsWith('个人用户'))).toBe(false);
    const logo = await ctx.call(organizationLogoEndpoint, {}, token);
    expect(logo.body.data.organizationId).toBeNull();
    expect(logo.body.data.name).not.toMatch(/个人用户/);

    // Signing in with the number and the password.
    expect(await login(ctx.app, { username: phone, password: PASSWORD })).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a number another account signs in with: 该手机号已被注册', async () => {
    const { phone } = await registered();
    const again = await register({ username: phone, password: PASSWORD, confirm: PASSWORD });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 400, message: REGISTER_MESSAGES.phoneTaken });
    expect(again.res.headers['set-cookie']).toBeUndefined();

    // A demo account's cellphone.
    const demo = await register({ username: '13800000001', password: PASSWORD, confirm: PASSWORD });
    expect(demo.body.message).toBe(REGISTER_MESSAGES.phoneTaken);

    // A registered account that bound another cellphone still signs in with the number (its username).
    const moved = await registered();
    const change = await ctx.call(
      updateCellphoneEndpoint,
      {
        cellphone: newPhone(),
        password: PASSWORD,
      },
      moved.token,
    );
    expect(change.status, JSON.stringify(change.body)).toBe(200);
    const byUsername = await register({ username: moved.phone, password: PASSWORD, confirm: PASSWORD });
    expect(byUsername.body.message).toBe(REGISTER_MESSAGES.phoneTaken);
  });

  it('lets a number register again after its account was deactivated (the old username stays reserved)', async () => {
    const first = await registered();
    const me = await ctx.call(sessionUserEndpoint, {}, first.token);
    const gone = await ctx.call(
      abandonmentEndpoint,
      { id: me.body.data.id, password: PASSWORD },
      first.token,
    );
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(gone.body.message).toBe(ACCOUNT_MESSAGES.deactivated);

    const second = await registered(first.phone);
    const again = await ctx.call(sessionUserEndpoint, {}, second.token);
    expect(again.body.data.id).not.toBe(me.body.data.id);
    expect(again.body.data.cellphone).toBe(first.phone);
    expect(again.body.data.username).toBe(`${first.phone}#${again.body.data.id}`);
    const token = await login(ctx.app, { username: first.phone, password: PASSWORD });
    const who = await ctx.call(sessionUserEndpoint, {}, token);
    expect(who.body.data.id).toBe(again.body.data.id);
  });

  it('decides a race of registrations for one number: one account, the others 400, never 500', async () => {
    const phone = newPhone();
    const orgsBefore = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM organizations WHERE kind = 'individual'`.execute(db());
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => register({ username: phone, password: PASSWORD, confirm: PASSWORD })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400]);
    for (const a of answers.filter((x) => x.status === 400)) {
      expect(a.body.message).toBe(REGISTER_MESSAGES.phoneTaken);
    }
    const users = await db().selectFrom('users').select('id').where('cellphone', '=', phone).execute();
    expect(users).toHaveLength(1);
    // The losers' organizations were rolled back with them.
    const orgsAfter = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM organizations WHERE kind = 'individual'`.execute(db());
    expect(orgsAfter.rows[0]!.n).toBe(orgsBefore.rows[0]!.n + 1);
  });

  it('is in the OpenAPI document, public, with its 400 and 429 answers', async () => {
    const doc = (await ctx.app.inject({ url: '/pm-api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags: string[]; summary: string; responses: object }>>;
    };
    const op = doc.paths['/pm-api/open/register']?.post;
    expect(op?.tags).toEqual(['账号']);
    expect(op?.summary).toMatch(/注册/);
    expect(Object.keys(op?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '429']));
    expect(Object.keys(op?.responses ?? {})).not.toContain('401');
  });
});

describe('an individual account (not attached to a buyer organization)', () => {
  let token: string;
  let goods: string[];

  beforeAll(async () => {
    token = (await registered()).token;
    goods = await goodsOf([await orgOf('vendor02')], 2);
  });

  it('keeps a cart, a 核价单, a 询价篮 and addresses', async () => {
    const add = await ctx.call(
      cartBatchAppendEndpoint,
      {
        lines: goods.map((id) => ({ id, num: 2 })),
      },
      token,
    );
    expect(add.status, JSON.stringify(add.body)).toBe(200);
    const cart = await ctx.call(cartListEndpoint, {}, token);
    expect(cart.body.data.groups.flatMap((g) => g.lines.map((l) => l.goodsId)).sort()).toEqual(
      [...goods].sort(),
    );
    const compare = await ctx.call(compareAppendEndpoint, { id: goods[0]!, num: 1 }, token);
    expect(compare.status, JSON.stringify(compare.body)).toBe(200);
    const basket = await ctx.call(inquirySaveEndpoint, { itemId: goods[0]!, num: 3 }, token);
    expect(basket.status, JSON.stringify(basket.body)).toBe(200);
    const county = await db()
      .selectFrom('divisions')
      .select('code')
      .where('parent_code', '=', '310100')
      .orderBy('code')
      .executeTakeFirstOrThrow();
    const address = await ctx.call(
      addressSaveEndpoint,
      {
        consignee: '王芳',
        mobile: '13912345678',
        provinceCode: '310000',
        cityCode: '310100',
        countyCode: county.code,
        detail: '世纪大道 100 号',
      },
      token,
    );
    expect(address.status, JSON.stringify(address.body)).toBe(200);
  });

  it('previews with the refusal among the problems, and cannot submit or send an inquiry', async () => {
    const cart = await ctx.call(cartListEndpoint, {}, token);
    const lineIds = cart.body.data.groups.flatMap((g) => g.lines.map((l) => l.id));
    const addresses = await ctx.call(addressListEndpoint, {}, token);
    const addressId = addresses.body.data[0]!.id;

    const preview = await ctx.call(
      orderPreviewEndpoint,
      { cartLineIds: lineIds.join(','), addressId },
      token,
    );
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data.problems[0]).toBe(REGISTER_MESSAGES.notAttachedOrder);
    expect(preview.body.data.problems).not.toContain('本组织未开通企业月结额度，请联系平台运营');
    expect(preview.body.data.groups.length).toBeGreaterThan(0);
    expect(preview.body.data.total).toBeGreaterThan(0);

    const submit = await ctx.call(
      orderSubmitEndpoint,
      { cartLineIds: lineIds, addressId, remarks: '' },
      token,
      {
        headers: { 'idempotency-key': `reg-${Date.now()}` },
      },
    );
    expect(submit.status).toBe(409);
    expect(submit.body).toMatchObject({
      code: ORDER_ERROR_CODES.notAttached,
      message: REGISTER_MESSAGES.notAttachedOrder,
    });
    const me = await ctx.call(sessionUserEndpoint, {}, token);
    const orders = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM order_submissions WHERE user_id = ${me.body.data.id}`.execute(db());
    expect(orders.rows[0]!.n).toBe(0);

    const push = await ctx.call(
      inquiryPushEndpoint,
      {
        deadline: new Date(ctx.clock.now().getTime() + 3 * 86_400_000).toISOString(),
        remark: '',
      },
      token,
    );
    expect(push.status).toBe(409);
    expect(push.body.message).toBe(REGISTER_MESSAGES.notAttachedInquiry);
    const basket = await ctx.call(inquiryBasketEndpoint, {}, token);
    expect(basket.status).toBe(200);
    expect(JSON.stringify(basket.body.data)).toContain(goods[0]!);
  });
});

describe('registration rate limit per address', () => {
  const small = useTestApp({ register: { addressAttempts: 3, windowSeconds: 3600 } });
  it('answers 429 with a Chinese message past the limit; other addresses and later windows go on', async () => {
    const send = (phone: string, remoteAddress: string) =>
      small.call(registerEndpoint, { username: phone, password: PASSWORD, confirm: PASSWORD }, VISITOR, {
        remoteAddress,
      });
    const codes: number[] = [];
    // A taken number counts too: the answer tells whether a number is registered.
    for (const phone of ['13612340001', '13612340001', '13612340002', '13612340003']) {
      codes.push((await send(phone, '10.1.2.3')).status);
    }
    expect(codes).toEqual([200, 400, 200, 429]);
    const limited = await send('13612340004', '10.1.2.3');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 429, message: REGISTER_MESSAGES.tooManyRegistrations });
    expect(Number(limited.res.headers['retry-after'])).toBeGreaterThan(0);
    const users = await small.tdb.db
      .selectFrom('users')
      .select('id')
      .where('cellphone', 'in', ['13612340003', '13612340004'])
      .execute();
    expect(users).toHaveLength(0);

    expect((await send('13612340005', '10.1.2.4')).status).toBe(200);
    small.clock.advance(3601 * 1000);
    expect((await send('13612340006', '10.1.2.3')).status).toBe(200);
  });
});
