import type { HtmlTagDescriptor, Plugin, ResolvedConfig, Rolldown } from 'vite';
// Relative: the configuration's bundler leaves packages to Node, which cannot load the contract's TS.
import { SITE_NAME, STORAGE_KEYS } from '../../../packages/contract/src/constants.ts';
import { DEFAULT_AREA, DELIVERY_AREA_KEY } from '../src/features/mall/model/delivery-area.ts';
import {
  BANNER_MARK,
  FIRST_BANNER_KEY,
  FIRST_PLACEHOLDER_ATTR,
  firstScreenHtml,
  type FirstScreenArea,
} from '../src/ui/mobile/first-screen.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The area registry every page loads right after the entry (src/app/areas.ts → loadAreas()). */
const START_MODULES = /\/src\/app\/areas-(full|market)\.ts$/;
/** Entry CSS up to this size goes into index.html itself. */
const INLINE_CSS_LIMIT = 8 * 1024;

/** The chunk's file and, recursively, the files it imports statically. */
function withStaticImports(bundle: OutputBundle, chunk: OutputChunk, seen = new Set<string>()): Set<string> {
  if (seen.has(chunk.fileName)) return seen;
  seen.add(chunk.fileName);
  for (const file of chunk.imports) {
    const dep = bundle[file];
    if (dep?.type === 'chunk') withStaticImports(bundle, dep, seen);
  }
  return seen;
}

/**
 * The first screens of the phone areas, by the hash they open with: the modules (source files) whose chunks,
 * with their static imports, the page needs before its first content. index.html preloads them from the
 * start when the hash matches, so the browser fetches them beside the entry instead of one level after
 * another (shell → page → home sections), each level a round trip on a slow phone network.
 */
const routeStarts = (
  market: boolean,
): { hash: string; modules: RegExp[]; home?: FirstScreenArea; detail?: boolean }[] => {
  const page = (area: string, name: string) => new RegExp(`areas/${area}/pages/${name}-page\\.tsx$`);
  const shell = (area: string) => new RegExp(`areas/${area}/${area}-shell\\.tsx$`);
  const home = /app\/mobile\/home-sections\.tsx$/;
  return [
    {
      hash: '^#/m-shop(/index)?/?$',
      modules: [shell('m-shop'), page('m-shop', 'index'), home],
      home: 'm-shop',
    },
    {
      hash: '^#/m-shop/item/detail/',
      modules: [shell('m-shop'), page('m-shop', 'item-detail')],
      detail: true,
    },
    { hash: '^#/m-shop/item/list', modules: [shell('m-shop'), page('m-shop', 'item-list')] },
    {
      // '/' opens the app market in the market-only build (the desktop shop in the full build).
      hash: market ? '^(#/?)?$|^#/app-market(/index)?/?$' : '^#/app-market(/index)?/?$',
      modules: [shell('app-market'), page('app-market', 'index'), home],
      home: 'app-market',
    },
    {
      hash: '^#/app-market/goods-detail/',
      modules: [shell('app-market'), page('app-market', 'goods-detail')],
      detail: true,
    },
    { hash: '^#/app-market/goods-list', modules: [shell('app-market'), page('app-market', 'goods-list')] },
  ];
};

/**
 * The shop home's data a visitor's phone home page shows first (banners): index.html asks for it at once,
 * preloads the first banner picture and draws the home down to that banner (ui/mobile/first-screen.ts)
 * while the app's code is still on its way; the HTTP client takes the answer (src/lib/prefetch.ts, window
 * key `__pmPrefetch`). Signed-in users ask for their own (with the token) as usual.
 */
const HOME_DATA_URL = '/pm-api/public/mall/index';

/**
 * A visitor's goods detail the same way: index.html asks for the goods (GET /public/item/detail/get/:id for
 * the delivery area the page will use, features/mall/model/delivery-area.ts) and preloads its first picture
 * while the page's code loads, instead of after it has run.
 */
const DETAIL_DATA_URL = '/pm-api/public/item/detail/get/';

export type RouteStart = { hash: string; files: string[]; home?: FirstScreenArea; detail?: boolean };

/** The classic inline script that adds the route's preloads (its hash goes into the server's CSP). */
export function routePreloadScript(routes: RouteStart[]): string {
  const areas: FirstScreenArea[] = ['m-shop', 'app-market'];
  const data = JSON.stringify(
    routes.map((r) => [r.hash, r.files, r.home ? areas.indexOf(r.home) : -1, r.detail ? 1 : 0]),
  );
  // '</' written as '<\/' so that no '</script' can end the element early.
  const screens = JSON.stringify(areas.map((a) => firstScreenHtml(a, SITE_NAME))).replace(/<\//g, '<\\/');
  // The banner's fields are the server's data: escaped for the attribute they go into. The alternative
  // text is bannerAlt()'s (the same as the banner strip's).
  return (
    `(function(){var r=${data},T=${screens},h=location.hash,d=document,w=window;` +
    `function add(a){var l=d.createElement('link');for(var k in a)l[k]=a[k];d.head.appendChild(l)}` +
    `function esc(s){return String(s).replace(/[&<>"']/g,function(c){return '&#'+c.charCodeAt(0)+';'})}` +
    // Drawn as soon as the placeholder is parsed (not at DOMContentLoaded, which waits for the entry's
    // module to run), and only over index.html's placeholder, never over what React has rendered.
    `function paint(t,b){var go=function(){var o=d.getElementById('root'),p=o&&o.firstElementChild;` +
    `if(!p||!p.hasAttribute('${FIRST_PLACEHOLDER_ATTR}'))return 0;` +
    `o.innerHTML=t.replace('${BANNER_MARK}','<span class="mm-banner__slide"><img src="'+esc(b.image)+` +
    `'" alt="'+esc(b.alt)+'" width="1200" height="400" fetchpriority="high" decoding="sync"></span>');return 1};` +
    `if(!go()&&d.readyState==='loading')d.addEventListener('DOMContentLoaded',go)}` +
    `for(var i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(h)){var x=r[i],n=0;` +
    `function pre(){if(n++)return;x[1].forEach(function(f){add(/\\.css$/.test(f)?{rel:'preload',as:'style',href:f}:` +
    `{rel:'modulepreload',crossOrigin:'',href:f})})}` +
    `function ask(u){var p=fetch(u,{credentials:'include',headers:{Accept:'application/json'}});` +
    `(w.__pmPrefetch=w.__pmPrefetch||{})[u]=p;return p.then(function(y){return y.clone().json()})}` +
    `try{var g=w.fetch&&!localStorage.getItem('${STORAGE_KEYS.authorization}'),` +
    `m=/\\/([1-9]\\d{0,18})(?:[/?]|$)/.exec(h);` +
    `if(g&&x[3]&&m){var c='${DEFAULT_AREA.divisionCode}';` +
    `try{var a=JSON.parse(localStorage.getItem('${DELIVERY_AREA_KEY}')||'null');` +
    `if(a&&/^\\d{6}$/.test(a.divisionCode)&&Array.isArray(a.provCityArea))c=a.divisionCode}catch(e){}` +
    `ask('${DETAIL_DATA_URL}'+m[1]+'?divisionCode='+c).then(function(b){var i=b&&b.data&&b.data.images;` +
    `if(i&&typeof i[0]==='string'&&i[0])add({rel:'preload',as:'image',href:i[0],fetchPriority:'high'})})` +
    `.catch(function(){});pre()}` +
    `else if(g&&x[2]>=0){var u='${HOME_DATA_URL}';` +
    `ask(u).then(function(b){var s=b&&b.data&&b.data.banners,f=s&&s[0];` +
    `if(!f||typeof f.image!=='string')return pre();` +
    `var v=w.${FIRST_BANNER_KEY}={image:f.image,alt:f.title+'：'+f.subtitle};` +
    `add({rel:'preload',as:'image',href:v.image,fetchPriority:'high',onload:pre,onerror:pre});paint(T[x[2]],v)})` +
    `.catch(pre)}else pre()}catch(e){pre()}break}})();`
  );
}

/** The chunk files (and their CSS) holding the given source modules, with their static imports. */
function routeFiles(bundle: OutputBundle, base: string, modules: RegExp[], skip: Set<string>): string[] {
  const files = new Set<string>();
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.moduleIds.some((id) => modules.some((m) => m.test(id)))) continue;
    for (const file of withStaticImports(bundle, chunk)) {
      if (skip.has(file)) continue;
      files.add(file);
      const dep = bundle[file];
      if (dep?.type === 'chunk') for (const css of dep.viteMetadata?.importedCss ?? []) files.add(css);
    }
  }
  return [...files].map((f) => `${base}${f}`);
}

/**
 * Shortens the start of every page in the built index.html:
 * - modulepreload of the area registry chunk (and what it imports), which the entry imports dynamically,
 *   so the browser fetches it with the entry instead of after running it;
 * - the entry's small stylesheet inlined as <style> (the CSP allows inline styles), one render-blocking
 *   request less;
 * - an inline script that preloads the first screen of a phone area when the page opens on it
 *   (routeStarts; the server allows the script by its hash in the CSP).
 */
export function startHtml(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'pm-start-html',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const base = config.base;

        const start = Object.values(bundle).find(
          (c): c is OutputChunk => c.type === 'chunk' && START_MODULES.test(c.facadeModuleId ?? ''),
        );
        const tags: HtmlTagDescriptor[] = [];
        if (start) {
          for (const file of withStaticImports(bundle, start)) {
            if (html.includes(`${base}${file}"`)) continue;
            tags.push({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
              injectTo: 'head',
            });
          }
        } else {
          config.logger.warn('pm-start-html: no area registry chunk (src/app/areas-*.ts) to preload');
        }
        // The entry and the registry load anyway: the route preloads add what comes after them.
        const early = new Set<string>(start ? withStaticImports(bundle, start) : []);
        for (const c of Object.values(bundle)) if (c.type === 'chunk' && c.isEntry) early.add(c.fileName);
        const routes = routeStarts(config.mode === 'market')
          .map((r) => ({
            hash: r.hash,
            home: r.home,
            detail: r.detail,
            files: routeFiles(bundle, base, r.modules, early),
          }))
          .filter((r) => r.files.length > 0);
        // Before the entry's script: a phone home's data is asked for before the scripts take the browser's
        // connections (after <meta charset>, which must come within the first 1024 bytes).
        const routeScript = routes.length > 0 ? `\n    <script>${routePreloadScript(routes)}</script>` : '';
        const out = html
          .replace(/<meta charset="UTF-8" \/>/i, (meta) => `${meta}${routeScript}`)
          .replace(/<link rel="stylesheet" crossorigin href="([^"]+\.css)">/g, (link, href: string) => {
            const asset = bundle[href.slice(base.length)];
            if (asset?.type !== 'asset') return link;
            const css =
              typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString();
            // Relative url()s would resolve against the page, not the CSS file: keep those as links.
            const relativeUrl = /url\(\s*['"]?(?!data:|\/|https?:)/.test(css);
            if (css.length > INLINE_CSS_LIMIT || relativeUrl || css.includes('</style')) return link;
            return `<style>${css.trim()}</style>`;
          });
        return { html: out, tags };
      },
    },
  };
}
