import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';

const b = useBrowser();

async function crumbs(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: '面包屑' });
  await nav.waitFor();
  return (await nav.locator('li').allInnerTexts())
    .map((t) => t.replace(/[/>\s]+$/g, '').trim())
    .filter(Boolean);
}

describe('desktop shop routing', () => {
  it('sends / to #/shop, where the trail resets to home only', async () => {
    const { page } = b;
    await page.goto(`${b.baseUrl}/`);
    await page.waitForURL(/#\/shop$/);
    await page.waitForFunction(() => document.title === '商城首页 - 固买商城');
    // Home alone is not worth a bar: no breadcrumb bar on the market home.
    expect(await page.getByRole('navigation', { name: '面包屑' }).count()).toBe(0);
    // From a deeper page, the home crumb leads back to /shop and the trail resets.
    await page.goto(`${b.baseUrl}/#/shop/bid/public`);
    expect(await crumbs(page)).toEqual(['首页', '竞价大厅', '竞价公示']);
    await page.getByRole('navigation', { name: '面包屑' }).getByRole('link', { name: '首页' }).click();
    await page.waitForURL(/#\/shop$/);
    await page.getByRole('navigation', { name: '面包屑' }).waitFor({ state: 'detached' });
  });

  it('shows home + keyword on the goods list, markup stripped and words kept', async () => {
    const { page } = b;
    const k = encodeURIComponent(' <b>SKF   6202</b> ');
    await page.goto(`${b.baseUrl}/#/shop/list?k=${k}`);
    await page.waitForFunction(() => document.title.startsWith('商品列表'));
    expect(await crumbs(page)).toEqual(['首页', 'SKF 6202']);
    expect(await page.title()).toBe('商品列表 - 固买商城');
  });

  it('shows home + the title of each matched route elsewhere', async () => {
    const { page } = b;
    await page.goto(`${b.baseUrl}/#/shop/bid/list`);
    await page.waitForFunction(() => document.title.startsWith('竞价列表'));
    expect(await crumbs(page)).toEqual(['首页', '竞价大厅', '竞价列表']);
  });

  it('sends a visitor on a login-required route to the sign-in page and back after login', async () => {
    const { page } = b;
    await page.goto(`${b.baseUrl}/#/shop/cart`);
    await page.waitForURL(/#\/login\?redirect=/);
    expect(decodeURIComponent(page.url())).toContain('redirect=/shop/cart');
    await page.getByPlaceholder('请输入账号').fill('buyer01');
    await page.getByPlaceholder('请输入密码').fill('Buyer2026');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL(/#\/shop\/cart$/);
    expect(await crumbs(page)).toEqual(['首页', '购物车']);
    expect(await page.title()).toBe('购物车 - 固买商城');
    // The header greets the signed-in user.
    await page.getByText('张伟').first().waitFor();
  });

  it('shows a wrong password on the sign-in page and stays there', async () => {
    const { page } = b;
    await page.goto(`${b.baseUrl}/#/login`);
    await page.getByPlaceholder('请输入账号').fill('buyer01');
    await page.getByPlaceholder('请输入密码').fill('Nope2026');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByText('用户名或密码错误').first().waitFor();
    expect(page.url()).toContain('#/login');
  });

  it('shows 页面不存在 for an unknown route', async () => {
    const { page } = b;
    await page.goto(`${b.baseUrl}/#/no/such/page`);
    await page.getByText('页面不存在').first().waitFor();
    await page.waitForFunction(() => document.title === '页面不存在 - 固买商城');
  });
});

describe('market-only build', () => {
  it('lands on the app market and serves only app-market, help and not-found', async () => {
    const { page } = b;
    await page.goto(`${b.marketUrl}/`);
    await page.waitForURL(/#\/app-market\/index$/);
    await page.goto(`${b.marketUrl}/#/help/index`);
    await page.waitForFunction(
      () => document.title.includes('帮助中心') || document.title.startsWith('首页'),
    );
    for (const path of ['/shop', '/shop/cart', '/m-shop/index', '/dashboard', '/cloud/index']) {
      await page.goto(`${b.marketUrl}/#${path}`);
      await page.getByText('页面不存在').first().waitFor();
    }
  });

  it('loads no desktop kit on its pages', async () => {
    const { page } = b;
    const scripts: string[] = [];
    page.on('response', async (r) => {
      if (r.request().resourceType() === 'script') scripts.push(await r.text());
    });
    await page.goto(`${b.marketUrl}/#/app-market/index`);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((s) => /\bant-btn\b/.test(s))).toBe(false);
  });
});
