import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@pm/contract/constants';
import { pictureSet, pictureSrc } from '@pm/contract/picture';
import {
  EMPTY_MOBILE_FILTER,
  mobileSearchRequest,
  parseMobileFilter,
} from '../src/features/goods/model/mobile-list';
import { PREFETCH_KEY, prefetchKey } from '../src/lib/prefetch';
import {
  FIRST_BANNER_KEY,
  FIRST_CARDS_KEY,
  FIRST_PICTURE_KEY,
  PHONE_PICTURE_CSS,
  START_GATE_KEY,
} from '../src/ui/mobile/first-screen';
import { DESKTOP_PICTURE_CSS } from '../src/ui/desktop/first-pictures';
import { routePreloadScript, routeStarts, type RouteStart } from './start-html';

const ROUTES: RouteStart[] = [
  { hash: '^(#/?)?$|^#/shop/?$', files: ['/assets/shop-home.js'], picture: 'banner' },
  { hash: '^#/shop/detail/', files: ['/assets/shop-detail.js'], picture: 'gallery' },
  { hash: '^#/shop/list(/?$|\\?)', files: ['/assets/shop-list.js'] },
  { hash: '^#/m-shop(/index)?/?$', files: ['/assets/home.js', '/assets/home.css'], first: 'm-shop' },
  { hash: '^#/m-shop/item/detail/', files: ['/assets/detail.js'], first: 'detail' },
  { hash: '^#/m-shop/item/list', files: ['/assets/list.js'], first: 'm-shop-list' },
  { hash: '^#/m-shop/search', files: ['/assets/search.js'] },
  { hash: '^#/app-market/goods-list', files: ['/assets/goods-list.js'], first: 'list' },
];
const CORE = ['/assets/boot.js', '/assets/client.js'];
const LIST_URL = '/pm-api/public/mall/goods/mall-goods/page';

const PLACEHOLDER = '<div class="pm-loading" role="status" data-pm-first><span>正在加载…</span></div>';

const win = () => window as unknown as Record<string, unknown>;

/** Runs index.html's inline script as the browser would, on the given hash. */
function run(hash: string): void {
  window.location.hash = hash;
  new Function(routePreloadScript(ROUTES, CORE))();
}

function links(rel: string): HTMLLinkElement[] {
  return [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)];
}
const preloaded = () => links('modulepreload').map((l) => new URL(l.href).pathname);
const pictures = () => links('preload').filter((l) => l.as === 'image' || l.getAttribute('as') === 'image');

function answer(data: unknown) {
  return vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify({ code: 0, message: 'ok', data }))),
  );
}

/** A few turns of the event loop (the answers' promises, a frame, the tasks after it). */
/** A moment for what the script does next (for checks that nothing happens). */
const settle = () => new Promise((r) => setTimeout(r, 40));
/** Waits until `check` passes: what the script draws or asks for after an answer or a picture. */
const until = (check: () => unknown) => vi.waitFor(check, { timeout: 10_000, interval: 20 });

/** Whether index.html's start gate has opened (the entry may load the app). */
async function gateOpen(): Promise<boolean> {
  const gate = win()[START_GATE_KEY] as Promise<unknown>;
  return Promise.race([gate.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 0))]);
}

/**
 * The timers a test's script set (the home's 3 s fallback preload …), cleared after the test: on a busy machine
 * one set by an earlier test fired inside a later one and added its files to that test's preloads.
 */
const pending = new Set<ReturnType<typeof setTimeout>>();
const realSetTimeout = globalThis.setTimeout;
function trackedSetTimeout(...args: Parameters<typeof setTimeout>): ReturnType<typeof setTimeout> {
  const id = realSetTimeout(...args);
  pending.add(id);
  return id;
}

describe("index.html's inline script (first screens, start gate and preloads)", () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = `<div id="root">${PLACEHOLDER}</div>`;
    globalThis.setTimeout = trackedSetTimeout as typeof setTimeout;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    globalThis.setTimeout = realSetTimeout;
    for (const id of pending) clearTimeout(id);
    pending.clear();
    localStorage.clear();
    for (const k of [PREFETCH_KEY, FIRST_BANNER_KEY, FIRST_PICTURE_KEY, FIRST_CARDS_KEY, START_GATE_KEY]) {
      delete win()[k];
    }
  });

  it("draws a visitor's home down to the first banner, escaping the server's text, and lets the app load after the picture", async () => {
    const fetch = answer({
      banners: [
        { image: '/img/a".svg?x=<b>$&', title: '<img src=x onerror=alert(1)>', subtitle: '"引号"&' },
        { image: '/img/b.svg', title: '第二', subtitle: '' },
      ],
    });
    vi.stubGlobal('fetch', fetch);
    run('#/m-shop/index');
    expect(fetch).toHaveBeenCalledWith('/pm-api/public/mall/index', expect.anything());
    // The app's files wait for the banner picture: it is what the buyer sees first.
    await settle();
    expect(preloaded()).toEqual([]);
    expect(await gateOpen()).toBe(false);

    const root = document.getElementById('root')!;
    expect(root.querySelector('.pm-first .ms-home__header')?.textContent).toContain('企业采购一站式服务');
    const imgs = root.querySelectorAll('img');
    expect(imgs).toHaveLength(1);
    expect(imgs[0]!.getAttribute('src')).toBe('/img/a".svg?x=<b>$&');
    expect(imgs[0]!.getAttribute('alt')).toBe('<img src=x onerror=alert(1)>："引号"&');
    expect(root.querySelector('[data-pm-first]')).toBeNull();
    expect(win()[FIRST_BANNER_KEY]).toEqual({
      image: '/img/a".svg?x=<b>$&',
      alt: '<img src=x onerror=alert(1)>："引号"&',
    });

    const [picture] = pictures();
    expect(picture?.href).toContain('/img/a');
    picture!.dispatchEvent(new Event('load'));
    await until(() =>
      expect(preloaded()).toEqual(['/assets/boot.js', '/assets/client.js', '/assets/home.js']),
    );
    expect(await gateOpen()).toBe(true);
    const style = links('preload').find((l) => l.href.endsWith('/assets/home.css'));
    expect(style).toBeDefined();
    // the credentials mode of the stylesheet the app asks for (crossorigin): else it is loaded twice
    expect(style!.getAttribute('crossorigin')).toBe('');
  });

  it('asks for a drawn banner as WebP at the width the banner strip asks for', async () => {
    vi.stubGlobal(
      'fetch',
      answer({ banners: [{ image: '/pm-api/mall/image/banner-1.svg', title: 't', subtitle: 's' }] }),
    );
    run('#/m-shop/index');
    await until(() => expect(document.querySelector('.pm-first .mm-banner img')).not.toBeNull());
    const src = pictureSrc('/pm-api/mall/image/banner-1.svg', PHONE_PICTURE_CSS.banner);
    expect(src).toBe('/pm-api/mall/image/banner-1.svg?w=960');
    expect(document.querySelector('.pm-first .mm-banner img')?.getAttribute('src')).toBe(src);
    expect(pictures().map((l) => new URL(l.href).pathname + new URL(l.href).search)).toEqual([src]);
    expect(win()[FIRST_BANNER_KEY]).toEqual({ image: src, alt: 't：s' });
  });

  it('never draws over what the app has rendered', async () => {
    vi.stubGlobal('fetch', answer({ banners: [{ image: '/img/a.svg', title: 't', subtitle: 's' }] }));
    run('#/m-shop/index');
    document.getElementById('root')!.innerHTML = '<div class="pm-loading" role="status">React</div>';
    await settle();
    expect(document.getElementById('root')!.textContent).toBe('React');
  });

  it('draws nothing without a banner, and the app loads at once', async () => {
    vi.stubGlobal('fetch', answer({ banners: [] }));
    run('#/m-shop');
    await until(() =>
      expect(preloaded()).toEqual(['/assets/boot.js', '/assets/client.js', '/assets/home.js']),
    );
    expect(document.querySelector('#root > [data-pm-first]')).not.toBeNull();
    expect(document.querySelector('.pm-first')).toBeNull();
    expect(await gateOpen()).toBe(true);
  });

  it('lets the app load after 3 s when the answer does not come', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    run('#/m-shop/index');
    vi.advanceTimersByTime(2999);
    expect(preloaded()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(preloaded()).toEqual(['/assets/boot.js', '/assets/client.js']);
  });

  it('asks nothing for a signed-in user and lets the app load at once', async () => {
    const fetch = answer({ banners: [] });
    vi.stubGlobal('fetch', fetch);
    localStorage.setItem(STORAGE_KEYS.authorization, 'token');
    run('#/m-shop/index');
    expect(fetch).not.toHaveBeenCalled();
    expect(preloaded()).toEqual(['/assets/boot.js', '/assets/client.js']);
    await until(() =>
      expect(preloaded()).toEqual(['/assets/boot.js', '/assets/client.js', '/assets/home.js']),
    );
    expect(await gateOpen()).toBe(true);
  });

  it("draws a visitor's goods detail down to its first picture, asked for in the page's delivery area", async () => {
    const fetch = answer({ name: '螺丝 "M3"', images: ['/img/goods/1.svg', '/img/goods/2.svg'], image: '' });
    vi.stubGlobal('fetch', fetch);
    run('#/m-shop/item/detail/12');
    expect(fetch).toHaveBeenCalledWith(
      '/pm-api/public/item/detail/get/12?divisionCode=310115',
      expect.anything(),
    );
    await until(() => expect(document.querySelector('.pm-first .mg-gallery img')).not.toBeNull());
    // the picture as WebP at the width the gallery asks for too
    const src = pictureSrc('/img/goods/1.svg', PHONE_PICTURE_CSS.gallery);
    expect(src).toBe('/img/goods/1.svg?w=960');
    expect(pictures().map((l) => new URL(l.href).pathname + new URL(l.href).search)).toEqual([src]);
    const root = document.getElementById('root')!;
    expect(root.querySelector('.pm-first .pm-first-nav')?.textContent).toBe('商品详情');
    const img = root.querySelector('.pm-first .mg-gallery img')!;
    expect(img.getAttribute('src')).toBe(src);
    expect(img.getAttribute('alt')).toBe('螺丝 "M3" 图1');
    expect(win()[FIRST_PICTURE_KEY]).toEqual({ id: '12', image: src, alt: '螺丝 "M3" 图1' });
    expect(preloaded()).toEqual([]);
    pictures()[0]!.dispatchEvent(new Event('error'));
    expect(preloaded()).toEqual(['/assets/boot.js', '/assets/client.js']);
  });

  it('asks for the detail in the delivery area the visitor chose', () => {
    const fetch = answer({ name: 'x', images: [] });
    vi.stubGlobal('fetch', fetch);
    localStorage.setItem(
      'PM_DELIVERY_AREA',
      JSON.stringify({ provCityArea: ['北京市', '北京市', '朝阳区'], divisionCode: '110105' }),
    );
    run('#/m-shop/item/detail/7?from=list');
    expect(fetch).toHaveBeenCalledWith(
      '/pm-api/public/item/detail/get/7?divisionCode=110105',
      expect.anything(),
    );
  });

  it('draws the goods list without filters down to its first row, with the request the page makes', async () => {
    const fetch = answer({
      records: [
        { image: '/img/goods/1.svg', name: '内六角螺钉' },
        { image: '', name: '无图' },
        { image: '/img/goods/3.svg', name: '<垃圾袋>' },
        { image: '/img/goods/4.svg', name: '第三个' },
      ],
    });
    vi.stubGlobal('fetch', fetch);
    run('#/app-market/goods-list');
    const body = JSON.stringify({ ...mobileSearchRequest(EMPTY_MOBILE_FILTER, '310115'), page: 1 });
    expect(body).toBe('{"sort":"relevance","limit":20,"divisionCode":"310115","page":1}');
    expect(fetch).toHaveBeenCalledWith(LIST_URL, expect.objectContaining({ method: 'POST', body }));
    // the HTTP client finds it under the key of that very request
    const store = win()[PREFETCH_KEY] as Record<string, unknown>;
    expect(Object.keys(store)).toEqual([prefetchKey('POST', LIST_URL, body)]);
    await until(() =>
      expect(document.querySelectorAll('.pm-first .mg-grid .mg-card__img img')).toHaveLength(2),
    );
    const imgs = [...document.querySelectorAll('.pm-first .mg-grid .mg-card__img img')];
    const card = (src: string) => pictureSrc(src, PHONE_PICTURE_CSS.card);
    expect(card('/img/goods/1.svg')).toBe('/img/goods/1.svg?w=480');
    expect(imgs.map((i) => [i.getAttribute('src'), i.getAttribute('alt')])).toEqual([
      [card('/img/goods/1.svg'), '内六角螺钉'],
      [card('/img/goods/3.svg'), '<垃圾袋>'],
    ]);
    expect(document.querySelector('.pm-first .mg-sort')?.textContent).toContain('综合销量新品价格');
    expect(win()[FIRST_CARDS_KEY]).toEqual({
      body,
      cards: [
        { image: card('/img/goods/1.svg'), alt: '内六角螺钉' },
        { image: card('/img/goods/3.svg'), alt: '<垃圾袋>' },
      ],
    });
  });

  it("draws the mobile shop's list of a keyword down to its first row, with its heading and the page's request", async () => {
    const fetch = answer({
      records: [
        { image: '/img/goods/1.svg', name: '内六角螺钉 M6' },
        { image: '/img/goods/2.svg', name: '十字螺丝' },
      ],
    });
    vi.stubGlobal('fetch', fetch);
    run(`#/m-shop/item/list?k=${encodeURIComponent('螺丝')}`);
    const body = JSON.stringify({
      ...mobileSearchRequest({ ...EMPTY_MOBILE_FILTER, keyword: '螺丝' }, '310115'),
      page: 1,
    });
    expect(body).toBe('{"sort":"relevance","limit":20,"keyword":"螺丝","divisionCode":"310115","page":1}');
    expect(fetch).toHaveBeenCalledWith(LIST_URL, expect.objectContaining({ method: 'POST', body }));
    expect(Object.keys(win()[PREFETCH_KEY] as object)).toEqual([prefetchKey('POST', LIST_URL, body)]);
    await until(() =>
      expect(document.querySelectorAll('#root > .pm-first .mg-grid .mg-card__img img')).toHaveLength(2),
    );
    const first = document.querySelector('#root > .pm-first')!;
    expect(first.querySelector('.pm-first-nav__title')?.textContent).toBe('商品列表');
    expect(first.querySelector('.pm-first-nav a.mg-nav-icon')?.getAttribute('href')).toBe('#/m-shop/search');
    expect(first.querySelector('.mg-list__heading')?.textContent).toBe('搜索“螺丝”的结果');
    const card = (src: string) => pictureSrc(src, PHONE_PICTURE_CSS.card);
    const imgs = [...first.querySelectorAll('.mg-grid .mg-card__img img')];
    expect(imgs.map((i) => [i.getAttribute('src'), i.getAttribute('alt')])).toEqual([
      [card('/img/goods/1.svg'), '内六角螺钉 M6'],
      [card('/img/goods/2.svg'), '十字螺丝'],
    ]);
    expect(win()[FIRST_CARDS_KEY]).toEqual({
      body,
      cards: [
        { image: card('/img/goods/1.svg'), alt: '内六角螺钉 M6' },
        { image: card('/img/goods/2.svg'), alt: '十字螺丝' },
      ],
    });
    // the app's files after the first picture
    expect(preloaded()).toEqual([]);
    pictures()[0]!.dispatchEvent(new Event('load'));
    await until(() =>
      expect(preloaded()).toEqual(['/assets/boot.js', '/assets/client.js', '/assets/list.js']),
    );
  });

  it("draws a category list (name or id) with its heading, and the app market's keyword list", async () => {
    const records = [{ image: '/img/goods/1.svg', name: '安全帽' }];
    const cases: [string, string, string | undefined][] = [
      [
        `#/m-shop/item/list?catalog=${encodeURIComponent('劳保用品')}`,
        'catalog=劳保用品',
        '分类“劳保用品”的结果',
      ],
      ['#/m-shop/item/list?cid=12', 'cid=12', undefined],
      [`#/app-market/goods-list?k=${encodeURIComponent('SKF 6202')}`, 'k=SKF+6202', '搜索“SKF 6202”的结果'],
      ['#/app-market/goods-list?k=SKF+6202&cid=7', 'k=SKF 6202&cid=7', '搜索“SKF 6202”的结果'],
    ];
    for (const [hash, query, heading] of cases) {
      document.body.innerHTML = `<div id="root">${PLACEHOLDER}</div>`;
      const fetch = answer({ records });
      vi.stubGlobal('fetch', fetch);
      run(hash);
      const body = JSON.stringify({ ...mobileSearchRequest(parseMobileFilter(query), '310115'), page: 1 });
      expect(fetch, hash).toHaveBeenCalledWith(LIST_URL, expect.objectContaining({ body }));
      await until(() => expect(document.querySelectorAll('.pm-first .mg-card img')).toHaveLength(1));
      expect(document.querySelector('.pm-first .mg-list__heading')?.textContent, hash).toBe(heading);
    }
  });

  it("escapes the address's keyword in the heading and draws nothing for one the cleaner would change", async () => {
    // Text a keyword may hold as it is: entities, quotes, a mark of the script's templates.
    const shown = `&lt;b&gt;"x' %PM_CARDS% %PM_ALT%&amp;`;
    vi.stubGlobal('fetch', answer({ records: [{ image: '/img/goods/1.svg', name: '螺丝' }] }));
    run(`#/m-shop/item/list?k=${encodeURIComponent(shown)}`);
    await until(() => expect(document.querySelector('.pm-first .mg-list__heading')).not.toBeNull());
    const heading = document.querySelector('.pm-first .mg-list__heading')!;
    expect(heading.textContent).toBe(`搜索“${shown}”的结果`);
    expect(heading.querySelectorAll('*')).toHaveLength(1);
    expect(document.querySelectorAll('.pm-first img')).toHaveLength(1);

    // Markup, controls, invisible characters, doubled or outer spaces, too long: the page cleans these, so
    // its request would not be this one: nothing drawn or asked, the app loads at once.
    const hostile = [
      '<img src=x onerror=alert(1)>',
      '"><script>alert(1)</script>',
      '</script><b>',
      '螺丝\u0000',
      '螺\u200b丝',
      '螺丝\n',
      'SKF  6202',
      ' 螺丝',
      '螺丝\u3000',
      'x'.repeat(101),
    ];
    for (const k of hostile) {
      document.head.innerHTML = '';
      document.body.innerHTML = `<div id="root">${PLACEHOLDER}</div>`;
      delete win()[START_GATE_KEY];
      const fetch = answer({ records: [{ image: '/img/goods/1.svg', name: '螺丝' }] });
      vi.stubGlobal('fetch', fetch);
      run(`#/m-shop/item/list?k=${encodeURIComponent(k)}`);
      expect(fetch, k).not.toHaveBeenCalled();
      await until(() =>
        expect(preloaded()).toEqual(['/assets/boot.js', '/assets/client.js', '/assets/list.js']),
      );
      expect(document.querySelector('.pm-first'), k).toBeNull();
      expect(document.querySelector('#root > [data-pm-first]'), k).not.toBeNull();
      expect(await gateOpen(), k).toBe(true);
    }
  });

  it("asks for a list only with exactly the page's request, for any address", () => {
    const words = ['螺丝', 'SKF 6202', 'M6×20', '3M 安全帽', 'a&b', "O'Neil", '"引号"', '100%', '螺丝😀'];
    const odd = ['<b>螺丝</b>', 'a  b', ' a', 'a\t', 'x'.repeat(100), 'x'.repeat(101), '\ufffd', '%E0%A4%A'];
    const queries = [
      '',
      'from=home',
      ...[...words, ...odd].flatMap((w) => [
        `k=${encodeURIComponent(w)}`,
        `catalog=${encodeURIComponent(w)}`,
      ]),
      `k=${'字'.repeat(50)}&catalog=${'类'.repeat(50)}`,
      `catalog=${'类'.repeat(51)}`,
      'k=a+b',
      'k=a%20b',
      'k=%',
      'k=a&k=b',
      'cid=12',
      'cid=012',
      'cid=12&k=x',
      'cid=1234567890123456789',
      'k=x&sort=relevance',
      'k=x&sort=sales',
      'k=x&sort=nope',
      'k=x&brand=1',
      'k=x&pmin=1',
      'k=x&stock=1',
      'k=x&page=3',
      'k=x#y',
    ];
    const asked: string[] = [];
    for (const area of ['#/m-shop/item/list', '#/app-market/goods-list']) {
      for (const query of queries) {
        const fetch = answer({ records: [] });
        vi.stubGlobal('fetch', fetch);
        run(`${area}?${query}`);
        const body = fetch.mock.calls[0]?.[1]?.body;
        if (body === undefined) continue;
        asked.push(`${area}?${query}`);
        const hash = window.location.hash;
        const search = hash.slice(hash.indexOf('?'));
        const page = JSON.stringify({ ...mobileSearchRequest(parseMobileFilter(search), '310115'), page: 1 });
        expect(body, `${area}?${query}`).toBe(page);
      }
    }
    // the addresses of searches and category links are drawn
    for (const w of words) expect(asked).toContain(`#/m-shop/item/list?k=${encodeURIComponent(w)}`);
    expect(asked).toContain('#/m-shop/item/list?cid=12');
    expect(asked).toContain('#/app-market/goods-list?from=home');
    expect(asked).not.toContain('#/app-market/goods-list?cid=12');
    expect(asked).not.toContain('#/m-shop/item/list?k=x&sort=sales');
    expect(asked).not.toContain('#/m-shop/item/list?k=x&brand=1');
  });

  it("preloads another page's files at once and asks for nothing", async () => {
    const fetch = answer({});
    vi.stubGlobal('fetch', fetch);
    run('#/m-shop/search?keyword=12');
    expect(fetch).not.toHaveBeenCalled();
    await until(() =>
      expect(preloaded()).toEqual(['/assets/boot.js', '/assets/client.js', '/assets/search.js']),
    );
    expect(await gateOpen()).toBe(true);
  });

  it('starts six preloads per task, so that no task runs long', async () => {
    vi.stubGlobal('fetch', answer({}));
    const many = Array.from({ length: 14 }, (_, i) => `/assets/c${i}.js`);
    window.location.hash = '#/shop/cart';
    new Function(routePreloadScript(ROUTES, many))();
    expect(preloaded()).toHaveLength(6);
    expect(await gateOpen()).toBe(false);
    await until(() => expect(preloaded()).toEqual(many));
    expect(await gateOpen()).toBe(true);
  });

  it('lets a desktop page load the app at once, with its own files', async () => {
    const fetch = answer({});
    vi.stubGlobal('fetch', fetch);
    run('#/shop/list?k=螺丝');
    await until(async () => expect(await gateOpen()).toBe(true));
    expect(preloaded()).toEqual(['/assets/boot.js', '/assets/client.js', '/assets/shop-list.js']);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("asks for a visitor's desktop home data at once and preloads its first banner as the banner strip asks for it, drawing nothing", async () => {
    const fetch = answer({
      banners: [
        { image: '/pm-api/mall/image/banner-1.svg', title: 't', subtitle: 's' },
        { image: '/pm-api/mall/image/banner-2.svg', title: 'u', subtitle: '' },
      ],
    });
    vi.stubGlobal('fetch', fetch);
    run('#/shop');
    expect(fetch).toHaveBeenCalledWith('/pm-api/public/mall/index', expect.anything());
    // the HTTP client takes the answer (GET by its URL)
    expect(Object.keys(win()[PREFETCH_KEY] as object)).toEqual(['/pm-api/public/mall/index']);
    // the app does not wait for it
    await until(() =>
      expect(preloaded()).toEqual(['/assets/boot.js', '/assets/client.js', '/assets/shop-home.js']),
    );
    expect(await gateOpen()).toBe(true);
    const set = pictureSet('/pm-api/mall/image/banner-1.svg', DESKTOP_PICTURE_CSS.banner);
    expect(set.srcSet).toBeDefined();
    const [picture, ...more] = pictures();
    expect(more).toEqual([]);
    expect(new URL(picture!.href).pathname + new URL(picture!.href).search).toBe(set.src);
    expect((picture as HTMLLinkElement & { imageSrcset?: string }).imageSrcset).toBe(set.srcSet);
    expect(picture!.fetchPriority).toBe('high');
    expect(document.querySelector('#root > [data-pm-first]')).not.toBeNull();
  });

  it('preloads an uploaded banner as it is, and nothing when the home has none or the user is signed in', async () => {
    vi.stubGlobal('fetch', answer({ banners: [{ image: '/uploads/a.jpg', title: 't', subtitle: '' }] }));
    run('#/');
    await until(() => expect(pictures().map((l) => new URL(l.href).pathname)).toEqual(['/uploads/a.jpg']));
    expect((pictures()[0] as HTMLLinkElement & { imageSrcset?: string }).imageSrcset ?? '').toBe('');

    document.head.innerHTML = '';
    vi.stubGlobal('fetch', answer({ banners: [] }));
    run('#/shop');
    await settle();
    expect(pictures()).toEqual([]);

    document.head.innerHTML = '';
    const fetch = answer({ banners: [{ image: '/img/a.svg', title: 't', subtitle: '' }] });
    vi.stubGlobal('fetch', fetch);
    localStorage.setItem(STORAGE_KEYS.authorization, 'token');
    run('#/shop');
    await settle();
    expect(fetch).not.toHaveBeenCalled();
    expect(preloaded()).toEqual(['/assets/boot.js', '/assets/client.js', '/assets/shop-home.js']);
  });

  it("asks for a visitor's desktop goods detail in the delivery area at once and preloads its main picture", async () => {
    const fetch = answer({ name: '螺丝', images: [], image: '/img/goods/9.svg' });
    vi.stubGlobal('fetch', fetch);
    run('#/shop/detail/9');
    expect(fetch).toHaveBeenCalledWith(
      '/pm-api/public/item/detail/get/9?divisionCode=310115',
      expect.anything(),
    );
    await until(async () => expect(await gateOpen()).toBe(true));
    expect(preloaded()).toEqual(['/assets/boot.js', '/assets/client.js', '/assets/shop-detail.js']);
    const set = pictureSet('/img/goods/9.svg', DESKTOP_PICTURE_CSS.gallery);
    const [picture, ...more] = pictures();
    expect(more).toEqual([]);
    expect(new URL(picture!.href).pathname + new URL(picture!.href).search).toBe(set.src);
    expect((picture as HTMLLinkElement & { imageSrcset?: string }).imageSrcset).toBe(set.srcSet);
    expect(document.querySelector('.pm-first')).toBeNull();
  });

  it("the full build's desktop entry pages and the phone pages each find their route, the market-only build no desktop page", () => {
    const find = (market: boolean, hash: string) =>
      routeStarts(market).find((r) => new RegExp(r.hash).test(hash));
    for (const hash of ['', '#/', '#/shop', '#/shop/']) expect(find(false, hash)?.picture).toBe('banner');
    const files = (r: ReturnType<typeof find>) => (r?.modules ?? []).map((m) => m.source).join(' ');
    expect(files(find(false, '#/shop/list?k=螺丝'))).toMatch(/list-page.*desktop-providers/);
    expect(files(find(false, '#/shop/list'))).toMatch(/list-page/);
    expect(find(false, '#/shop/listing')).toBeUndefined();
    expect(files(find(false, '#/shop/detail/3027'))).toMatch(/detail-page.*desktop-providers/);
    expect(find(false, '#/shop/detail/3027')?.picture).toBe('gallery');
    expect(find(false, '#/shop/cart')).toBeUndefined();
    expect(find(false, '#/m-shop/index')?.first).toBe('m-shop');
    expect(find(true, '')?.first).toBe('app-market');
    expect(routeStarts(true).some((r) => r.picture || /areas\/shop\//.test(files(r)))).toBe(false);
  });
});
