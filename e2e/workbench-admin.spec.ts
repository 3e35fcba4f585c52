/**
 * 运营工作台 (issue 29), the operators' back office against the real mall: admin raises a buyer
 * organization's credit limit with a reason and finds it in the action log; admin blocks a hot search word
 * and the phone search panel no longer shows it. Screenshots of the pages (1366×900) go to /tmp/wba-*.png.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { goodsSearchEndpoint, hotSearchEndpoint } from '@pm/contract/goods';
import { unblockWordEndpoint } from '@pm/contract/workbench-admin-content';
import { api, tokenOf } from './support/api';
import { newContext, useBrowser } from './support/browser';
import { ok } from './support/orders';
import { pageReady, signIn } from './support/sign-in';
import { keepScreenshot } from './support/screenshot';

const b = useBrowser();
const HOT = '扳手';
const BUYER_ORG = '北方重型机械股份有限公司';

async function shot(page: Page, name: string): Promise<void> {
  await pageReady(page);
  await keepScreenshot(page, { path: `/tmp/wba-${name}.png`, fullPage: true });
}

async function phoneHotWords(): Promise<string[]> {
  const context = await newContext(b.browser, 'phone');
  try {
    const page = await context.newPage();
    await page.goto(`${b.baseUrl}/#/m-shop/search`);
    await pageReady(page);
    // Ready: the hot searches have loaded (no section when there are none).
    return await page.locator('section[aria-labelledby="mg-search-hot"] .mg-search__chip').allInnerTexts();
  } finally {
    await context.close();
  }
}

let admin = '';

afterAll(async () => {
  // Other specs share the database: the word is searchable again afterwards.
  if (admin)
    await api(unblockWordEndpoint.path, { method: 'POST', body: JSON.stringify({ word: HOT }) }, admin);
});

describe('the operators’ back office', () => {
  it('admin raises a buyer organization’s credit limit with a reason and finds it in the action log', async () => {
    admin = await tokenOf('admin', 'Admin2026');
    const page = b.page;
    await signIn(page, { username: 'admin', password: 'Admin2026', redirect: '/workbench/buyers' });
    await expect.poll(() => page.getByRole('menuitem', { name: '操作日志' }).count()).toBe(1);
    await page.getByPlaceholder('搜索单位名称').fill('北方重型');
    await page.getByPlaceholder('搜索单位名称').press('Enter');
    const row = page.getByRole('row', { name: new RegExp(BUYER_ORG) });
    await row.waitFor();
    await shot(page, 'buyers');
    await row.getByRole('button', { name: '调整额度' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('新授信额度（元）').fill('1500000');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.getByText('请填写理由').waitFor();
    await dialog.getByLabel('调整理由').fill('年度框架协议扩大采购规模');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('授信额度已调整').waitFor();
    await row.getByText('¥1,500,000.00').first().waitFor();

    await page.getByRole('menuitem', { name: '操作日志' }).click();
    await page.waitForURL(/#\/workbench\/action-log$/);
    const entry = page.getByRole('row', { name: /年度框架协议扩大采购规模/ });
    await entry.waitFor();
    expect(await entry.innerText()).toContain(BUYER_ORG);
    expect(await entry.innerText()).toContain('授信额度：¥1,500,000.00');
    await shot(page, 'action-log');

    for (const [menu, path, name] of [
      ['供应商', 'suppliers', 'suppliers'],
      ['商城内容', 'content', 'content'],
      ['商品纠错', 'work-orders', 'work-orders'],
      ['角色权限', 'roles', 'roles'],
    ] as const) {
      await page.getByRole('menuitem', { name: menu }).click();
      await page.waitForURL(new RegExp(`#/workbench/${path}`));
      await shot(page, name);
    }
  });

  it('admin blocks a hot search word and the phone search panel no longer shows it', async () => {
    // The word becomes a hot search: searches that found goods count.
    for (let i = 0; i < 30; i++) {
      await ok(
        api(goodsSearchEndpoint.path, {
          method: 'POST',
          body: JSON.stringify({ keyword: HOT, page: 1, limit: 1 }),
        }),
        'search',
      );
    }
    const hot = await ok(api<{ keyword: string }[]>(`${hotSearchEndpoint.path}?limit=10`), 'hot');
    expect(hot.map((h) => h.keyword)).toContain(HOT);
    expect(await phoneHotWords()).toContain(HOT);

    admin ||= await tokenOf('admin', 'Admin2026');
    const page = b.page;
    await signIn(page, { username: 'admin', password: 'Admin2026', redirect: '/workbench/hot-search' });
    await page.getByLabel('屏蔽词').fill(HOT);
    await page.getByRole('button', { name: /屏\s*蔽/ }).click();
    await page.getByRole('row', { name: new RegExp(HOT) }).waitFor();
    await page.getByText(`${HOT} · `).waitFor();
    expect(await page.getByText(/（已屏蔽）/).count()).toBeGreaterThan(0);
    await shot(page, 'hot-search');

    expect(await phoneHotWords()).not.toContain(HOT);
  });
});
