import type { Plugin, ResolvedConfig, Rolldown } from 'vite';
// Relative: the configuration's bundler leaves packages to Node, which cannot load the contract's TS.
import { SITE_NAME, STORAGE_KEYS } from '../../../packages/contract/src/constants.ts';
import { BROKEN, KEYWORD_MAX } from '../../../packages/contract/src/keyword.ts';
import {
  DRAWN_PICTURE,
  PICTURE_WIDTH_PARAM,
  pictureSet,
  pictureWidth,
} from '../../../packages/contract/src/picture.ts';
import { DEFAULT_AREA, DELIVERY_AREA_KEY } from '../src/features/mall/model/delivery-area.ts';
import { DESKTOP_PICTURE_CSS } from '../src/ui/desktop/first-pictures.ts';
import {
  CARDS_MARK,
  FIRST_BANNER_KEY,
  FIRST_CARDS,
  FIRST_CARDS_KEY,
  FIRST_PICTURE_KEY,
  LIST_CARD,
  FIRST_PLACEHOLDER_ATTR,
  firstScreens,
  HEADING_MARK,
  LIST_HEADING,
  LIST_HEADING_WORDS,
  PHONE_PICTURE_CSS,
  PICTURE_MARKS,
  START_GATE_KEY,
} from '../src/ui/mobile/first-screen.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * The app the entry loads (src/main.tsx → app/boot.tsx) and the area registry it loads first
 * (src/app/areas.ts → loadAreas()): every page needs both.
 */
const APP_MODULES = /\/src\/app\/(boot\.tsx|areas-(full|market)\.ts)$/;
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
 * with their static imports, the page needs before its first content, and the first screen index.html
 * draws for a visitor (ui/mobile/first-screen.ts). index.html preloads the chunks as soon as the app may
 * load, so the browser fetches them beside the app's own files instead of one level after another (shell
 * → page → home sections), each level a round trip on a slow phone network.
 */
export const routeStarts = (
  market: boolean,
): { hash: string; modules: RegExp[]; first?: FirstScreen; picture?: DesktopPicture }[] => {
  const page = (area: string, name: string) => new RegExp(`areas/${area}/pages/${name}-page\\.tsx$`);
  const shell = (area: string) => new RegExp(`areas/${area}/${area}-shell\\.tsx$`);
  const home = /app\/mobile\/home-sections\.tsx$/;
  // antd under its zh_CN provider: every desktop page but the home loads it with its own code
  const kit = /ui\/desktop\/desktop-providers\.tsx$/;
  // The desktop shop's entry pages (full build): their shell and page, fetched beside the app's files
  // instead of after the app has run and the router has asked for them (two levels of round trips and
  // the LCP's "load delay"). For a visitor, the home and the detail also ask for their data at once and
  // preload the picture that is their LCP (`picture`).
  const desktop = market
    ? []
    : [
        {
          hash: '^(#/?)?$|^#/shop/?$',
          modules: [shell('shop'), page('shop', 'home')],
          picture: 'banner' as const,
        },
        { hash: '^#/shop/list(/?$|\\?)', modules: [shell('shop'), page('shop', 'list'), kit] },
        {
          hash: '^#/shop/detail/',
          modules: [shell('shop'), page('shop', 'detail'), kit],
          picture: 'gallery' as const,
        },
      ];
  return [
    ...desktop,
    {
      hash: '^#/m-shop(/index)?/?$',
      modules: [shell('m-shop'), page('m-shop', 'index'), home],
      first: 'm-shop',
    },
    {
      hash: '^#/m-shop/item/detail/',
      modules: [shell('m-shop'), page('m-shop', 'item-detail')],
      first: 'detail',
    },
    {
      hash: '^#/m-shop/item/list',
      modules: [shell('m-shop'), page('m-shop', 'item-list')],
      first: 'm-shop-list',
    },
    {
      // '/' opens the app market in the market-only build (the desktop shop in the full build).
      hash: market ? '^(#/?)?$|^#/app-market(/index)?/?$' : '^#/app-market(/index)?/?$',
      modules: [shell('app-market'), page('app-market', 'index'), home],
      first: 'app-market',
    },
    {
      hash: '^#/app-market/goods-detail/',
      modules: [shell('app-market'), page('app-market', 'goods-detail')],
      first: 'detail',
    },
    {
      hash: '^#/app-market/goods-list',
      modules: [shell('app-market'), page('app-market', 'goods-list')],
      first: 'list',
    },
  ];
};

type FirstScreen = 'm-shop' | 'app-market' | 'detail' | 'list' | 'm-shop-list';
const SCREENS: FirstScreen[] = ['m-shop', 'app-market', 'detail', 'list', 'm-shop-list'];

/**
 * The shop home's data a visitor's phone home page shows first (banners): index.html asks for it at once,
 * preloads the first banner picture and draws the home down to that banner while the app waits; the HTTP
 * client takes the answer (src/lib/prefetch.ts, window key `__pmPrefetch`). Signed-in users ask for their
 * own (with the token) as usual.
 */
const HOME_DATA_URL = '/pm-api/public/mall/index';

/**
 * A visitor's goods detail the same way: index.html asks for the goods (GET /public/item/detail/get/:id for
 * the delivery area the page will use, features/mall/model/delivery-area.ts) and draws the page down to its
 * first picture.
 */
const DETAIL_DATA_URL = '/pm-api/public/item/detail/get/';

/**
 * The phone goods lists the same way (the app market's goods list, the mobile shop's item list): index.html
 * asks for their first page as the page will (goods-results.tsx: mobileSearchRequest(filter, area) and page
 * 1, the same JSON; start-html.test.ts holds the two together) and draws the list down to its first row of
 * goods, with the heading of its keyword or category. The server answers it with its own search (the
 * endpoint the page calls, its cache included). Only the filters the address of a search or a category
 * link holds are drawn: a keyword (k), a category name (catalog) or id (cid), sorted 综合; a keyword or
 * name is used only when the keyword cleaner of the contract leaves it as it is (no markup, no broken or
 * invisible characters, words one space apart, at most KEYWORD_MAX / CATALOG_MAX characters), so that the
 * request is the page's. Anything else (the filter sheet's brands, prices and stock, another sort, a
 * keyword to clean, the app market's category id heading, which the page reads from the catalog) is left to
 * the app.
 */
const LIST_DATA_URL = '/pm-api/public/mall/goods/mall-goods/page';
/** The longest category name a list address keeps (list-filter.ts). */
const CATALOG_MAX = 50;
/** A category id of a list address (mobile-list.ts). */
const CATALOG_ID = '^[1-9]\\d{0,17}$';

/** How long the app waits at most for a first screen's picture, ms (a slow or lost answer). */
const FIRST_SCREEN_WAIT_MS = 3000;

/**
 * The desktop pages whose LCP picture index.html preloads for a visitor, from the page's data asked for at
 * once (the page takes the answer), without drawing anything: the home's first banner, the detail's main
 * picture.
 */
type DesktopPicture = keyof typeof DESKTOP_PICTURE_CSS;
const PICTURES: DesktopPicture[] = ['banner', 'gallery'];

/** A route's files to preload; `first`: the phone first screen index.html draws for a visitor. */
export type RouteStart = { hash: string; files: string[]; first?: FirstScreen; picture?: DesktopPicture };

/**
 * The classic inline script at the top of index.html (its hash goes into the server's CSP). It opens the
 * entry's start gate (window[START_GATE_KEY], ui/mobile/first-screen.ts) and preloads the app's files
 * (`core`) with the route's: at once, or for a visitor opening a phone home, goods detail or goods list,
 * once the first screen it drew has its first picture on screen (or after FIRST_SCREEN_WAIT_MS), so that a
 * slow phone network brings the data and the picture first and the app's code after them. The data's
 * answer is kept for the HTTP client (src/lib/prefetch.ts: a GET by its URL, a POST by prefetchKey).
 */
export function routePreloadScript(routes: RouteStart[], core: string[]): string {
  const data = JSON.stringify(
    routes.map((r) => [
      r.hash,
      r.files,
      r.first ? SCREENS.indexOf(r.first) : -1,
      r.picture ? PICTURES.indexOf(r.picture) : -1,
    ]),
  );
  // a desktop picture's src and srcset (pictureSet) for a drawn picture, with SRC where its path goes
  const SRC = '/img/SRC.svg';
  const sets = PICTURES.map((p) => pictureSet(SRC, DESKTOP_PICTURE_CSS[p])).map((p) => [
    p.src,
    p.srcSet ?? '',
  ]);
  const all = firstScreens(SITE_NAME);
  // '</' written as '<\/' so that no '</script' can end the element early.
  const json = (v: unknown) => JSON.stringify(v).replace(/<\//g, '<\\/');
  const M = PICTURE_MARKS;
  const [detail, list, mList] = ['detail', 'list', 'm-shop-list'].map((k) =>
    SCREENS.indexOf(k as FirstScreen),
  );
  return (
    `(function(){var r=${data},C=${json(core)},T=${json(SCREENS.map((k) => all[k]))},K=${json(LIST_CARD)},` +
    `h=location.hash,d=document,w=window,x=null,k=0,open;w.${START_GATE_KEY}=new Promise(function(o){open=o});` +
    `function add(a){var l=d.createElement('link');for(var q in a)l[q]=a[q];d.head.appendChild(l)}` +
    `function esc(s){return String(s).replace(/[&<>"'%]/g,function(c){return '&#'+c.charCodeAt(0)+';'})}` +
    // split/join: no '$' patterns of replace() in the server's text
    `function sub(t,m,v){return t.split(m).join(v)}` +
    // a drawn picture as WebP at the width the page asks for too (pictureSrc of the contract)
    `function pic(s,n){return ${DRAWN_PICTURE}.test(s)?s+'?${PICTURE_WIDTH_PARAM}='+n:s}` +
    // Six preloads per task, then the rest in a later one: starting a request costs the main thread about
    // a millisecond, which a slow phone's CPU makes four, and one long task would keep taps waiting.
    // A stylesheet is preloaded in the mode the app then asks for it (the bundler's <link rel=stylesheet
    // crossorigin>): with another credentials mode the browser would not use the preload and load it again.
    `function mods(f,then){f.slice(0,6).forEach(function(u){add(/\\.css$/.test(u)?{rel:'preload',as:'style',crossOrigin:'',href:u}:` +
    `{rel:'modulepreload',crossOrigin:'',href:u})});if(f.length>6)setTimeout(function(){mods(f.slice(6),then)},0);` +
    `else if(then)setTimeout(then,0)}` +
    // the app's own files first, then the gate, then the route's files
    `function go(){if(k++)return;mods(C,function(){open();if(x)mods(x[1])})}` +
    // after the frame that paints the picture
    `function later(){requestAnimationFrame(function(){setTimeout(go,0)})}` +
    // Draws screen s with its pictures p ([address, alt values a and b] each) and a list's heading hd (markup,
    // escaped), as soon as the placeholder is parsed and only over index.html's placeholder, never over what
    // React has rendered. Answers the pictures' alternative texts.
    `function draw(s,p,hd){var t=T[s],al=[],one=function(m,v){var a=sub(sub(t[1],'${M.a}',v[1]),'${M.b}',v[2]);` +
    `al.push(a);return sub(sub(m,'${M.src}',esc(v[0])),'${M.alt}',esc(a))},` +
    `html=sub(t[0].indexOf('${CARDS_MARK}')<0?one(t[0],p[0]):sub(t[0],'${CARDS_MARK}',p.map(function(v){return one(K,v)}).join('')),'${HEADING_MARK}',hd||''),` +
    `f=function(){var o=d.getElementById('root'),e=o&&o.firstElementChild;` +
    `if(!e||!e.hasAttribute('${FIRST_PLACEHOLDER_ATTR}'))return 0;o.innerHTML=html;return 1};` +
    `if(!f()&&d.readyState==='loading')d.addEventListener('DOMContentLoaded',f);` +
    `add({rel:'preload',as:'image',href:p[0][0],fetchPriority:'high',onload:later,onerror:go});return al}` +
    `function ask(u,b){var p=fetch(u,b?{method:'POST',credentials:'include',` +
    `headers:{Accept:'application/json','Content-Type':'application/json'},body:b}:` +
    `{credentials:'include',headers:{Accept:'application/json'}});` +
    `(w.__pmPrefetch=w.__pmPrefetch||{})[b?'POST '+u+' '+b:u]=p;return p.then(function(y){return y.clone().json()})}` +
    `function str(v){return typeof v==='string'&&v!==''}` +
    // a keyword or category name of the address that the contract's keyword cleaner leaves as it is
    `function ok(v,n){return v.length<=n&&!/^ | $|  |[^\\S ]|[<>]/.test(v)&&!new RegExp(${json(BROKEN.source)},'u').test(v)}` +
    // The list's first request body and heading for the address's filters (mobileSearchRequest's JSON, keys
    // in its order), or nothing when the list is not drawn (am: the app market's list, whose category id
    // heading comes from the catalog).
    `function flt(am){var i=h.indexOf('?'),s=i<0?'':h.slice(i+1);if(s.indexOf('#')>=0)return;` +
    `var p=new URLSearchParams(s),k=p.get('k')||'',c=p.get('catalog')||'',id=p.get('cid')||'',o=p.get('sort');` +
    `if(p.has('brand')||p.has('pmin')||p.has('pmax')||p.has('stock')||(o&&o!=='relevance')||` +
    `!ok(k,${KEYWORD_MAX})||!ok(c,${CATALOG_MAX}))return;if(!new RegExp(${json(CATALOG_ID)}).test(id))id='';` +
    `if(am&&id&&!k&&!c)return;var r={sort:'relevance',limit:20};if(k)r.keyword=k;if(c)r.catalogName=c;` +
    `r.divisionCode=area();if(id)r.catalogId=id;r.page=1;` +
    `return[JSON.stringify(r),k||c?sub(sub(${json(LIST_HEADING)},'${M.a}',k?'${LIST_HEADING_WORDS.keyword}':'${LIST_HEADING_WORDS.catalog}'),'${M.b}',esc(k||c)):'']}` +
    // a desktop page's LCP picture s, preloaded as the page will ask for it (src and srcset of set n)
    `function pre(s,n){if(!str(s))return;var a={rel:'preload',as:'image',href:s,fetchPriority:'high'},` +
    `t=${json(sets)}[n];if(${DRAWN_PICTURE}.test(s)){a.href=sub(t[0],'${SRC}',s);` +
    `if(t[1])a.imageSrcset=sub(t[1],'${SRC}',s)}add(a)}` +
    // the goods detail's first picture (the phone and the desktop gallery alike)
    `function first(v){return v&&(v.images&&v.images.length?v.images[0]:v.image)}` +
    // the delivery area the goods pages use: the buyer's stored choice, or the default
    `function area(){var c='${DEFAULT_AREA.divisionCode}';` +
    `try{var a=JSON.parse(localStorage.getItem('${DELIVERY_AREA_KEY}')||'null');` +
    `if(a&&/^\\d{6}$/.test(a.divisionCode)&&Array.isArray(a.provCityArea))c=a.divisionCode}catch(e){}return c}` +
    `for(var i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(h)){x=r[i];break}` +
    `try{var v=x&&w.fetch&&!localStorage.getItem('${STORAGE_KEYS.authorization}'),g=v&&x[2]>=0,` +
    `m=/\\/([1-9]\\d{0,18})(?:[/?]|$)/.exec(h);` +
    `var n=v?x[3]:-1,no=function(){};` +
    `if(n===${PICTURES.indexOf('banner')})ask('${HOME_DATA_URL}').then(function(b){` +
    `var f=b&&b.data&&b.data.banners&&b.data.banners[0];pre(f&&f.image,n)}).catch(no);` +
    `if(n===${PICTURES.indexOf('gallery')}&&m)ask('${DETAIL_DATA_URL}'+m[1]+'?divisionCode='+area())` +
    `.then(function(b){pre(first(b&&b.data),n)}).catch(no);if(!g)return go();` +
    `if(x[2]===${detail}){if(!m)return go();` +
    `ask('${DETAIL_DATA_URL}'+m[1]+'?divisionCode='+area()).then(function(b){var v=b&&b.data,` +
    `s=first(v);if(!str(s)||!str(v.name))return go();` +
    `s=pic(s,${pictureWidth(PHONE_PICTURE_CSS.gallery)});` +
    `w.${FIRST_PICTURE_KEY}={id:m[1],image:s,alt:draw(x[2],[[s,v.name,'']])[0]}}).catch(go)}` +
    `else if(x[2]===${list}||x[2]===${mList}){var f=flt(x[2]===${list});if(!f)return go();var q=f[0];` +
    `ask('${LIST_DATA_URL}',q).then(function(b){var s=b&&b.data&&b.data.records,L=[];` +
    `for(var j=0;s&&j<s.length&&L.length<${FIRST_CARDS};j++)if(s[j]&&str(s[j].image)&&str(s[j].name))L.push([pic(s[j].image,${pictureWidth(PHONE_PICTURE_CSS.card)}),s[j].name,'']);` +
    `if(!L.length)return go();var al=draw(x[2],L,f[1]);` +
    `w.${FIRST_CARDS_KEY}={body:q,cards:L.map(function(v,j){return{image:v[0],alt:al[j]}})}}).catch(go)}` +
    `else{ask('${HOME_DATA_URL}').then(function(b){var s=b&&b.data&&b.data.banners,f=s&&s[0];` +
    `if(!f||!str(f.image))return go();s=pic(f.image,${pictureWidth(PHONE_PICTURE_CSS.banner)});` +
    `w.${FIRST_BANNER_KEY}={image:s,alt:draw(x[2],[[s,f.title,f.subtitle]])[0]}}).catch(go)}` +
    `setTimeout(go,${FIRST_SCREEN_WAIT_MS})}catch(e){go()}})();`
  );
}

/** The chunk files (and their CSS) holding the given source modules, with their static imports. */
function chunkFiles(bundle: OutputBundle, modules: RegExp[], skip: Set<string>): string[] {
  const files = new Set<string>();
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.moduleIds.some((id) => modules.some((m) => m.test(id)))) continue;
    for (const file of withStaticImports(bundle, chunk)) {
      if (skip.has(file)) continue;
      files.add(file);
      const dep = bundle[file];
      // The bundler's dynamic import waits for the chunk's stylesheets too: they come with it.
      if (dep?.type === 'chunk') for (const css of dep.viteMetadata?.importedCss ?? []) files.add(css);
    }
  }
  return [...files];
}

/**
 * Shortens the start of every page in the built index.html:
 * - the inline script of routePreloadScript: it preloads the app (app/boot.tsx and the area registry,
 *   src/app/areas-*.ts, with what they import), which the small entry imports dynamically, so the browser
 *   fetches them with the entry instead of after running it; with them the first screen of a phone area
 *   (routeStarts); and it opens the entry's start gate (the server allows the script by its hash in the CSP);
 * - the entry's small stylesheet inlined as <style> (the CSP allows inline styles), one render-blocking
 *   request less, with a disabled link to its file, so that the app's chunks do not load it again.
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

        // What the entry loads itself (index.html names it and its imports) is not preloaded again.
        const entry = new Set<string>();
        for (const c of Object.values(bundle))
          if (c.type === 'chunk' && c.isEntry) withStaticImports(bundle, c, entry);
        const core = chunkFiles(bundle, [APP_MODULES], entry);
        if (core.length === 0)
          config.logger.warn('pm-start-html: no app chunk (src/app/boot.tsx) to preload');
        const early = new Set([...entry, ...core]);
        const withBase = (files: string[]) => files.map((f) => `${base}${f}`);
        const routes = routeStarts(config.mode === 'market')
          .map((r) => ({
            hash: r.hash,
            first: r.first,
            picture: r.picture,
            files: withBase(chunkFiles(bundle, r.modules, early)),
          }))
          .filter((r) => r.files.length > 0 || r.first || r.picture);
        const script = routePreloadScript(routes, withBase(core));
        // Before the entry's script: a first screen's data is asked for before the scripts take the
        // browser's connections (after <meta charset>, which must come within the first 1024 bytes).
        return html
          .replace(/<meta charset="UTF-8" \/>/i, (meta) => `${meta}\n    <script>${script}</script>`)
          .replace(/<link rel="stylesheet" crossorigin href="([^"]+\.css)">/g, (link, href: string) => {
            const asset = bundle[href.slice(base.length)];
            if (asset?.type !== 'asset') return link;
            const css =
              typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString();
            // Relative url()s would resolve against the page, not the CSS file: keep those as links.
            const relativeUrl = /url\(\s*['"]?(?!data:|\/|https?:)/.test(css);
            if (css.length > INLINE_CSS_LIMIT || relativeUrl || css.includes('</style')) return link;
            // The app's chunks that use these rules name the file as a dependency: the bundler's loader
            // adds it as a stylesheet and waits for it before it runs the chunk (a round trip on the way
            // to the first page), unless the page already has a stylesheet link to it. A disabled one
            // counts for the loader, and the browser neither fetches nor applies it.
            return `<style>${css.trim()}</style>\n    <link rel="stylesheet" crossorigin href="${href}" disabled>`;
          });
      },
    },
  };
}
