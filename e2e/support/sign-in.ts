/** Signing in through the desktop login screen (/#/login), as the specs do it. */
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

export interface SignInOptions {
  /** The account (buyer02 by default) and its password (the demo buyers' by default). */
  username?: string;
  password?: string;
  /**
   * Where the page starts: a path to come back to (opens /#/login?redirect=path and waits until the page
   * is there); `'login'` opens /#/login and waits until the page has left it for the account's home; without
   * either the page is already on its way to the login screen (a guard sent it, with a redirect) and the
   * spec waits for what follows itself.
   */
  redirect?: string;
  /** Do not wait for the page the login leads to (a spec that watches a refusal, or waits itself). */
  noWait?: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Fills the login form and submits it, as `opts` says (see SignInOptions). */
export async function signIn(page: Page, opts: SignInOptions = {}): Promise<void> {
  const { username = 'buyer02', password = 'Buyer2026', redirect } = opts;
  if (redirect === 'login') await page.goto(`${inject('baseUrl')}/#/login`);
  else if (redirect) await page.goto(`${inject('baseUrl')}/#/login?redirect=${encodeURIComponent(redirect)}`);
  else await page.waitForURL(/#\/login\?redirect=/);
  await page.getByPlaceholder('请输入账号').fill(username);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  if (opts.noWait || !redirect) return;
  if (redirect === 'login') {
    await page.waitForURL((u) => !u.hash.startsWith('#/login'));
    await pageReady(page);
  } else {
    await page.waitForURL(new RegExp(`#${escapeRegExp(redirect)}$`));
  }
}

/** The page says it is ready for the address in the bar (lib/page-state.ts). */
export async function pageReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const at = document.documentElement.dataset.pmReady;
    return at !== undefined && decodeURIComponent(at) === decodeURIComponent(location.hash.slice(1) || '/');
  });
}

/**
 * Signs the browser out as clearing the site's data does: the site's storage and cookies, with no page of
 * the app running meanwhile (it waits on the server's /health, a document of the same origin). An app page
 * left running would meet a 401 on its next call (it reads the token from storage at each call) and open
 * the login screen (/#/login?redirect=…), which the spec's next navigation in that page could then keep.
 */
export async function clearSiteData(page: Page): Promise<void> {
  await page.goto(`${inject('baseUrl')}/pm-api/health`);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.context().clearCookies();
}
