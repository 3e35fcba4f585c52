/**
 * The first screen of the phone homes, goods details and goods lists (the app market's and the mobile
 * shop's, with a keyword or a category too) as plain HTML: index.html draws it for a visitor as soon as the
 * page's data (the home's first banner, the goods, the list's first page) arrives, before any script of the app has run (apps/web/build/start-html.ts), and
 * React then puts the same page in its place.
 *
 * The markup repeats what the pages render down to their first picture, with the same classes; their
 * rules live in first-screen.css, which is part of the entry's inline stylesheet, so the drawing has its
 * final size and place from the start (e2e/first-screen.spec.ts compares the two). No React and no package
 * here: the build's configuration imports this module as it is.
 */

/** The placeholder of the phone homes' search box. */
export const SEARCH_PLACEHOLDER = '搜索商品名称、品牌、型号';
/** The line beside the shop's name on the mobile shop's home. */
export const M_SHOP_SLOGAN = '企业采购一站式服务';

/**
 * The marks in the first screens' markup for the first picture's address and alternative text (escaped by
 * the script that fills them in), and in an alternative-text template for the data's values.
 */
export const PICTURE_MARKS = { src: '%PM_SRC%', alt: '%PM_ALT%', a: '%PM_A%', b: '%PM_B%' } as const;

/** The picture of a first screen, filled in by index.html's script; its alt is the page's own. */
function firstImg(width: number, height: number): string {
  return (
    `<img src="${PICTURE_MARKS.src}" alt="${PICTURE_MARKS.alt}" width="${width}" height="${height}" ` +
    'fetchpriority="high" decoding="sync">'
  );
}

/**
 * How wide (CSS px) the phone pages show their first screens' pictures, at most: what they ask the drawn
 * pictures for (pictureSrc of the contract), the same in index.html's drawing and in the pages.
 */
export const PHONE_PICTURE_CSS = { banner: 412, gallery: 412, card: 200 } as const;

/** The data attribute of index.html's loading placeholder: only that one may be drawn over. */
export const FIRST_PLACEHOLDER_ATTR = 'data-pm-first';

/** A picture index.html drew: what the page's placeholder shows until its data is there. */
export interface FirstImage {
  image: string;
  alt: string;
}

/** The window keys of what index.html drew: a home's first banner, a detail's picture, a list's cards. */
export const FIRST_BANNER_KEY = '__pmFirstBanner';
export const FIRST_PICTURE_KEY = '__pmFirstPicture';
export const FIRST_CARDS_KEY = '__pmFirstCards';

/**
 * The window key of index.html's start gate: a promise that resolves when the app may load (at once, or
 * once the first screen's picture is on screen). See startGate.
 */
export const START_GATE_KEY = '__pmStart';

/** What index.html's script left under `key` (nothing outside a browser). */
function fromWindow(key: string): unknown {
  return typeof window === 'undefined' ? undefined : (window as unknown as Record<string, unknown>)[key];
}

function asImage(v: unknown): FirstImage | undefined {
  if (!v || typeof v !== 'object') return undefined;
  const { image, alt } = v as Record<string, unknown>;
  return typeof image === 'string' && typeof alt === 'string' ? { image, alt } : undefined;
}

/** When the app may load: index.html's gate, or now (no gate: the dev server, a test). */
export function startGate(): Promise<unknown> {
  const gate = fromWindow(START_GATE_KEY);
  return gate instanceof Promise ? gate : Promise.resolve();
}

/** The first banner index.html has shown (or is about to), for the home page's placeholder box. */
export function firstBanner(): FirstImage | undefined {
  return asImage(fromWindow(FIRST_BANNER_KEY));
}

/** The goods picture index.html drew for goods `id`, for the detail page's placeholder. */
export function firstPicture(id: string): FirstImage | undefined {
  const p = fromWindow(FIRST_PICTURE_KEY);
  return (p as { id?: unknown } | undefined)?.id === id ? asImage(p) : undefined;
}

/** The goods pictures index.html drew for the list of this request body, for the list's placeholder. */
export function firstCards(body: string): FirstImage[] {
  const c = fromWindow(FIRST_CARDS_KEY) as { body?: unknown; cards?: unknown } | undefined;
  if (c?.body !== body || !Array.isArray(c.cards)) return [];
  return c.cards.map(asImage).filter((x): x is FirstImage => x !== undefined);
}

/** The alternative text of a goods detail's first picture (the gallery's, and the first screen's). */
export function goodsPictureAlt(name: string, n = 1): string {
  return `${name} 图${n}`;
}

/** The alternative text of a banner picture (the same in the strip and in the first screen). */
export function bannerAlt(b: { title: string; subtitle: string }): string {
  return `${b.title}：${b.subtitle}`;
}

const SEARCH_ICON =
  '<svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" stroke-width="1.8" ' +
  'stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">' +
  '<circle cx="11" cy="11" r="7"></circle><path d="m20.5 20.5-4.5-4.5"></path></svg>';

function searchEntry(href: string): string {
  return `<a href="#${href}" class="pm-search-entry">${SEARCH_ICON}<span>${SEARCH_PLACEHOLDER}</span></a>`;
}

export type FirstScreenArea = 'm-shop' | 'app-market';

/**
 * The page down to its first banner, inside the area shell's frame (`pm-mobile`), with PICTURE_MARKS where
 * the banner's picture goes. `siteName` is SITE_NAME (a constant: nothing to escape).
 */
export function firstScreenHtml(area: FirstScreenArea, siteName: string): string {
  const header =
    area === 'm-shop'
      ? '<header class="ms-home__header"><div class="ms-home__brand">' +
        `<span class="ms-home__brand-name">${siteName}</span>` +
        `<span class="ms-home__brand-slogan">${M_SHOP_SLOGAN}</span></div>` +
        `${searchEntry('/m-shop/search')}</header>`
      : `<header class="am-home__header"><div class="am-home__brand">${siteName}</div>` +
        `${searchEntry('/app-market/search')}</header>`;
  return (
    '<div class="pm-mobile pm-mobile--with-footer pm-first"><main class="pm-mobile__body"><div>' +
    `${header}<section class="mm-banner"><div class="pm-snap">` +
    `<span class="mm-banner__slide">${firstImg(1200, 400)}</span></div></section>` +
    '</div></main></div>'
  );
}

const BACK_ICON =
  '<svg viewBox="0 0 48 48" width="1em" height="1em" aria-hidden="true"><path fill="currentColor" ' +
  'd="M31.7 5.1 13.5 22.7a1.5 1.5 0 0 0 0 2.1L31.7 42.9a.4.4 0 0 0 .3.1h3.1a.4.4 0 0 0 .3-.7L16.8 23.8 ' +
  '35.4 5.7a.4.4 0 0 0-.3-.7H32a.4.4 0 0 0-.3.1Z"></path></svg>';

/**
 * The navigation bars' titles: the route table's titles of the goods detail and list (商品详情, 商品列表).
 */
const DETAIL_TITLE = '商品详情';
const LIST_TITLE = '商品列表';

/** The navigation bar with a back arrow, the title and what the page shows on its right (if anything). */
function navBar(title: string, right = ''): string {
  return (
    `<div class="pm-first-nav"><span class="pm-first-nav__back">${BACK_ICON}</span>` +
    `<span class="pm-first-nav__title">${title}</span><span class="pm-first-nav__right">${right}</span></div>`
  );
}

/**
 * The goods detail down to its first picture: the navigation bar (ui/mobile/back-nav-bar.tsx, drawn with
 * the same height and title) and the gallery's box with the picture (PICTURE_MARKS). The detail pages hide
 * the tab bar, so the frame has no footer.
 */
export function detailScreenHtml(): string {
  return (
    `<div class="pm-mobile pm-first"><main class="pm-mobile__body"><div>${navBar(DETAIL_TITLE)}` +
    `<div class="mg-gallery"><div class="pm-snap"><div class="mg-gallery__slide">${firstImg(400, 400)}</div></div></div>` +
    '</div></main></div>'
  );
}

/** The mark in listScreenHtml's markup where the first goods cards (LIST_CARD each) go. */
export const CARDS_MARK = '%PM_CARDS%';
/** How many goods cards index.html draws: the first row of the two-column grid. */
export const FIRST_CARDS = 2;

/** A goods card of the grid down to its picture (goods-card.tsx; the name and price come with the app). */
export const LIST_CARD = `<span class="mg-card"><span class="mg-card__img">${firstImg(200, 200)}</span></span>`;

const FILTER_ICON =
  '<svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" stroke-width="1.8" ' +
  'aria-hidden="true"><path d="M4 5h16l-6 7.5V19l-4 1.5v-8L4 5Z" stroke-linejoin="round"></path></svg>';

/** The mark in listScreenHtml's markup where the list's heading (LIST_HEADING, or nothing) goes. */
export const HEADING_MARK = '%PM_HEADING%';

/**
 * The heading of a list with a keyword or a category name (the list pages' `heading`): 搜索 or 分类
 * (PICTURE_MARKS.a) and the keyword or name (PICTURE_MARKS.b, escaped by the script that fills it in).
 */
export const LIST_HEADING = `<p class="mg-list__heading">${PICTURE_MARKS.a}“<b>${PICTURE_MARKS.b}</b>”的结果</p>`;

/** The list's heading words: 搜索“…”的结果 for a keyword, 分类“…”的结果 for a category name. */
export const LIST_HEADING_WORDS = { keyword: '搜索', catalog: '分类' } as const;

export type ListScreenArea = 'app-market' | 'm-shop';

/**
 * A phone goods list down to the first row of goods: the navigation bar, the sort bar as goods-results.tsx
 * renders it with 综合 chosen and no filter of the sheet on, the heading of a keyword or category
 * (HEADING_MARK), the count's line (its text comes with the app) and the grid with CARDS_MARK. The app
 * market's shell draws the navigation bar above the page; the mobile shop's list page draws its own, with
 * the search link on its right (item-list-page.tsx), over the shell's frame with the tab bar.
 */
export function listScreenHtml(area: ListScreenArea = 'app-market'): string {
  const tab = (label: string, on = false) =>
    `<button type="button" class="mg-sort__tab${on ? ' is-on' : ''}" aria-pressed="${on}">${label}</button>`;
  const list =
    `<div class="mg-list"><div class="mg-sort">${tab('综合', true)}${tab('销量')}${tab('新品')}` +
    '<button type="button" class="mg-sort__tab" aria-label="按价格排序">价格<span class="mg-sort__arrows" ' +
    'aria-hidden="true"><i>▲</i><i>▼</i></span></button>' +
    `<button type="button" class="mg-sort__tab mg-sort__filter">筛选${FILTER_ICON}</button></div>` +
    `${HEADING_MARK}<p class="mg-list__total">&nbsp;</p><div class="mg-grid">${CARDS_MARK}</div></div>`;
  if (area === 'app-market')
    return `<div class="pm-mobile pm-first">${navBar(LIST_TITLE)}<main class="pm-mobile__body">${list}</main></div>`;
  const search = `<a href="#/m-shop/search" aria-label="搜索商品" class="mg-nav-icon">${SEARCH_ICON}</a>`;
  return (
    '<div class="pm-mobile pm-mobile--with-footer pm-first"><main class="pm-mobile__body"><div>' +
    `${navBar(LIST_TITLE, search)}${list}</div></main></div>`
  );
}

/**
 * The first screens index.html can draw: markup, and the template of the picture's alternative text over
 * the data's values (PICTURE_MARKS.a, .b): a banner's title and subtitle, a goods' name.
 */
export function firstScreens(
  siteName: string,
): Record<'m-shop' | 'app-market' | 'detail' | 'list' | 'm-shop-list', [string, string]> {
  const { a, b } = PICTURE_MARKS;
  return {
    'm-shop': [firstScreenHtml('m-shop', siteName), bannerAlt({ title: a, subtitle: b })],
    'app-market': [firstScreenHtml('app-market', siteName), bannerAlt({ title: a, subtitle: b })],
    detail: [detailScreenHtml(), goodsPictureAlt(a)],
    // each card's picture has the goods' name as its text (goods-card.tsx)
    list: [listScreenHtml('app-market'), a],
    'm-shop-list': [listScreenHtml('m-shop'), a],
  };
}
