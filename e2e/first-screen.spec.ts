/**
 * The phone homes' first screen (apps/web/src/ui/mobile/first-screen.ts): for a visitor, index.html draws
 * the home down to its first banner before any of the app's code runs, and React's page then takes its
 * place without anything moving. Checked in Chromium at 390×844 on /m-shop/index and /app-market/index of
 * the full build and on the market-only build's start page: what index.html alone draws (the app's entry
 * script blocked), the same boxes once the app has rendered, and nothing drawn for a signed-in user. On a
 * visitor's goods detail, index.html's early request for the goods is the one the page uses.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SITE_NAME, STORAGE_KEYS } from '@pm/contract/constants';
import type { MallIndex } from '@pm/contract/mall';
import { api } from './support/api';
import { useBrowser } from './support/browser';

const b = useBrowser({ mobile: true });

/** The built entry script: blocking it leaves only what index.html draws by itself. */
const ENTRY = /\/assets\/index-[^/]+\.js$/;

type Box = { x: number; y: number; width: number; height: number };

async function boxesOf(page: Page, scope: string): Promise<Record<string, Box>> {
  return page.evaluate((scope) => {
    const out: Record<string, { x: number; y: number; width: number; height: number }> = {};
    for (const name of ['header', '.pm-search-entry', '.mm-banner', '.mm-banner img']) {
      const el = document.querySelector(`${scope} ${name}`);
      if (!el) throw new Error(`${scope} ${name} is missing`);
      const r = el.getBoundingClientRect();
      out[name] = {
        x: Math.round(r.x),
        y: Math.round(r.y),
        width: Math.round(r.width),
        height: Math.round(r.height),
      };
    }
    return out;
  }, scope);
}

async function firstBanner(): Promise<MallIndex['banners'][number]> {
  const res = await api<MallIndex>('/public/mall/index');
  const first = res.data.banners[0];
  if (!first) throw new Error('the demo data has no banner');
  return first;
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    // The blocked entry script is reported as a failed load: that one is ours.
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  return errors;
}

const homes = [
  { name: '/m-shop/index', url: () => `${b.baseUrl}/#/m-shop/index`, search: '#/m-shop/search' },
  { name: '/app-market/index', url: () => `${b.baseUrl}/#/app-market/index`, search: '#/app-market/search' },
  { name: 'the market-only build at /', url: () => `${b.marketUrl}/`, search: '#/app-market/search' },
];

describe('phone homes: the first screen index.html draws', () => {
  for (const home of homes) {
    it(`${home.name}: drawn before the app runs, then replaced in place by the page`, async () => {
      const banner = await firstBanner();
      const { page, context } = b;
      const errors = watchErrors(page);

      // index.html alone: header, search box and the first banner, with its text as the picture's alt.
      await page.route(ENTRY, (r) => r.abort());
      await page.goto(home.url());
      const first = page.locator('.pm-first');
      const picture = first.locator('.mm-banner img');
      await picture.waitFor();
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      expect(await picture.getAttribute('src')).toBe(banner.image);
      expect(await picture.getAttribute('alt')).toBe(`${banner.title}：${banner.subtitle}`);
      expect(await first.locator('header').innerText()).toContain(SITE_NAME);
      expect(await first.locator('.pm-search-entry').getAttribute('href')).toBe(home.search);
      const drawn = await boxesOf(page, '.pm-first');
      await page.unroute(ENTRY);

      // The app: the same boxes at the same places, and index.html's drawing gone.
      const appPage = await context.newPage();
      const appErrors = watchErrors(appPage);
      await appPage.goto(home.url());
      await appPage.locator('section.mm-banner[aria-roledescription="carousel"] img').first().waitFor();
      expect(await appPage.locator('.pm-first').count()).toBe(0);
      expect(await boxesOf(appPage, '#root')).toEqual(drawn);
      expect([...errors, ...appErrors]).toEqual([]);
    });
  }

  it("a visitor's goods detail asks for its goods once: index.html's request is the page's", async () => {
    const { page } = b;
    const list = await api<{ records: { id: string }[] }>('/mall/goods/mall-goods/page', {
      method: 'POST',
      body: JSON.stringify({ keyword: '螺丝', page: 1, limit: 1 }),
    });
    const id = list.data.records[0]?.id;
    if (!id) throw new Error('no goods for 螺丝');
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/item/detail/get/'))
        asked.push(new URL(r.url()).pathname + new URL(r.url()).search);
    });
    await page.goto(`${b.baseUrl}/#/m-shop/item/detail/${id}`);
    await page.getByRole('button', { name: '加入购物车' }).waitFor();
    expect(asked).toEqual([`/pm-api/public/item/detail/get/${id}?divisionCode=310115`]);
  });

  it('draws nothing for a signed-in user (their page asks for its own data)', async () => {
    const { page } = b;
    await page.addInitScript(
      ([key]) => localStorage.setItem(key!, 'signed-in-token'),
      [STORAGE_KEYS.authorization],
    );
    await page.route(ENTRY, (r) => r.abort());
    const home = page.waitForRequest(/\/pm-api\/public\/mall\/index/, { timeout: 2_000 }).catch(() => null);
    await page.goto(`${b.baseUrl}/#/m-shop/index`);
    expect(await home).toBeNull();
    expect(await page.locator('.pm-first').count()).toBe(0);
    expect(await page.locator('#root [data-pm-first]').count()).toBe(1);
  });
});
