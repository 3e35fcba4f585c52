import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
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

export interface BrowserCtx {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  baseUrl: string;
  marketUrl: string;
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
    ctx.context = await ctx.browser.newContext(
      opts.mobile
        ? {
            viewport: { width: 390, height: 844 },
            deviceScaleFactor: 2,
            isMobile: true,
            hasTouch: true,
            locale: 'zh-CN',
          }
        : { viewport: { width: 1366, height: 900 }, locale: 'zh-CN' },
    );
    ctx.context.setDefaultTimeout(15_000);
    ctx.page = await ctx.context.newPage();
  });
  afterEach(async () => {
    await ctx.context?.close();
  });
  afterAll(async () => {
    await ctx.browser?.close();
  });
  return ctx;
}
