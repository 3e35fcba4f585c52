/**
 * The phone areas' first screens (apps/web/src/ui/mobile/first-screen.ts): for a visitor, index.html draws
 * the homes down to their first banner, the goods detail down to its first picture and the goods lists (the
 * app market's, the mobile shop's with a keyword) down to their first row of goods, before any of the app's
 * code runs; React's page then takes its place without anything moving. Checked in Chromium at 390×844 on
 * both homes of the full build and the market-only build's start page, both goods details and the goods
 * lists: what index.html alone draws
 * (the app's entry script blocked), the same boxes once the app has rendered, and nothing drawn for a
 * signed-in user. The data index.html asks for is the request the page uses (asked once).
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { SITE_NAME, STORAGE_KEYS } from '@pm/contract/constants';
import type { GoodsDetail, GoodsSearchResult } from '@pm/contract/goods';
import type { MallIndex } from '@pm/contract/mall';
import { pictureSrc } from '@pm/contract/picture';
import { PHONE_PICTURE_CSS } from '../apps/web/src/ui/mobile/first-screen';
import { api } from './support/api';
import { useBrowser } from './support/browser';

const b = useBrowser({ mobile: true });

/** The built entry script: blocking it leaves only what index.html draws by itself. */
const ENTRY = /\/assets\/index-[^/]+\.js$/;

type Box = { x: number; y: number; width: number; height: number };

/** The boxes of the named parts: each name's selector in the drawing and in the app's page. */
async function boxesOf(page: Page, parts: Record<string, string>): Promise<Record<string, Box>> {
  return page.evaluate((parts) => {
    const out: Record<string, { x: number; y: number; width: number; height: number }> = {};
    for (const [name, selector] of Object.entries(parts)) {
      const el = document.querySelector(selector);
      if (!el) throw new Error(`${name} (${selector}) is missing`);
      const r = el.getBoundingClientRect();
      out[name] = {
        x: Math.round(r.x),
        y: Math.round(r.y),
        width: Math.round(r.width),
        height: Math.round(r.height),
      };
    }
    return out;
  }, parts);
}

async function firstBanner(): Promise<MallIndex['banners'][number]> {
  const res = await api<MallIndex>('/public/mall/index');
  const first = res.data.banners[0];
  if (!first) throw new Error('the demo data has no banner');
  return first;
}

async function someGoods(): Promise<GoodsDetail> {
  const list = await api<{ records: { id: string }[] }>('/mall/goods/mall-goods/page', {
    method: 'POST',
    body: JSON.stringify({ keyword: '螺丝', page: 1, limit: 1 }),
  });
  const id = list.data.records[0]?.id;
  if (!id) throw new Error('no goods for 螺丝');
  return (await api<GoodsDetail>(`/public/item/detail/get/${id}?divisionCode=310115`)).data;
}

/** The app market's goods list's first page as a visitor's page asks for it (no filters). */
const LIST_BODY = { sort: 'relevance', limit: 20, divisionCode: '310115', page: 1 };
/** The mobile shop's list of a keyword: the same with the keyword, in the page's order of keys. */
const KEYWORD_BODY = { sort: 'relevance', limit: 20, keyword: '螺丝', divisionCode: '310115', page: 1 };

/** The first two cards' pictures (as the cards ask for them) and names of a list request. */
async function firstTwo(body: object): Promise<(string | null)[][]> {
  const page = await api<GoodsSearchResult>('/public/mall/goods/mall-goods/page', {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return page.data.records.slice(0, 2).map((g) => [pictureSrc(g.image, PHONE_PICTURE_CSS.card), g.name]);
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

interface Screen {
  name: string;
  url: () => Promise<string>;
  /** The parts compared: name → [selector in the drawing, selector in the app's page]. */
  parts: Record<string, [string, string]>;
  /** What the page shows once the app has rendered its content. */
  ready: string;
  /** Checks what index.html alone drew (inside .pm-first). */
  drawn: (first: Locator) => Promise<void>;
}

const homeParts = (scope: string): Record<string, [string, string]> =>
  Object.fromEntries(
    ['header', '.pm-search-entry', '.mm-banner', '.mm-banner img'].map((p) => [
      p,
      [`${scope} ${p}`, `#root ${p}`],
    ]),
  );

function home(name: string, url: () => string, search: string): Screen {
  return {
    name,
    url: async () => url(),
    parts: homeParts('.pm-first'),
    ready: 'section.mm-banner[aria-roledescription="carousel"] img',
    drawn: async (first) => {
      const banner = await firstBanner();
      const picture = first.locator('.mm-banner img');
      expect(await picture.getAttribute('src')).toBe(pictureSrc(banner.image, PHONE_PICTURE_CSS.banner));
      expect(await picture.getAttribute('alt')).toBe(`${banner.title}：${banner.subtitle}`);
      expect(await first.locator('header').innerText()).toContain(SITE_NAME);
      expect(await first.locator('.pm-search-entry').getAttribute('href')).toBe(search);
    },
  };
}

function detail(name: string, path: string): Screen {
  return {
    name,
    url: async () => `${b.baseUrl}/#${path}${(await someGoods()).id}`,
    parts: {
      nav: ['.pm-first-nav', '.adm-nav-bar'],
      title: ['.pm-first-nav__title', '.adm-nav-bar-title'],
      gallery: ['.pm-first .mg-gallery', '#root .mg-gallery'],
      picture: ['.pm-first .mg-gallery img', '#root .mg-gallery img'],
    },
    ready: '.mg-detail__title',
    drawn: async (first) => {
      const goods = await someGoods();
      expect(await first.locator('.pm-first-nav').innerText()).toBe('商品详情');
      const picture = first.locator('.mg-gallery img');
      expect(await picture.getAttribute('src')).toBe(
        pictureSrc(goods.images[0] ?? goods.image, PHONE_PICTURE_CSS.gallery),
      );
      expect(await picture.getAttribute('alt')).toBe(`${goods.name} 图1`);
    },
  };
}

const screens: Screen[] = [
  home('/m-shop/index', () => `${b.baseUrl}/#/m-shop/index`, '#/m-shop/search'),
  home('/app-market/index', () => `${b.baseUrl}/#/app-market/index`, '#/app-market/search'),
  home('the market-only build at /', () => `${b.marketUrl}/`, '#/app-market/search'),
  detail('/m-shop/item/detail', '/m-shop/item/detail/'),
  detail('/app-market/goods-detail', '/app-market/goods-detail/'),
  {
    name: '/app-market/goods-list',
    url: async () => `${b.baseUrl}/#/app-market/goods-list`,
    parts: {
      nav: ['.pm-first-nav', '.adm-nav-bar'],
      title: ['.pm-first-nav__title', '.adm-nav-bar-title'],
      sort: ['.pm-first .mg-sort', '#root .mg-sort'],
      price: ['.pm-first .mg-sort__tab:nth-child(4)', '#root .mg-sort__tab:nth-child(4)'],
      filter: ['.pm-first .mg-sort__filter', '#root .mg-sort__filter'],
      count: ['.pm-first .mg-list__total', '#root .mg-list__total'],
      first: ['.pm-first .mg-card:nth-child(1) img', '#root .mg-card:nth-child(1) img'],
      second: ['.pm-first .mg-card:nth-child(2) img', '#root .mg-card:nth-child(2) img'],
    },
    ready: '.mg-card__name',
    drawn: async (first) => {
      const pictures = await first
        .locator('.mg-grid img')
        .evaluateAll((l) => l.map((i) => [i.getAttribute('src'), i.getAttribute('alt')]));
      expect(pictures).toEqual(await firstTwo(LIST_BODY));
      expect(await first.locator('.mg-sort').innerText()).toMatch(/综合\s*销量\s*新品\s*价格/);
    },
  },
  {
    name: '/m-shop/item/list?k=螺丝',
    url: async () => `${b.baseUrl}/#/m-shop/item/list?k=${encodeURIComponent('螺丝')}`,
    parts: {
      nav: ['.pm-first-nav', '.adm-nav-bar'],
      title: ['.pm-first-nav__title', '.adm-nav-bar-title'],
      search: ['.pm-first .mg-nav-icon svg', '#root .mg-nav-icon svg'],
      sort: ['.pm-first .mg-sort', '#root .mg-sort'],
      heading: ['.pm-first .mg-list__heading', '#root .mg-list__heading'],
      count: ['.pm-first .mg-list__total', '#root .mg-list__total'],
      first: ['.pm-first .mg-card:nth-child(1) img', '#root .mg-card:nth-child(1) img'],
      second: ['.pm-first .mg-card:nth-child(2) img', '#root .mg-card:nth-child(2) img'],
    },
    ready: '.mg-card__name',
    drawn: async (first) => {
      const pictures = await first
        .locator('.mg-grid img')
        .evaluateAll((l) => l.map((i) => [i.getAttribute('src'), i.getAttribute('alt')]));
      expect(pictures).toEqual(await firstTwo(KEYWORD_BODY));
      expect(await first.locator('.mg-list__heading').innerText()).toBe('搜索“螺丝”的结果');
      expect(await first.locator('.mg-nav-icon').getAttribute('href')).toBe('#/m-shop/search');
    },
  },
];

describe('phone first screens: what index.html draws before the app runs', () => {
  for (const screen of screens) {
    it(`${screen.name}: drawn before the app runs, then replaced in place by the page`, async () => {
      const { page, context } = b;
      const errors = watchErrors(page);
      const url = await screen.url();

      // index.html alone: its drawing, pictures loaded, with their texts.
      await page.route(ENTRY, (r) => r.abort());
      await page.goto(url);
      const first = page.locator('.pm-first');
      const pictures = first.locator('img');
      await pictures.first().waitFor();
      await expect
        .poll(() =>
          pictures.evaluateAll((l) =>
            l.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0),
          ),
        )
        .toBe(true);
      await screen.drawn(first);
      const pick = (i: 0 | 1) => Object.fromEntries(Object.entries(screen.parts).map(([k, v]) => [k, v[i]]));
      const drawn = await boxesOf(page, pick(0));
      await page.unroute(ENTRY);

      // The app: the same boxes at the same places, and index.html's drawing gone.
      const appPage = await context.newPage();
      const appErrors = watchErrors(appPage);
      await appPage.goto(url);
      await appPage.locator(screen.ready).first().waitFor();
      expect(await appPage.locator('.pm-first').count()).toBe(0);
      expect(await boxesOf(appPage, pick(1))).toEqual(drawn);
      expect([...errors, ...appErrors]).toEqual([]);
    });
  }

  it("the goods list asks for its first page once: index.html's request is the page's", async () => {
    const { page } = b;
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/mall-goods/page'))
        asked.push(`${r.method()} ${new URL(r.url()).pathname} ${r.postData()}`);
    });
    await page.goto(`${b.baseUrl}/#/app-market/goods-list`);
    await page.locator('.mg-card__name').first().waitFor();
    expect(asked).toEqual([`POST /pm-api/public/mall/goods/mall-goods/page ${JSON.stringify(LIST_BODY)}`]);
  });

  it("the mobile shop's list of a keyword asks for its first page once, and a hostile keyword draws nothing", async () => {
    const { page, context } = b;
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/mall-goods/page'))
        asked.push(`${r.method()} ${new URL(r.url()).pathname} ${r.postData()}`);
    });
    await page.goto(`${b.baseUrl}/#/m-shop/item/list?k=${encodeURIComponent('螺丝')}`);
    await page.locator('.mg-card__name').first().waitFor();
    expect(asked).toEqual([`POST /pm-api/public/mall/goods/mall-goods/page ${JSON.stringify(KEYWORD_BODY)}`]);

    // Markup in the address: index.html leaves the list to the app, which searches the cleaned keyword.
    const other = await context.newPage();
    const errors = watchErrors(other);
    const hostile = '<img src=x onerror=window.__pwned=1>螺丝';
    await other.goto(`${b.baseUrl}/#/m-shop/item/list?k=${encodeURIComponent(hostile)}`);
    await other.locator('.mg-list__heading').waitFor();
    expect(await other.locator('.mg-list__heading b').innerText()).toBe('螺丝');
    expect(await other.locator('img[src="x"]').count()).toBe(0);
    expect(await other.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(errors).toEqual([]);
  });

  it("a visitor's goods detail asks for its goods once: index.html's request is the page's", async () => {
    const { page } = b;
    const { id } = await someGoods();
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/item/detail/get/'))
        asked.push(new URL(r.url()).pathname + new URL(r.url()).search);
    });
    await page.goto(`${b.baseUrl}/#/m-shop/item/detail/${id}`);
    await page.getByRole('button', { name: '加入购物车' }).waitFor();
    expect(asked).toEqual([`/pm-api/public/item/detail/get/${id}?divisionCode=310115`]);
  });

  it("a visitor's phone home gets its pictures as WebP, each asked for once", async () => {
    const { page } = b;
    const asked: string[] = [];
    const types = new Map<string, string>();
    page.on('response', (r) => {
      if (r.request().resourceType() !== 'image') return;
      const u = new URL(r.url());
      asked.push(u.pathname + u.search);
      types.set(u.pathname + u.search, r.headers()['content-type'] ?? '');
    });
    await page.goto(`${b.baseUrl}/#/m-shop/index`);
    await page.locator('.mg-card__img img').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(asked.length).toBeGreaterThan(5);
    expect(new Set(asked).size).toBe(asked.length);
    expect([...types].filter(([, t]) => t !== 'image/webp')).toEqual([]);
    const banner = await firstBanner();
    expect(asked).toContain(pictureSrc(banner.image, PHONE_PICTURE_CSS.banner));
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
