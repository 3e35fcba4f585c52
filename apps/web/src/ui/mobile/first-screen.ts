/**
 * The first screen of the phone home pages as plain HTML: index.html draws it for a visitor as soon as the
 * shop home's data (its first banner) arrives, before any script of the app has run
 * (apps/web/build/start-html.ts), and React then puts the same page in its place.
 *
 * The markup repeats what the home pages render down to the first banner, with the same classes; their
 * rules live in first-screen.css, which is part of the entry's inline stylesheet, so the drawing has its
 * final size and place from the start (e2e/first-screen.spec.ts compares the two). No React and no package here:
 * the build's configuration imports this module as it is.
 */

/** The placeholder of the phone homes' search box. */
export const SEARCH_PLACEHOLDER = '搜索商品名称、品牌、型号';
/** The line beside the shop's name on the mobile shop's home. */
export const M_SHOP_SLOGAN = '企业采购一站式服务';

/** The mark in firstScreenHtml's markup where the first banner (a slide with its picture) goes. */
export const BANNER_MARK = '%PM_BANNER%';

/** The data attribute of index.html's loading placeholder: only that one may be drawn over. */
export const FIRST_PLACEHOLDER_ATTR = 'data-pm-first';

/** What index.html keeps of the first banner for the home's placeholder (window key below). */
export interface FirstBanner {
  image: string;
  alt: string;
}
export const FIRST_BANNER_KEY = '__pmFirstBanner';

/** The first banner index.html has shown (or is about to), for the home page's placeholder box. */
export function firstBanner(): FirstBanner | undefined {
  if (typeof window === 'undefined') return undefined;
  const b = (window as unknown as Record<string, unknown>)[FIRST_BANNER_KEY];
  if (!b || typeof b !== 'object') return undefined;
  const { image, alt } = b as Record<string, unknown>;
  return typeof image === 'string' && typeof alt === 'string' ? { image, alt } : undefined;
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
 * The page down to its first banner, inside the area shell's frame (`pm-mobile`), with BANNER_MARK where
 * the banner's slide goes. `siteName` is SITE_NAME (a constant: nothing to escape); the banner is escaped by
 * the script that fills it in.
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
    `${header}<section class="mm-banner"><div class="mm-banner__track">${BANNER_MARK}</div></section>` +
    '</div></main></div>'
  );
}
