import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@pm/contract/constants';
import { FIRST_BANNER_KEY } from '../src/ui/mobile/first-screen';
import { routePreloadScript } from './start-html';

const ROUTES = [
  { hash: '^#/m-shop(/index)?/?$', files: ['/assets/home.js', '/assets/home.css'], home: 'm-shop' as const },
  { hash: '^#/m-shop/item/detail/', files: ['/assets/detail.js'], detail: true },
  { hash: '^#/m-shop/item/list', files: ['/assets/list.js'] },
];

const PLACEHOLDER = '<div class="pm-loading" role="status" data-pm-first><span>正在加载…</span></div>';

/** Runs index.html's inline script as the browser would, on the given hash. */
function run(hash: string): void {
  window.location.hash = hash;
  new Function(routePreloadScript(ROUTES))();
}

function links(rel: string): HTMLLinkElement[] {
  return [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)];
}

function answer(banners: unknown[], data: Record<string, unknown> = { banners }) {
  return vi.fn(() => Promise.resolve(new Response(JSON.stringify({ code: 0, message: 'ok', data }))));
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe("index.html's inline script (first screen and preloads)", () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = `<div id="root">${PLACEHOLDER}</div>`;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (window as unknown as Record<string, unknown>).__pmPrefetch;
    delete (window as unknown as Record<string, unknown>)[FIRST_BANNER_KEY];
  });

  it("draws a visitor's home down to the first banner, escaping the server's text", async () => {
    const fetch = answer([
      { image: '/img/a".svg?x=<b>', title: '<img src=x onerror=alert(1)>', subtitle: '"引号"&' },
      { image: '/img/b.svg', title: '第二', subtitle: '' },
    ]);
    vi.stubGlobal('fetch', fetch);
    run('#/m-shop/index');
    expect(fetch).toHaveBeenCalledWith('/pm-api/public/mall/index', expect.anything());
    // The app's chunks wait for the banner picture: it is what the buyer sees first.
    expect(links('modulepreload')).toEqual([]);
    await flush();
    await flush();

    const root = document.getElementById('root')!;
    expect(root.querySelector('.pm-first .ms-home__header')?.textContent).toContain('企业采购一站式服务');
    const imgs = root.querySelectorAll('img');
    expect(imgs).toHaveLength(1);
    expect(imgs[0]!.getAttribute('src')).toBe('/img/a".svg?x=<b>');
    expect(imgs[0]!.getAttribute('alt')).toBe('<img src=x onerror=alert(1)>："引号"&');
    expect(root.querySelector('[data-pm-first]')).toBeNull();
    expect((window as unknown as Record<string, unknown>)[FIRST_BANNER_KEY]).toEqual({
      image: '/img/a".svg?x=<b>',
      alt: '<img src=x onerror=alert(1)>："引号"&',
    });

    const [picture] = links('preload').filter((l) => l.getAttribute('as') === 'image' || l.as === 'image');
    expect(picture?.href).toContain('/img/a');
    picture!.dispatchEvent(new Event('load'));
    expect(links('modulepreload').map((l) => new URL(l.href).pathname)).toEqual(['/assets/home.js']);
    expect(links('preload').some((l) => l.href.endsWith('/assets/home.css'))).toBe(true);
  });

  it('never draws over what the app has rendered', async () => {
    vi.stubGlobal('fetch', answer([{ image: '/img/a.svg', title: 't', subtitle: 's' }]));
    run('#/m-shop/index');
    document.getElementById('root')!.innerHTML = '<div class="pm-loading" role="status">React</div>';
    await flush();
    await flush();
    expect(document.getElementById('root')!.textContent).toBe('React');
  });

  it('draws nothing without a banner, and the chunks still load', async () => {
    vi.stubGlobal('fetch', answer([]));
    run('#/m-shop');
    await flush();
    await flush();
    expect(document.querySelector('#root > [data-pm-first]')).not.toBeNull();
    expect(document.querySelector('.pm-first')).toBeNull();
    expect(links('modulepreload')).toHaveLength(1);
  });

  it('asks nothing for a signed-in user and preloads at once', () => {
    const fetch = answer([]);
    vi.stubGlobal('fetch', fetch);
    localStorage.setItem(STORAGE_KEYS.authorization, 'token');
    run('#/m-shop/index');
    expect(fetch).not.toHaveBeenCalled();
    expect(links('modulepreload')).toHaveLength(1);
  });

  it("asks for a visitor's goods detail in the page's delivery area and preloads its first picture", async () => {
    const fetch = answer([], { images: ['/img/goods/1.svg', '/img/goods/2.svg'] });
    vi.stubGlobal('fetch', fetch);
    run('#/m-shop/item/detail/12');
    expect(fetch).toHaveBeenCalledWith(
      '/pm-api/public/item/detail/get/12?divisionCode=310115',
      expect.anything(),
    );
    expect(links('modulepreload').map((l) => new URL(l.href).pathname)).toEqual(['/assets/detail.js']);
    await flush();
    await flush();
    const pictures = links('preload').filter((l) => l.as === 'image' || l.getAttribute('as') === 'image');
    expect(pictures.map((l) => new URL(l.href).pathname)).toEqual(['/img/goods/1.svg']);
    expect(document.querySelector('.pm-first')).toBeNull();
  });

  it('asks for the detail in the delivery area the visitor chose', () => {
    const fetch = answer([], { images: [] });
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

  it("preloads another page's chunks at once and asks for nothing", () => {
    const fetch = answer([]);
    vi.stubGlobal('fetch', fetch);
    run('#/m-shop/item/list?keyword=12');
    expect(fetch).not.toHaveBeenCalled();
    expect(links('modulepreload').map((l) => new URL(l.href).pathname)).toEqual(['/assets/list.js']);
  });
});
