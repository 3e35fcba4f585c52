import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';

const b = useBrowser({ mobile: true });

describe('app-market login', () => {
  it('shows the logo above the form, both placeholders and a full-width red 登录 button', async () => {
    const { page } = b;
    await page.goto(`${b.baseUrl}/#/app-market/login`);
    const logo = page.locator('img').first();
    const account = page.getByPlaceholder('请输入账号');
    const password = page.getByPlaceholder('请输入密码');
    const submit = page.getByRole('button', { name: '登录' });
    await account.waitFor();
    await password.waitFor();
    const [logoBox, accountBox, submitBox] = await Promise.all([
      logo.boundingBox(),
      account.boundingBox(),
      submit.boundingBox(),
    ]);
    expect(logoBox!.y + logoBox!.height).toBeLessThanOrEqual(accountBox!.y);
    const viewport = page.viewportSize()!;
    expect(submitBox!.width).toBeGreaterThan(viewport.width * 0.8);
    const bg = await submit.evaluate((el) => getComputedStyle(el).backgroundColor);
    const [r, g, bl] = (bg.match(/\d+/g) ?? []).map(Number);
    expect(r).toBeGreaterThan(180);
    expect(g!).toBeLessThan(100);
    expect(bl!).toBeLessThan(100);
  });

  it('answers a wrong password with 用户名或密码错误 and stays on the login page without a token', async () => {
    const { page } = b;
    await page.goto(`${b.baseUrl}/#/app-market/login`);
    await page.getByPlaceholder('请输入账号').fill('buyer01');
    await page.getByPlaceholder('请输入密码').fill('Wrong2026');
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByText('用户名或密码错误').waitFor();
    expect(page.url()).toContain('#/app-market/login');
    expect(await page.evaluate(() => localStorage.getItem('APP_AUTHORIZATION'))).toBeNull();
  });

  it('signs in with the right password and lands on /app-market/index', async () => {
    const { page } = b;
    await page.goto(`${b.baseUrl}/#/app-market/login`);
    await page.getByPlaceholder('请输入账号').fill('buyer01');
    await page.getByPlaceholder('请输入密码').fill('Buyer2026');
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/#\/app-market\/index$/);
    expect(await page.evaluate(() => localStorage.getItem('APP_AUTHORIZATION'))).toMatch(/^[\w-]{43}$/);
    const user = JSON.parse((await page.evaluate(() => localStorage.getItem('APP_USER'))) ?? '{}');
    expect(user).toMatchObject({ username: 'buyer01', organizationName: '华东精工制造有限公司' });
    // The footer tabs are shown on the index page.
    for (const tab of ['首页', '购物车', '订单', '我的'])
      await page.getByText(tab, { exact: true }).first().waitFor();
    expect(await page.title()).toBe('首页 - 固买商城');
  });
});
