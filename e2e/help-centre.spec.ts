/**
 * 帮助中心 (issue 30) in the market-only build, one journey: a visitor opens /help, searches 发票, opens an
 * article from the results, signs in as buyer01 (the app market's login, in the same build), likes and
 * favourites it (the count moves, 我的收藏 lists it), sends feedback with a screenshot; an operator (admin)
 * answers it through the operators' API with a real token (the workbench is not in the market build; its
 * reply dialog has web tests); buyer01 comes back and reads the reply in 我的反馈.
 * Two page loads in all (the start and the buyer's return); everything else moves inside the app.
 * With E2E_SHOTS=1 each help page is kept at 1366×900 and 390×844 under /tmp/help-centre-*.png.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHelpFeedbackPageEndpoint,
  helpFavoriteRemoveEndpoint,
  helpLikeEndpoint,
  helpLikeStatusEndpoint,
  helpTagArticlesEndpoint,
  replyHelpFeedbackEndpoint,
  type AdminHelpFeedback,
  type HelpLikeStatus,
  type HelpArticleCard,
} from '@pm/contract/help';
import type { Page as ListPage } from '@pm/contract/page';
import { useBrowser } from './support/browser';
import { api, tokenOf } from './support/api';
import { ok } from './support/orders';
import { repoRoot } from './support/server';
import { keepScreenshot } from './support/screenshot';

const b = useBrowser();

const ARTICLE = '如何开具增值税专用发票';
const REPLY = '您好，专票抬头需与企业认证信息一致，已为您核对，请重新提交开票申请。';

let buyer = '';
let admin = '';
let articleId = '';
/** This run's feedback, told apart from earlier runs' on a shared database. */
const mark = `E2E-${process.pid}-${Math.floor(Math.random() * 1e6)}`;

/** buyer01 neither likes nor keeps the article: the journey starts from there on any database. */
async function unmark(): Promise<void> {
  await ok(
    api(
      helpLikeEndpoint.path,
      { method: 'POST', body: JSON.stringify({ id: articleId, like: false }) },
      buyer,
    ),
    'unlike',
  );
  await ok(
    api(helpFavoriteRemoveEndpoint.path, { method: 'POST', body: JSON.stringify({ id: articleId }) }, buyer),
    'unfavorite',
  );
}

beforeAll(async () => {
  buyer = await tokenOf('buyer01');
  admin = await tokenOf('admin', 'Admin2026');
  // by its tag, not by a search: a search here would become a hot term of the shared database
  const found = await ok(
    api<HelpArticleCard[]>(`${helpTagArticlesEndpoint.path}?tag=${encodeURIComponent('专票')}&limit=5`),
    'by tag',
  );
  articleId = found.find((a) => a.title === ARTICLE)?.id ?? '';
  expect(articleId).not.toBe('');
  await unmark();
});

afterAll(async () => {
  if (articleId) await unmark();
});

/** The page as a buyer sees it on a desktop and on a phone (E2E_SHOTS only). */
async function shots(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SHOTS) return;
  await keepScreenshot(page, { path: `/tmp/help-centre-${name}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, { path: `/tmp/help-centre-${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
}

describe('帮助中心 in the market-only build', () => {
  it('a visitor finds an article on 发票, signs in, likes, keeps and asks; the operator’s reply comes back', async () => {
    const page = b.page;
    await page.goto(`${b.marketUrl}/#/help/index`);
    await page.getByRole('heading', { name: '帮助目录' }).waitFor();
    await page.locator('.hc-dir').first().waitFor();
    await shots(page, 'index');

    // search 发票: the results say how many, with the word marked
    const box = page.getByPlaceholder('搜索问题或关键词');
    await box.fill('发票');
    await box.press('Enter');
    await page.waitForURL(/#\/help\/list\?k=%E5%8F%91%E7%A5%A8$/);
    await page.getByText(/找到 \d+ 篇与“发票”相关的文章/).waitFor();
    expect(await page.locator('.hc-article mark').first().innerText()).toBe('发票');
    await shots(page, 'search');

    // open the article from the results
    await page.getByRole('link', { name: ARTICLE }).click();
    await page.waitForURL(new RegExp(`#/help/detail/${articleId}$`));
    await page.getByRole('heading', { name: ARTICLE, level: 1 }).waitFor();
    await page.locator('.hc-body h2').first().waitFor();
    await shots(page, 'detail');

    // a visitor's like asks to sign in, and the login brings the buyer back to the article
    const likeButton = page.getByRole('button', { name: /^(已)?点赞 \d+$/ });
    await likeButton.click();
    await page.waitForURL(/#\/app-market\/login\?redirect=/);
    await page.getByPlaceholder('请输入账号').fill('buyer01');
    await page.getByPlaceholder('请输入密码').fill('Buyer2026');
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(new RegExp(`#/help/detail/${articleId}$`));

    // like: the count moves by one and the server agrees
    const likeStatus = () =>
      ok(api<HelpLikeStatus>(`${helpLikeStatusEndpoint.path}?id=${articleId}`, {}, buyer), 'like');
    const before = await likeStatus();
    expect(before.liked).toBe(false);
    await page.getByRole('button', { name: `点赞 ${before.likeCount}`, exact: true }).click();
    await page.getByRole('button', { name: `已点赞 ${before.likeCount + 1}`, exact: true }).waitFor();
    expect(await likeStatus()).toEqual({ liked: true, likeCount: before.likeCount + 1 });

    // favourite: the button says so and 我的收藏 lists it
    await page.getByRole('button', { name: '收藏', exact: true }).click();
    await page.getByRole('button', { name: '已收藏', exact: true }).waitFor();
    await page
      .getByRole('navigation', { name: '帮助中心导航' })
      .getByRole('link', { name: '我的收藏' })
      .click();
    await page.waitForURL(/#\/help\/favorite$/);
    await page.locator('.hc-article').getByRole('link', { name: ARTICLE }).waitFor();
    await shots(page, 'favorite');

    // feedback with a screenshot
    await page
      .getByRole('navigation', { name: '帮助中心导航' })
      .getByRole('link', { name: '我的反馈' })
      .click();
    await page.waitForURL(/#\/help\/feedback$/);
    const form = page.getByRole('form', { name: '提交反馈' });
    await form.getByText('使用中遇到问题', { exact: true }).click();
    const content = `申请专票时提示抬头不一致，不知道怎么处理（${mark}）`;
    await form.getByPlaceholder(/请描述遇到的问题或建议/).fill(content);
    await form.locator('input[type="file"]').setInputFiles({
      name: '开票截图.png',
      mimeType: 'image/png',
      buffer: fs.readFileSync(path.join(repoRoot, 'apps/web/public/favicon.png')),
    });
    await form.getByPlaceholder('手机号或邮箱').fill('13800000001');
    await shots(page, 'feedback-form');
    await form.getByRole('button', { name: '提交反馈' }).click();
    const mine = page.getByTestId('my-feedback').filter({ hasText: mark });
    await mine.waitFor();
    expect(await mine.innerText()).toContain('附截图');

    // the operator answers it (the operators' API, a real token)
    const queue = await ok(
      api<ListPage<AdminHelpFeedback>>(
        `${adminHelpFeedbackPageEndpoint.path}?status=open&page=1&limit=50`,
        {},
        admin,
      ),
      'feedback queue',
    );
    const filed = queue.records.find((f) => f.content.includes(mark));
    expect(filed).toMatchObject({ username: 'buyer01', hasScreenshot: true, contact: '13800000001' });
    await ok(
      api(
        replyHelpFeedbackEndpoint.path,
        { method: 'POST', body: JSON.stringify({ id: filed!.id, reply: REPLY }) },
        admin,
      ),
      'reply',
    );

    // buyer01 comes back to 我的反馈 and reads the reply
    await page.reload();
    const answered = page.getByTestId('my-feedback').filter({ hasText: mark });
    await answered.getByText(REPLY).waitFor();
    expect(await answered.innerText()).toContain('已回复');
    await shots(page, 'my-feedback');
  });
});
