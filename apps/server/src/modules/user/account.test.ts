import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@pm/contract/user';
import { RULE_MESSAGES } from '@pm/contract/rules';
import { Writable } from 'node:stream';
import { buildApp } from '../../app';
import { loginEndpoint } from '@pm/contract/auth';
import { cartBatchAppendEndpoint, cartListEndpoint } from '@pm/contract/cart';
import { orderPageEndpoint, orderSubmitEndpoint } from '@pm/contract/order';
import {
  abandonmentEndpoint,
  sessionUserEndpoint,
  updateCellphoneEndpoint,
  updatePasswordEndpoint,
  updatePasswordPostEndpoint,
} from '@pm/contract/user';
import { type Answer, bearer, DEMO, login, unchecked, useTestApp, VISITOR } from '../../test/app';

// Three wrong current passwords per user and window; many logins from one address.
const ctx = useTestApp({ login: { accountFailures: 3, addressAttempts: 10_000, windowSeconds: 900 } });
const db = () => ctx.tdb.db;

const query = (o: Record<string, string>) => new URLSearchParams(o).toString();

async function tryLogin(username: string, password: string) {
  return ctx.call(loginEndpoint, { username, password }, VISITOR);
}

async function userRow(username: string) {
  return db()
    .selectFrom('users')
    .select(['id', 'organization_id', 'cellphone', 'status', 'deactivated_at', 'password_hash'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
}

async function sessionUser(token: string) {
  return ctx.call(sessionUserEndpoint, {}, token);
}

/** Users' rows, revoked sessions and orders (for "changes nothing"; signing in adds sessions). */
async function tablesFingerprint(): Promise<string> {
  const r = await sql<{ fp: string }>`
    SELECT string_agg(t || ':' || n, ',' ORDER BY t) AS fp FROM (
      SELECT 'users' AS t, md5(string_agg(u::text, '|' ORDER BY id)) AS n FROM users u
      UNION ALL SELECT 'revoked sessions', count(*)::text FROM sessions WHERE revoked_at IS NOT NULL
      UNION ALL SELECT 'orders', count(*)::text FROM orders
    ) x`.execute(db());
  return r.rows[0]!.fp;
}

let buyer01Id: string;

/** buyer01's cart → one order, delivered to a Shanghai address (inserted directly). */
async function placeOrder(token: string): Promise<string> {
  const user = await userRow('buyer01');
  const county = await db()
    .selectFrom('divisions')
    .select('code')
    .where('parent_code', '=', '310100')
    .orderBy('code')
    .executeTakeFirstOrThrow();
  const address = await db()
    .insertInto('addresses')
    .values({
      organization_id: user.organization_id,
      user_id: user.id,
      consignee: '张伟',
      mobile: '13800000001',
      province_code: '310000',
      city_code: '310100',
      county_code: county.code,
      detail: '张江路 88 号',
      created_at: new Date(),
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const goods = await sql<{ id: string }>`
    SELECT g.id::text AS id FROM goods g
    WHERE g.status = 'on' AND g.moq = 1 AND g.order_multiple = 1
      AND NOT EXISTS (SELECT 1 FROM goods_area_limits l WHERE l.goods_id = g.id)
      AND (SELECT coalesce(sum(st.quantity), 0) FROM goods_stock st JOIN warehouses w ON w.id = st.warehouse_id
           WHERE st.goods_id = g.id AND '310000' = ANY (w.serves)) > 10
    ORDER BY g.id LIMIT 1`.execute(db());
  const add = await ctx.call(
    cartBatchAppendEndpoint,
    {
      lines: [{ id: goods.rows[0]!.id, num: 1 }],
    },
    token,
  );
  expect(add.status, JSON.stringify(add.body)).toBe(200);
  const list = await ctx.call(cartListEndpoint, {}, token);
  const lines = list.body.data.groups.flatMap((g) => g.lines).map((l) => l.id);
  const submitted = await ctx.call(
    orderSubmitEndpoint,
    { cartLineIds: lines, addressId: address.id },
    token,
    { headers: { 'idempotency-key': 'account-test-order-1' } },
  );
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  return submitted.body.data.orderIds[0]!;
}

beforeAll(async () => {
  buyer01Id = (await userRow('buyer01')).id;
});

describe('bad input answers 400 in Chinese, per field', () => {
  it.each([
    ['no old password', { newPassword: 'Newpass2026' }, '请输入原密码'],
    ['no new password', { oldPassword: 'Buyer2026' }, '请输入新密码'],
    ['empty new password', { oldPassword: 'Buyer2026', newPassword: '' }, '请输入新密码'],
    ['short', { oldPassword: 'Buyer2026', newPassword: 'Ab1' }, `新密码：${RULE_MESSAGES.passwordInvalid}`],
    [
      'no uppercase',
      { oldPassword: 'Buyer2026', newPassword: 'abcdefg123' },
      `新密码：${RULE_MESSAGES.passwordInvalid}`,
    ],
    [
      'not letters and digits only',
      { oldPassword: 'Buyer2026', newPassword: 'Abcdef12!' },
      `新密码：${RULE_MESSAGES.passwordInvalid}`,
    ],
    [
      'over 16',
      { oldPassword: 'Buyer2026', newPassword: 'Abcdefgh12345678x' },
      `新密码：${RULE_MESSAGES.passwordInvalid}`,
    ],
    [
      'the same as the old one',
      { oldPassword: 'Buyer2026', newPassword: 'Buyer2026' },
      '新密码不能与原密码相同',
    ],
  ])('password change: %s', async (_name, input, message) => {
    const token = await login(ctx.app, DEMO.buyer11);
    const post = await ctx.call(updatePasswordPostEndpoint, unchecked(input), token);
    expect(post.status).toBe(400);
    expect(post.body).toMatchObject({ code: 400, message });
    const get = await ctx.call(updatePasswordEndpoint, unchecked(input), token);
    expect(get.status).toBe(400);
    expect(get.body).toMatchObject({ code: 400, message });
  });

  it.each([
    ['no cellphone', { password: 'Buyer2026' }, RULE_MESSAGES.phoneRequired],
    ['blank cellphone', { cellphone: '  ', password: 'Buyer2026' }, RULE_MESSAGES.phoneRequired],
    [
      'not a mainland number',
      { cellphone: '12345678901', password: 'Buyer2026' },
      RULE_MESSAGES.phoneInvalid,
    ],
    [
      'a second digit not allowed',
      { cellphone: '19400000000', password: 'Buyer2026' },
      RULE_MESSAGES.phoneInvalid,
    ],
    ['no password', { cellphone: '13500000001' }, RULE_MESSAGES.passwordRequired],
    ['empty password', { cellphone: '13500000001', password: '' }, RULE_MESSAGES.passwordRequired],
  ])('cellphone change: %s', async (_name, input, message) => {
    const token = await login(ctx.app, DEMO.buyer11);
    const res = await ctx.call(updateCellphoneEndpoint, unchecked(input), token);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it('abandonment: a malformed id and a missing password', async () => {
    const token = await login(ctx.app, DEMO.buyer11);
    const id = (await userRow('buyer11')).id;
    const bad = await ctx.call(abandonmentEndpoint, { id: 'abc', password: 'Buyer2026' }, token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('ID 格式不正确');
    const none = await ctx.call(abandonmentEndpoint, unchecked({ id }), token);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(RULE_MESSAGES.passwordRequired);
    expect((await userRow('buyer11')).status).toBe('active');
  });

  it('answers without a session 401', async () => {
    for (const [route, input] of [
      [updatePasswordPostEndpoint, {}],
      [updatePasswordEndpoint, { oldPassword: 'a', newPassword: 'Abcdefg12' }],
      [updateCellphoneEndpoint, {}],
      [abandonmentEndpoint, { id: '1' }],
    ] as const) {
      const res = await ctx.call(route, unchecked(input), VISITOR);
      expect(res.status, `${route.method} ${route.path}`).toBe(401);
    }
  });
});

describe('password change', () => {
  it('refuses a wrong old password with 原密码不正确, and counts the failures (429, then the window ends)', async () => {
    const token = await login(ctx.app, { username: 'vendor02', password: 'Vendor2026' });
    const wrong = { oldPassword: 'Wrong2026x', newPassword: 'Newpass2026' };
    for (let i = 0; i < 3; i++) {
      const res = await ctx.call(updatePasswordPostEndpoint, wrong, token);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 400, message: ACCOUNT_MESSAGES.wrongOldPassword, data: null });
    }
    // Past the limit even the right password is not checked: guessing gains nothing.
    const locked = await ctx.call(updatePasswordEndpoint, { ...wrong, oldPassword: 'Vendor2026' }, token);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: 429, message: ACCOUNT_MESSAGES.tooManyPasswordFailures });
    expect(Number(locked.res.headers['retry-after'])).toBeGreaterThan(0);
    // The other account checks (cellphone) share the count.
    const phone = await ctx.call(
      updateCellphoneEndpoint,
      {
        cellphone: '13500000077',
        password: 'Vendor2026',
      },
      token,
    );
    expect(phone.status).toBe(429);
    // Signing in is not locked by it (another counter).
    expect((await tryLogin('vendor02', 'Vendor2026')).body.code).toBe(200);
    const row = await userRow('vendor02');
    ctx.clock.advance(901 * 1000);
    expect((await userRow('vendor02')).password_hash).toBe(row.password_hash);
    const ok = await ctx.call(updatePasswordPostEndpoint, { ...wrong, oldPassword: 'Vendor2026' }, token);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ code: 200, message: ACCOUNT_MESSAGES.passwordChanged, data: null });
    // Back, through the GET form: the count was cleared by the success.
    const back = await ctx.call(
      updatePasswordEndpoint,
      { oldPassword: 'Newpass2026', newPassword: 'Vendor2026' },
      token,
    );
    expect(back.status).toBe(200);
  });

  it('ends every other session of the user and keeps the current one', async () => {
    const current = await login(ctx.app, DEMO.buyer02);
    const otherDevice = await login(ctx.app, DEMO.buyer02);
    const otherCookie = await login(ctx.app, DEMO.buyer02);
    const someoneElse = await login(ctx.app, DEMO.buyer01);

    const res = await ctx.call(
      updatePasswordPostEndpoint,
      {
        oldPassword: 'Buyer2026',
        newPassword: 'Changed2026',
      },
      current,
    );
    expect(res.status).toBe(200);

    expect((await sessionUser(current)).status).toBe(200);
    expect((await sessionUser(otherDevice)).status).toBe(401);
    const byCookie = await ctx.app.inject({
      url: '/pm-api/user/get-session-user',
      cookies: { SESSION: otherCookie },
    });
    expect(byCookie.statusCode).toBe(401);
    expect((await sessionUser(someoneElse)).status).toBe(200);

    const old = await tryLogin('buyer02', 'Buyer2026');
    expect(old.status).toBe(400);
    expect(old.body.message).toBe('用户名或密码错误');
    expect((await tryLogin('buyer02', 'Changed2026')).body.code).toBe(200);
    expect((await tryLogin('13800000002', 'Changed2026')).body.code).toBe(200);

    // And back through the GET form (the product's clients): the same rules.
    const back = await ctx.call(
      updatePasswordEndpoint,
      { oldPassword: 'Changed2026', newPassword: 'Buyer2026' },
      current,
    );
    expect(back.status).toBe(200);
    expect(back.res.headers['cache-control']).toBe('no-store');
    expect((await tryLogin('buyer02', 'Buyer2026')).body.code).toBe(200);
  });

  it('refuses the GET form riding on the SESSION cookie from another site, and changes nothing', async () => {
    const token = await login(ctx.app, DEMO.buyer11);
    const before = (await userRow('buyer11')).password_hash;
    const url = `/pm-api/user/updatePassword?${query({ oldPassword: 'Buyer2026', newPassword: 'Evil2026x' })}`;
    for (const headers of [
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/page' },
      { 'sec-fetch-site': 'cross-site' },
    ]) {
      const res = await ctx.app.inject({ url, cookies: { SESSION: token }, headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 40302, message: '请求来源不被允许' });
    }
    expect((await userRow('buyer11')).password_hash).toBe(before);
    // The POST form: the Origin check of every cookie-borne write.
    const post = await ctx.app.inject({
      method: 'POST',
      url: '/pm-api/user/updatePassword',
      cookies: { SESSION: token },
      headers: { origin: 'https://evil.example' },
      payload: { oldPassword: 'Buyer2026', newPassword: 'Evil2026x' },
    });
    expect(post.statusCode).toBe(403);
    expect((await userRow('buyer11')).password_hash).toBe(before);
    expect((await sessionUser(token)).status).toBe(200);
  });

  it("keeps the GET form's passwords out of the request log", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp({
      config: ctx.config,
      db: ctx.tdb.db,
      clock: ctx.clock,
      logger: { level: 'info', stream },
    });
    try {
      const token = await login(app, DEMO.buyer11);
      const res = await app.inject({
        url: `/pm-api/user/updatePassword?${query({ oldPassword: 'Secret2026x', newPassword: 'Other2026x' })}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(400);
      await app.inject({ url: '/pm-api/user/get-session-user', headers: bearer(token) });
    } finally {
      await app.close();
    }
    // other requests are logged; this one is not, and no line holds a password
    expect(lines.some((l) => l.includes('get-session-user'))).toBe(true);
    expect(lines.join('\n')).not.toMatch(/Secret2026x|Other2026x|updatePassword/);
  });

  it('a change racing another one with the same old password wins once', async () => {
    const a = await login(ctx.app, DEMO.buyer11);
    const b = await login(ctx.app, DEMO.buyer11);
    const [r1, r2] = await Promise.all([
      ctx.call(updatePasswordPostEndpoint, { oldPassword: 'Buyer2026', newPassword: 'RaceOne2026' }, a),
      ctx.call(updatePasswordPostEndpoint, { oldPassword: 'Buyer2026', newPassword: 'RaceTwo2026' }, b),
    ]);
    const statuses = [r1.status, r2.status].sort();
    // The second is refused: its old password no longer matches (400), the hash it checked changed under
    // it (409), or its session had already ended with the first change (401).
    expect([
      [200, 400],
      [200, 401],
      [200, 409],
    ]).toContainEqual(statuses);
    const winner = r1.status === 200 ? { token: a, pw: 'RaceOne2026' } : { token: b, pw: 'RaceTwo2026' };
    expect((await tryLogin('buyer11', winner.pw)).body.code).toBe(200);
    const back = await ctx.call(
      updatePasswordPostEndpoint,
      {
        oldPassword: winner.pw,
        newPassword: 'Buyer2026',
      },
      winner.token,
    );
    expect(back.status).toBe(200);
  });
});

describe('cellphone change', () => {
  it('needs the current password, a new number and an unused one', async () => {
    const token = await login(ctx.app, DEMO.buyer11);
    const wrong = await ctx.call(
      updateCellphoneEndpoint,
      {
        cellphone: '13500000011',
        password: 'Wrong2026x',
      },
      token,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(ACCOUNT_MESSAGES.wrongPassword);

    const same = await ctx.call(
      updateCellphoneEndpoint,
      {
        cellphone: '13900000011',
        password: 'Buyer2026',
      },
      token,
    );
    expect(same.status).toBe(400);
    expect(same.body.message).toBe(ACCOUNT_MESSAGES.sameCellphone);

    // buyer02's number, with spaces around it
    const taken = await ctx.call(
      updateCellphoneEndpoint,
      {
        cellphone: ' 13800000002 ',
        password: 'Buyer2026',
      },
      token,
    );
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe(ACCOUNT_MESSAGES.cellphoneTaken);
    expect((await userRow('buyer11')).cellphone).toBe('13900000011');
  });

  it('binds the new number: the session user shows it and it signs in; the old one does not', async () => {
    const token = await login(ctx.app, DEMO.buyer11);
    const res = await ctx.call(
      updateCellphoneEndpoint,
      {
        cellphone: '13500000011',
        password: 'Buyer2026',
      },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, message: ACCOUNT_MESSAGES.cellphoneChanged, data: null });
    expect((await sessionUser(token)).body.data.cellphone).toBe('13500000011');
    expect((await tryLogin('13500000011', 'Buyer2026')).body.code).toBe(200);
    expect((await tryLogin('13900000011', 'Buyer2026')).body.code).toBe(40001);
    // the session stays: changing the number ends no session
    expect((await sessionUser(token)).status).toBe(200);
    const back = await ctx.call(
      updateCellphoneEndpoint,
      {
        cellphone: '13900000011',
        password: 'Buyer2026',
      },
      token,
    );
    expect(back.status).toBe(200);
  });

  it('treats a number another account signs in with as its username as taken', async () => {
    const org = (await userRow('buyer11')).organization_id;
    await db()
      .insertInto('users')
      .values({
        organization_id: org,
        username: '13500000099',
        cellphone: '13500000098',
        fullname: '手机注册用户',
        password_hash: (await userRow('buyer11')).password_hash,
      })
      .execute();
    const token = await login(ctx.app, DEMO.buyer11);
    const res = await ctx.call(
      updateCellphoneEndpoint,
      {
        cellphone: '13500000099',
        password: 'Buyer2026',
      },
      token,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(ACCOUNT_MESSAGES.cellphoneTaken);
  });

  it('lets the unique index decide a race: the request that loses answers 该手机号已被使用, never 500', async () => {
    // Deterministic: another account's uncommitted change holds the number while the request checks
    // (free) and writes (waits on the index); when it commits, the request gets the unique violation.
    const token = await login(ctx.app, DEMO.buyer11);
    const vendor01 = await userRow('vendor01');
    let answer: Promise<Answer<null>> | null = null;
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ cellphone: '13500000055' })
          .where('id', '=', vendor01.id)
          .execute();
        answer = ctx.call(
          updateCellphoneEndpoint,
          {
            cellphone: '13500000055',
            password: 'Buyer2026',
          },
          token,
        );
        // until the request waits on the lock held by this transaction
        for (let i = 0; i < 100; i++) {
          const waiting = await sql<{ n: number }>`
            SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE wait_event_type = 'Lock' AND datname = current_database()`.execute(db());
          if (waiting.rows[0]!.n > 0) break;
          await new Promise((r) => setTimeout(r, 20));
        }
      });
    const res = await answer!;
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(ACCOUNT_MESSAGES.cellphoneTaken);
    expect((await userRow('buyer11')).cellphone).toBe('13900000011');

    // And for real: two users of two organizations ask for one number at once, several times.
    const tokens = [await login(ctx.app, DEMO.buyer11), await login(ctx.app, DEMO.buyer01)];
    for (let round = 0; round < 5; round++) {
      const number = `1350000012${round}`;
      const answers = await Promise.all(
        tokens.map((t) => ctx.call(updateCellphoneEndpoint, { cellphone: number, password: 'Buyer2026' }, t)),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
      expect(answers.find((a) => a.status === 400)!.body.message).toBe(ACCOUNT_MESSAGES.cellphoneTaken);
      const owners = await db()
        .selectFrom('users')
        .select('username')
        .where('cellphone', '=', number)
        .execute();
      expect(owners).toHaveLength(1);
    }
    // back to the seeded numbers
    await ctx.call(
      updateCellphoneEndpoint,
      {
        cellphone: '13900000011',
        password: 'Buyer2026',
      },
      tokens[0]!,
    );
    await ctx.call(
      updateCellphoneEndpoint,
      {
        cellphone: '13800000001',
        password: 'Buyer2026',
      },
      tokens[1]!,
    );
    expect((await userRow('buyer11')).cellphone).toBe('13900000011');
    expect((await userRow('buyer01')).cellphone).toBe('13800000001');
  });
});

describe('abandonment (注销账号)', () => {
  it("answers another user's id with 404 and changes nothing", async () => {
    const before = await tablesFingerprint();
    for (const who of [DEMO.buyer11, DEMO.vendor01, DEMO.buyer02]) {
      const token = await login(ctx.app, who);
      for (const password of [who.password, 'Wrong2026x']) {
        const res = await ctx.call(abandonmentEndpoint, { id: buyer01Id, password }, token);
        expect(res.status, who.username).toBe(404);
        expect(res.body.code).toBe(404);
      }
      const none = await ctx.call(abandonmentEndpoint, { id: '999999999', password: who.password }, token);
      expect(none.status).toBe(404);
    }
    expect(await tablesFingerprint()).toBe(before);
  });

  it('refuses a wrong password', async () => {
    const token = await login(ctx.app, DEMO.buyer01);
    const res = await ctx.call(abandonmentEndpoint, { id: buyer01Id, password: 'Wrong2026x' }, token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(ACCOUNT_MESSAGES.wrongPassword);
    expect((await userRow('buyer01')).status).toBe('active');
  });

  it('deactivates the account: it cannot sign in, its tokens are dead, its organization keeps its orders', async () => {
    // An order of buyer01 (a purchaser), placed through the API.
    const org = (await userRow('buyer01')).organization_id;
    const orderId = await placeOrder(await login(ctx.app, DEMO.buyer01));
    const ordersBefore = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM orders WHERE organization_id = ${org}`.execute(db());

    const token = await login(ctx.app, DEMO.buyer01);
    const cookieToken = await login(ctx.app, DEMO.buyer01);
    const res = await ctx.call(abandonmentEndpoint, { id: buyer01Id, password: 'Buyer2026' }, token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, message: ACCOUNT_MESSAGES.deactivated, data: null });
    expect(String(res.res.headers['set-cookie'])).toMatch(/SESSION=;/);

    const row = await userRow('buyer01');
    expect(row.status).toBe('deactivated');
    expect(row.deactivated_at).toEqual(ctx.clock.now());

    expect((await sessionUser(token)).status).toBe(401);
    const byCookie = await ctx.app.inject({ url: '/pm-api/user', cookies: { SESSION: cookieToken } });
    expect(byCookie.statusCode).toBe(401);
    const live = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM sessions WHERE user_id = ${buyer01Id} AND revoked_at IS NULL`.execute(
      db(),
    );
    expect(live.rows[0]!.n).toBe(0);

    // Signing in fails the way a wrong password does, by username and by cellphone.
    for (const username of ['buyer01', 'BUYER01', '13800000001']) {
      const again = await tryLogin(username, 'Buyer2026');
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ code: 40001, message: '用户名或密码错误', data: null });
    }

    // The organization keeps its orders and data; its manager still sees buyer01's orders.
    const ordersAfter = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM orders WHERE organization_id = ${org}`.execute(db());
    expect(ordersAfter.rows[0]!.n).toBe(ordersBefore.rows[0]!.n);
    const manager = await login(ctx.app, DEMO.buyer02);
    const page = await ctx.call(orderPageEndpoint, { page: 1, limit: 10 }, manager);
    expect(page.status).toBe(200);
    expect(page.body.data.total).toBe(ordersBefore.rows[0]!.n);
    expect(JSON.stringify(page.body.data)).toContain(`"id":"${orderId}"`);
  });

  it("frees the deactivated account's cellphone and keeps its username", async () => {
    const token = await login(ctx.app, DEMO.buyer11);
    const res = await ctx.call(
      updateCellphoneEndpoint,
      {
        cellphone: '13800000001',
        password: 'Buyer2026',
      },
      token,
    );
    expect(res.status).toBe(200);
    expect((await tryLogin('13800000001', 'Buyer2026')).body.code).toBe(200);
    const who = await ctx.call(
      sessionUserEndpoint,
      {},
      (await tryLogin('13800000001', 'Buyer2026')).body.data.access_token,
    );
    expect(who.body.data.username).toBe('buyer11');
    // the username stays taken by the deactivated row
    const dup = await db()
      .insertInto('users')
      .values({
        organization_id: '1',
        username: 'Buyer01',
        cellphone: '13500000066',
        fullname: 'x',
        password_hash: 'x',
      })
      .execute()
      .then(
        () => 'inserted',
        (err: { code?: string }) => err.code,
      );
    expect(dup).toBe('23505');
  });
});
