import fs from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/**
 * A user's browser: desktop at 1366×900 or a phone at 390×844 (touch, 2× pixels), Chinese, and asking for
 * less motion, which the app honours (lib/reduced-motion: banners stand, loaders' endless animations stop):
 * Chromium paints fewer frames while pages load and wait.
 */
const CONTEXT_OPTIONS = {
  desktop: { viewport: { width: 1366, height: 900 }, locale: 'zh-CN', reducedMotion: 'reduce' },
  phone: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    reducedMotion: 'reduce',
  },
} as const satisfies Record<string, BrowserContextOptions>;

/**
 * A fresh context (no cookies, no storage) of a desktop or phone user, with the specs' budget against
 * hangs: at load 25–35 (a CI run beside four working sessions) a first page after sign-in took more than
 * 15 s to say it was ready.
 */
export async function newContext(
  browser: Browser,
  kind: keyof typeof CONTEXT_OPTIONS = 'desktop',
): Promise<BrowserContext> {
  const context = await browser.newContext(CONTEXT_OPTIONS[kind]);
  context.setDefaultTimeout(30_000);
  return context;
}

export interface BrowserCtx {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  baseUrl: string;
  marketUrl: string;
}

/**
 * What the page showed when a test failed, for the run's output: its address, the messages and alerts on
 * screen (a toast of the server's message, a form's problem), and a screenshot under data/e2e-failures.
 */
async function reportFailure(page: Page, name: string): Promise<void> {
  try {
    const shown = await page
      .locator('.ant-message, .ant-alert, .ant-form-item-explain-error, .adm-toast-main, [role="alert"]')
      .allInnerTexts();
    const dir = path.join(import.meta.dirname, '../../data/e2e-failures');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${name.replace(/[^\w\u4e00-\u9fff]+/g, '_').slice(0, 80)}.png`);
    await page.screenshot({ path: file, fullPage: true, timeout: 5_000 });
    console.error(
      `[e2e failure] ${name}\n  at ${page.url()}\n  on screen: ${JSON.stringify(shown)}\n  ${file}`,
    );
  } catch (err) {
    console.error(`[e2e failure] ${name}: could not read the page (${String(err)})`);
  }
}

/** One browser per spec file, a fresh context (no cookies, no storage) per test. */
export function useBrowser(opts: { mobile?: boolean } = {}): BrowserCtx {
  const ctx = {} as BrowserCtx;
  beforeAll(async () => {
    ctx.browser = await launchBrowser();
    ctx.baseUrl = inject('baseUrl');
    ctx.marketUrl = inject('marketUrl');
  });
  beforeEach(async () => {
    ctx.context = await newContext(ctx.browser, opts.mobile ? 'phone' : 'desktop');
    ctx.page = await ctx.context.newPage();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && ctx.page && !ctx.page.isClosed())
      await reportFailure(ctx.page, task.name);
    await ctx.context?.close();
  });
  afterAll(async () => {
    await ctx.browser?.close();
  });
  return ctx;
}
