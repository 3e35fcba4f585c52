import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@pm/contract/constants';
import { REGISTER_MESSAGES } from '@pm/contract/register';
import { api } from './support/api';
import { useBrowser } from './support/browser';
import { clearSiteData } from './support/sign-in';

const b = useBrowser({ mobile: true });

describe('mobile-shop registration', () => {
  it('keeps submit disabled while a field is blank after trimming', async () => {
    const { page } = b;
    await page.goto(`${b.baseUrl}/#/m-shop/register`);
    const submit = page.getByRole('button', { name: '注册' });
    await submit.waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('手机号').fill('13800000009');
    await page.getByLabel('密码', { exact: true }).fill('Buyer2026');
    await page.getByLabel('确认密码').fill('   ');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('确认密码').fill('Buyer2026');
    expect(await submit.isDisabled()).toBe(false);
  });

  it("shows the phone and password rules' messages for a bad phone, a weak password and a mismatch", async () => {
    const { page } = b;
    await page.goto(`${b.baseUrl}/#/m-shop/register`);
    await page.getByLabel('手机号').fill('12345678901');
    await page.getByLabel('密码', { exact: true }).fill('abc12345');
    await page.getByLabel('确认密码').fill('abc123456');
    await page.getByRole('button', { name: '注册' }).click();
    await page.getByText('请输入正确的手机号').waitFor();
    await page.getByText('请输入8-16位包含数字、小写字母和大写字母的密码').waitFor();
    await page.getByText('两次输入的密码不一致').waitFor();
    expect(page.url()).toContain('#/m-shop/register');
  });

  it("registers a new number and lands on /m-shop/index signed in; the same number again gets the server's message", async () => {
    const { page } = b;
    // Unique per run, never a demo account's number (13x).
    const phone = `1391${String(Date.now()).slice(-7)}`;
    await page.goto(`${b.baseUrl}/#/m-shop/register`);
    await page.getByText(REGISTER_MESSAGES.individualNotice).waitFor();
    const historyBefore = await page.evaluate(() => history.length);
    await page.getByLabel('手机号').fill(phone);
    await page.getByLabel('密码', { exact: true }).fill('Mobile2026');
    await page.getByLabel('确认密码').fill('Mobile2026');
    await page.getByRole('button', { name: '注册' }).click();
    await page.waitForURL(/#\/m-shop\/index$/);
    // The register page was replaced, not stacked under the home page.
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);
    const stored = await page.evaluate(
      ([tokenKey, userKey]) => ({
        token: localStorage.getItem(tokenKey!),
        user: JSON.parse(localStorage.getItem(userKey!) ?? 'null') as Record<string, unknown> | null,
      }),
      [STORAGE_KEYS.authorization, STORAGE_KEYS.user],
    );
    expect(stored.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(stored.user).toMatchObject({ cellphone: phone, organizationId: '', attached: false });
    const me = await api<{ cellphone: string }>('/user/get-session-user', {}, stored.token!);
    expect(me.data.cellphone).toBe(phone);

    // Signed out (fresh storage), the same number again: the server's message, still on the form.
    await clearSiteData(page);
    await page.goto(`${b.baseUrl}/#/m-shop/register`);
    await page.getByLabel('手机号').fill(phone);
    await page.getByLabel('密码', { exact: true }).fill('Mobile2026');
    await page.getByLabel('确认密码').fill('Mobile2026');
    await page.getByRole('button', { name: '注册' }).click();
    await page.getByText(REGISTER_MESSAGES.phoneTaken).waitFor();
    expect(page.url()).toContain('#/m-shop/register');
  });

  it('signs in on /m-shop/login and replaces the route with /m-shop/index', async () => {
    const { page } = b;
    const phone = `1392${String(Date.now()).slice(-7)}`;
    const reg = await api('/open/register', {
      method: 'POST',
      body: JSON.stringify({ username: phone, password: 'Mobile2026', confirm: 'Mobile2026' }),
    });
    expect(reg.code).toBe(200);
    await page.goto(`${b.baseUrl}/#/m-shop/login`);
    await page.getByPlaceholder('请输入手机号').fill(phone);
    await page.getByPlaceholder('请输入密码').fill('Mobile2026');
    const historyBefore = await page.evaluate(() => history.length);
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/#\/m-shop\/index$/);
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);
  });
});
