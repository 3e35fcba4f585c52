/**
 * The app market inside a native WebView shell, as docs/native-shell.md describes it: a Capacitor shell whose
 * WebView loads the market from the client host (server.url) and has the App plugin. The test gives the page
 * what Capacitor injects (window.Capacitor with Plugins.App) and serves the fixed client host
 * (DEFAULT_NATIVE_CLIENT_HOST of the build) from the real market server, so the page, its chunks and its API
 * calls all travel to the host app mode fixes.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';

const b = useBrowser({ mobile: true });

/** The host the market-only build fixes in app mode (no VITE_NATIVE_CLIENT_HOST at build time). */
const CLIENT_HOST = 'http://127.0.0.1:8080';

/** What the Capacitor runtime and its App plugin put into the page: back-button listeners and exitApp. */
function fakeCapacitor(): void {
  const w = window as unknown as Record<string, unknown>;
  const listeners: (() => void)[] = [];
  w.__exitCalls = 0;
  w.__pressBack = () => listeners.forEach((l) => l());
  w.Capacitor = {
    isNativePlatform: () => true,
    Plugins: {
      App: {
        addListener: (event: string, listener: () => void) => {
          if (event === 'backButton') listeners.push(listener);
          return { remove: () => undefined };
        },
        exitApp: () => {
          (w.__exitCalls as number)++;
        },
      },
    },
  };
}

/** Opens the market as the shell does, counting the API requests that reached the client host. */
async function openInShell(page: Page, hash: string): Promise<string[]> {
  const apiCalls: string[] = [];
  await page.route(`${CLIENT_HOST}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.startsWith('/pm-api/')) apiCalls.push(url.pathname);
    // The proxy stands for the client host itself: the request's origin is that host.
    const headers = { ...route.request().headers() };
    if (headers.origin) headers.origin = new URL(b.marketUrl).origin;
    try {
      const response = await route.fetch({ url: `${b.marketUrl}${url.pathname}${url.search}`, headers });
      await route.fulfill({ response });
    } catch {
      // the test ended (its context closed) while the page was still loading
      await route.abort().catch(() => undefined);
    }
  });
  await page.addInitScript(fakeCapacitor);
  await page.goto(`${CLIENT_HOST}/#${hash}`);
  return apiCalls;
}

const pressBack = (page: Page) =>
  page.evaluate(() => (window as unknown as { __pressBack(): void }).__pressBack());
const exitCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __exitCalls: number }).__exitCalls);

describe('the app market in a Capacitor shell', () => {
  it('signs in through the client host; back on a tab page asks once, then exits', async () => {
    const { page } = b;
    const apiCalls = await openInShell(page, '/app-market/login');
    await page.getByPlaceholder('请输入账号').fill('buyer01');
    await page.getByPlaceholder('请输入密码').fill('Buyer2026');
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/#\/app-market\/index$/);
    expect(apiCalls).toContain('/pm-api/open/token');
    await page.getByText('首页', { exact: true }).first().waitFor();

    // The second press within 1 s of the first: both pressed in one step of the page, not after waiting for
    // the hint to show (on a busy machine the hint's first paint, or two round trips to the page, took longer
    // than the window itself). The first alone exits nothing.
    const [afterFirst, afterSecond] = await page.evaluate(() => {
      const w = window as unknown as { __pressBack(): void; __exitCalls: number };
      w.__pressBack();
      const first = w.__exitCalls;
      w.__pressBack();
      return [first, w.__exitCalls];
    });
    expect(afterFirst).toBe(0);
    expect(afterSecond).toBe(1);
    await page.getByText('再按一次退出应用').waitFor();
  });

  it('a press after the 1-second window asks again instead of exiting', async () => {
    const { page } = b;
    await openInShell(page, '/app-market/index');
    await page.getByText('首页', { exact: true }).first().waitFor();
    await pressBack(page);
    await page.waitForTimeout(1200);
    await pressBack(page);
    expect(await exitCalls(page)).toBe(0);
  });

  it('back on an inner page goes back one page', async () => {
    const { page } = b;
    await openInShell(page, '/app-market/index');
    await page.getByText('首页', { exact: true }).first().waitFor();
    await page.evaluate(() => {
      window.location.hash = '#/app-market/privacy-policy';
    });
    await page.waitForURL(/#\/app-market\/privacy-policy$/);
    await page.getByText('隐私政策').first().waitFor();
    await pressBack(page);
    await page.waitForURL(/#\/app-market\/index$/);
    expect(await exitCalls(page)).toBe(0);
  });
});
