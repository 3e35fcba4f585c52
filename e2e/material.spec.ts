/**
 * AI素材 (issue 32) against the real mall, one journey with few page loads: vendor01 opens AI创作, searches its
 * goods, generates selling points, takes a candidate, edits it (a contradicting size is marked and blocks
 * submitting; fixed, it passes), saves and submits; admin approves it in 素材审核; the shop's goods detail
 * shows the approved selling points. Screenshots (1366×900) go to /tmp/material-*.png.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, tokenOf } from './support/api';
import { useBrowser } from './support/browser';
import { ok } from './support/orders';
import { pageReady, signIn } from './support/sign-in';
import { keepScreenshot } from './support/screenshot';

const b = useBrowser();
const EXTRA = `演示卖点${Date.now().toString().slice(-5)}：支持企业月结对账`;

interface GoodsPage {
  records: { id: string; name: string; model: string }[];
}

async function shot(page: Page, name: string): Promise<void> {
  await keepScreenshot(page, { path: `/tmp/material-${name}.png`, fullPage: true });
}

let goods: GoodsPage['records'][number];

describe('AI素材: generate, edit, submit, approve, published on the goods detail', () => {
  it('vendor01 generates selling points, edits them under the spec lock and submits them', async () => {
    const vendor = await tokenOf('vendor01', 'Vendor2026');
    const list = await ok(api<GoodsPage>('/material/goods/page?limit=50', {}, vendor), 'goods');
    goods = list.records.find((g) => g.model && /\p{Script=Han}/u.test(g.name))!;
    const page = b.page;
    await signIn(page, { username: 'vendor01', password: 'Vendor2026', redirect: '/material/ai' });
    await pageReady(page);
    await page.getByLabel('搜索商品').fill(goods.model);
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    const row = page.locator('.ant-list-item', { hasText: goods.name });
    await row.getByRole('button', { name: /选\s*择/ }).click();
    await page.getByRole('button', { name: /生成候选/ }).click();
    await expect.poll(() => page.getByTestId('material-candidate').count()).toBe(3);
    await shot(page, 'candidates');
    await page.getByTestId('material-candidate').first().getByRole('button', { name: '使用此候选' }).click();
    const editor = page.getByLabel('素材内容');
    const candidate = await editor.inputValue();
    expect(candidate.length).toBeGreaterThan(10);

    // A model the goods do not have is marked and blocks; the fixed text passes.
    await editor.fill(`${candidate}\n型号 ZZ-${goods.model.replace(/[^A-Za-z0-9]/g, '')}9`);
    await page.locator('mark[data-mark="conflict"]').first().waitFor();
    await expect.poll(() => page.getByText('与商品规格不符，修改后才能提交审核').count()).toBe(1);
    await shot(page, 'conflict');
    await editor.fill(`${candidate}\n${EXTRA}`);
    await expect.poll(() => page.locator('mark[data-mark="conflict"]').count()).toBe(0);
    await page.getByRole('button', { name: /保存草稿/ }).click();
    const submit = page.getByRole('button', { name: /提交审核/ });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await page.getByText('已提交审核，运营审核通过后才会在商城中使用').waitFor();
    await shot(page, 'submitted');
  });

  it('admin approves it in 素材审核 and the goods detail shows the selling points', async () => {
    const page = b.page;
    await signIn(page, { username: 'admin', password: 'Admin2026', redirect: '/material/review' });
    await pageReady(page);
    await page.locator('.ant-table-row', { hasText: goods.name }).first().click();
    const drawer = page.locator('.ant-drawer-body');
    await drawer.getByText(EXTRA).first().waitFor();
    await shot(page, 'review');
    await drawer.getByLabel('审核意见').fill('与商品资料一致，通过');
    await drawer.getByRole('button', { name: /审核通过/ }).click();
    await drawer.locator('.ant-tag', { hasText: '已通过' }).first().waitFor();

    await page.goto(`${b.baseUrl}/#/shop/detail/${goods.id}`);
    await pageReady(page);
    const points = page.getByTestId('published-points');
    await points.getByText(EXTRA.replace(/^\s+/, '')).waitFor();
    await points.scrollIntoViewIfNeeded();
    await shot(page, 'goods-detail');
  });
});
