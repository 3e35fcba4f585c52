/**
 * The buyer's account against the real mall, on an account of its own (created in the database next to
 * buyer01, with buyer01's roles and password), so the other specs' demo accounts never change: it
 * changes its password through 修改密码 (another device's session ends), signs out, fails with the old
 * password and signs in with the new one; binds a new cellphone through 修改手机号 and sees it; and
 * finally deactivates itself (注销账号), lands on the sign-in page and cannot sign in any more.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, tokenOf } from './support/api';
import { useBrowser } from './support/browser';
import { signIn } from './support/sign-in';

const b = useBrowser();

const suffix = Date.now().toString(36).slice(-5);
const ACCOUNT = `acct-e2e-${suffix}`;
const FIRST_PHONE = `1370009${String(Date.now() % 10_000).padStart(4, '0')}`;
const NEW_PHONE = `1350009${String(Date.now() % 10_000).padStart(4, '0')}`;
const OLD_PASSWORD = 'Buyer2026';
const NEW_PASSWORD = 'Account2026';

/** The database of the run's servers: DATABASE_URL's fresh database, or the embedded one under DATA_DIR. */
function databaseUrl(): string {
  const env = inject('e2eEnv');
  if (env.DATABASE_URL) return env.DATABASE_URL;
  const dataDir = env.DATA_DIR!;
  const secret = fs.readFileSync(path.join(dataDir, 'pg.secret'), 'utf8').trim();
  const port = fs
    .readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')
    .split('\n')[3]!
    .trim();
  return `postgres://postgres:${encodeURIComponent(secret)}@127.0.0.1:${port}/mall`;
}

let client: pg.Client;

beforeAll(async () => {
  client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  // A purchaser of buyer01's organization with buyer01's password (Buyer2026) and roles.
  const created = await client.query<{ id: string }>(
    `INSERT INTO users (organization_id, department_id, username, cellphone, fullname, password_hash)
     SELECT organization_id, department_id, $1, $2, '账号测试员', password_hash FROM users WHERE username = 'buyer01'
     RETURNING id::text`,
    [ACCOUNT, FIRST_PHONE],
  );
  await client.query(
    `INSERT INTO user_roles (user_id, role_id)
     SELECT $1, role_id FROM user_roles WHERE user_id = (SELECT id FROM users WHERE username = 'buyer01')`,
    [created.rows[0]!.id],
  );
});

afterAll(async () => {
  await client?.end();
});

async function sessionUser(token: string) {
  return api<{ username: string; cellphone: string }>('/user/get-session-user', {}, token);
}

describe('the own account', () => {
  it('changes the password: other devices are signed out, the old password fails, the new one signs in', async () => {
    const { page } = b;
    const otherDevice = await tokenOf(ACCOUNT, OLD_PASSWORD);
    expect((await sessionUser(otherDevice)).code).toBe(200);

    await signIn(page, {
      username: ACCOUNT,
      password: OLD_PASSWORD,
      redirect: '/shop/person/update/password',
    });
    // the menu marks the page
    await expect
      .poll(() => page.locator('.shop-personal-center__menu .ant-menu-item-selected').innerText())
      .toBe('修改密码');
    await page.getByText(ACCOUNT, { exact: true }).waitFor();

    await page.getByPlaceholder('请输入原密码').fill(OLD_PASSWORD);
    await page.getByPlaceholder('8-16位，包含数字、小写字母和大写字母').fill('short1A');
    await page.getByRole('button', { name: /确认修改/ }).click();
    await page.getByText('请输入8-16位包含数字、小写字母和大写字母的密码').waitFor();
    await page.getByPlaceholder('8-16位，包含数字、小写字母和大写字母').fill(NEW_PASSWORD);
    await page.getByPlaceholder('请再次输入新密码').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: /确认修改/ }).click();
    await page.getByText('其他设备上的登录已退出，本设备保持登录。').waitFor();

    // the other device's session ended; this one goes on
    const other = await fetch(`${b.baseUrl}/pm-api/user/get-session-user`, {
      headers: { authorization: `Bearer ${otherDevice}` },
    });
    expect(other.status).toBe(401);
    await page.getByRole('menuitem', { name: /我的订单/ }).click();
    await page.waitForURL(/#\/shop\/person\/order$/);

    // sign out, then the old password fails and the new one signs in
    await page.getByRole('button', { name: '退出' }).click();
    await page.waitForURL(/#\/login/);
    await signIn(page, {
      username: ACCOUNT,
      password: OLD_PASSWORD,
      redirect: '/shop/person/update/phone',
      noWait: true,
    });
    await page.getByText('用户名或密码错误').waitFor();
    expect(page.url()).toMatch(/#\/login/);
    await page.getByPlaceholder('请输入密码').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL(/#\/shop\/person\/update\/phone$/);
  });

  it('binds a new cellphone (with the password) and shows it', async () => {
    const { page } = b;
    await signIn(page, { username: ACCOUNT, password: NEW_PASSWORD, redirect: '/shop/person/update/phone' });
    const masked = (n: string) => `${n.slice(0, 3)}****${n.slice(7)}`;
    await page.getByText(masked(FIRST_PHONE)).waitFor();

    // a number another account uses is refused by the server
    await page.getByPlaceholder('请输入新手机号').fill('13800000002');
    await page.getByPlaceholder('请输入当前密码').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: /确认修改/ }).click();
    await page.getByText('该手机号已被使用').waitFor();

    await page.getByPlaceholder('请输入新手机号').fill(NEW_PHONE);
    await page.getByPlaceholder('请输入当前密码').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: /确认修改/ }).click();
    await page.getByText(masked(NEW_PHONE)).waitFor();
    expect(await page.getByText(masked(FIRST_PHONE)).count()).toBe(0);

    // the account signs in with the new number
    const byPhone = await tokenOf(NEW_PHONE, NEW_PASSWORD);
    expect((await sessionUser(byPhone)).data).toMatchObject({ username: ACCOUNT, cellphone: NEW_PHONE });
  });

  it('deactivates the account after the password: signed out, and it cannot sign in again', async () => {
    const { page } = b;
    await signIn(page, {
      username: ACCOUNT,
      password: NEW_PASSWORD,
      redirect: '/shop/person/update/password',
    });
    await page.getByRole('button', { name: '注销账号' }).click();
    const dialog = page.getByRole('dialog', { name: '注销账号' });
    await dialog.getByText('账号将无法登录，所在组织的订单与数据保留').waitFor();
    await dialog.getByPlaceholder('请输入当前密码以确认注销').fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: /确认注销/ }).click();
    await page.waitForURL(/#\/login/);
    expect(await page.evaluate(() => localStorage.getItem('APP_AUTHORIZATION'))).toBeNull();

    const row = await client.query<{ status: string }>(`SELECT status FROM users WHERE username = $1`, [
      ACCOUNT,
    ]);
    expect(row.rows[0]!.status).toBe('deactivated');

    await page.getByPlaceholder('请输入账号').fill(ACCOUNT);
    await page.getByPlaceholder('请输入密码').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByText('用户名或密码错误').waitFor();
  });
});
