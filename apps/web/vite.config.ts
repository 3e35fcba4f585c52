import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import { precompress } from './build/precompress.ts';
import { startHtml } from './build/start-html.ts';

const root = path.resolve(import.meta.dirname, '../..');
const areas = 'apps/web/src/app/areas';

/** A module's path from the repository root, without the extension ('apps/web/src/lib/env'). */
const fileOf = (id: string) =>
  path
    .relative(root, id.split('?')[0] ?? id)
    .replace(/\\/g, '/')
    .replace(/\.tsx?$/, '');

const inFolder =
  (dir: string, except: string[] = []) =>
  (f: string) =>
    path.posix.dirname(f) === dir && !except.includes(path.posix.basename(f));

/** The app-market pages whose content a later issue brings (empty states), and their shared parts. */
const placeholderPages = [
  'placeholder-parts',
  ...['add-plan', 'add-purchasing', 'plan-detail', 'plan-list', 'purchasing-detail', 'purchasing-list'].map(
    (p) => `${p}-page`,
  ),
].map((p) => `${areas}/app-market/pages/${p}`);

/**
 * The small pages of a section share one chunk (one request), as the grouped page files made before:
 * chunk name and the page modules it takes. Not the personal centre's pages: with plans, lists, approval and
 * bidding they grew to a group of a hundred modules that every person page (and a visitor's redirect to sign
 * in) waited for; each loads its own now.
 */
const pageGroups: [string, (file: string) => boolean][] = [
  ['trade-pages', inFolder(`${areas}/shop/pages/trade`)],
  ['bid-pages', inFolder(`${areas}/shop/pages/bid`)],
  ['simple-pages', (f) => placeholderPages.includes(f)],
  ['cloud-pages', inFolder(`${areas}/cloud/pages`)],
  ['dashboard-pages', inFolder(`${areas}/dashboard/pages`)],
  ['material-pages', inFolder(`${areas}/material/pages`)],
  ['portal-pages', inFolder(`${areas}/portal/pages`)],
];

interface Graph {
  getModuleInfo(id: string): { importers: readonly string[]; dynamicImporters: readonly string[] } | null;
}
const owners = new WeakMap<Graph, Map<string, string | null>>();

/**
 * The page group of a module: a page of the group, or a module that only the group's modules import
 * (an api hook or a kit component no other page uses), which joined the one grouped file's chunk before.
 */
function pageGroupOf(id: string, graph: Graph, visiting = new Set<string>()): string | null {
  const page = pageGroups.find(([, pick]) => pick(fileOf(id)));
  if (page) return page[0];
  let known = owners.get(graph);
  if (!known) owners.set(graph, (known = new Map()));
  if (known.has(id)) return known.get(id) ?? null;
  const info = graph.getModuleInfo(id);
  if (!info || visiting.has(id) || info.dynamicImporters.length > 0 || info.importers.length === 0) {
    return null;
  }
  visiting.add(id);
  const groups = new Set(info.importers.map((i) => pageGroupOf(i, graph, visiting)));
  visiting.delete(id);
  const [only] = groups;
  const owner = groups.size === 1 && only ? only : null;
  known.set(id, owner);
  return owner;
}

interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}
/**
 * The mobile areas' first render: their shell and index page; and 'mobile-home', the home sections both
 * index pages load right after their first paint (banners, categories, goods: one file instead of a
 * dozen small ones).
 */
const mobileStarts: [string, string[]][] = [
  ...['m-shop', 'app-market'].map((a): [string, string[]] => [
    a,
    [`${areas}/${a}/${a}-shell`, `${areas}/${a}/pages/index-page`],
  ]),
  ['mobile-home', ['apps/web/src/app/mobile/home-sections']],
];
const mainModule = path.resolve(import.meta.dirname, 'src/main.tsx');
const startGroups = new WeakMap<ModuleGraph, Map<string, string>>();

/**
 * The start chunk of a module the first page of m-shop or app-market needs (shell, index page and their
 * static imports) and no desktop part imports: 'm-shop-start', 'app-market-start', or 'mobile-start'
 * when both need it. The first page so loads a few files instead of many 1–3 KB kit chunks (Lighthouse's
 * mobile preset pays a round trip for each on HTTP/1.1). The closure does not follow a package's barrel
 * (a node_modules file importing more than 8 modules: antd-mobile's index imports every component), so
 * only what the page really imports joins and the first page loads no more bytes than before; a module
 * a desktop part (not m-shop, app-market, help or a mobile/ folder) imports stays where it was, so the
 * desktop pages load no mobile code.
 */
/** A package's index that re-exports many modules (antd-mobile's imports every component). */
const isBarrel = (id: string, imported: readonly string[]) =>
  id.includes('node_modules') && imported.length > 8;

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * The modules of `barrel` that `importer` uses: its source's named imports from the package, matched to
 * the barrel's re-exported files by name (antd-mobile `TabBar` → components/tab-bar/index.js,
 * antd-mobile-icons `CloseOutline` → CloseOutline.js), plus the barrel's own side-effect imports (global
 * styles). The bundler drops the rest of the barrel anyway.
 */
function barrelPicks(importer: string, barrel: string, parts: readonly string[]): string[] {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(barrel)?.[1];
  if (!pkg) return [];
  let source: string;
  try {
    source = fs.readFileSync(importer.split('?')[0] ?? importer, 'utf8');
  } catch {
    return [];
  }
  const names = new Set<string>();
  const from = new RegExp(`import\\s*(?:type\\s*)?\\{([^}]*)\\}\\s*from\\s*['"]${pkg}['"]`, 'g');
  for (const m of source.matchAll(from)) {
    for (const n of (m[1] ?? '').split(',')) {
      const name = n
        .trim()
        .split(/\s+as\s+/)[0]
        ?.replace(/^type\s+/, '');
      if (name) names.add(name);
    }
  }
  const picked = parts.filter((p) => {
    const f = p.replace(/\\/g, '/');
    if (/\/global(\/index)?\.js$/.test(f) || /\.css$/.test(f)) return true;
    return [...names].some(
      (n) =>
        f.endsWith(`/components/${kebab(n)}/index.js`) ||
        f.endsWith(`/${n}.js`) ||
        f.endsWith(`/${n}/index.js`),
    );
  });
  return picked;
}

function mobileStartOf(id: string, graph: ModuleGraph): string | null {
  let groups = startGroups.get(graph);
  if (!groups) {
    groups = new Map();
    startGroups.set(graph, groups);
    const staticClosure = (from: string, barrels: boolean) => {
      const seen = new Set<string>();
      const stack = [from];
      while (stack.length) {
        const m = stack.pop()!;
        if (seen.has(m)) continue;
        seen.add(m);
        const ids = graph.getModuleInfo(m)?.importedIds ?? [];
        if (!barrels && isBarrel(m, ids)) continue;
        stack.push(...ids);
        // Through a barrel, only the parts the source names (and the barrel's side-effect imports).
        if (!barrels) {
          for (const b of ids) {
            const parts = graph.getModuleInfo(b)?.importedIds ?? [];
            if (isBarrel(b, parts)) stack.push(...barrelPicks(m, b, parts));
          }
        }
      }
      return seen;
    };
    // Every lazy part (the entry and each dynamic import target) with its static closure.
    const parts = new Map<string, Set<string>>();
    const queue = [mainModule];
    while (queue.length) {
      const p = queue.pop()!;
      if (parts.has(p)) continue;
      const closure = staticClosure(p, true);
      parts.set(p, closure);
      for (const m of closure) queue.push(...(graph.getModuleInfo(m)?.dynamicallyImportedIds ?? []));
    }
    const mobile = (part: string) =>
      /^apps\/web\/src\/app\/areas\/(m-shop|app-market|help)\/|\/mobile\//.test(fileOf(part));
    const desktop = new Set<string>();
    for (const [part, closure] of parts) if (!mobile(part)) for (const m of closure) desktop.add(m);
    const needs = new Map<string, Set<string>>();
    for (const [area, starts] of mobileStarts) {
      for (const part of parts.keys()) {
        if (!starts.includes(fileOf(part))) continue;
        for (const m of staticClosure(part, false)) {
          let n = needs.get(m);
          if (!n) needs.set(m, (n = new Set()));
          n.add(area);
        }
      }
    }
    // What every page loads before any area: the entry, the app and the area registry stay as they are.
    const atStart = new Set<string>();
    for (const [part, closure] of parts) {
      if (part === mainModule || /\/app\/(boot|areas-(full|market))$/.test(fileOf(part))) {
        for (const m of closure) atStart.add(m);
      }
    }
    for (const [m, n] of needs) {
      if (atStart.has(m)) continue;
      // Shared with the desktop pages (the HTTP client, the query cache, api hooks, models): one file for
      // both instead of a dozen 1–3 KB chunks.
      if (desktop.has(m)) {
        if (!m.includes('node_modules') || /node_modules\/@tanstack\//.test(m)) groups.set(m, 'shared-start');
        continue;
      }
      // a module the first render needs stays with it, whether the home sections need it too or not
      if (n.size > 1) n.delete('mobile-home');
      groups.set(m, n.size > 1 ? 'mobile-start' : `${[...n][0]}-start`);
    }
  }
  // The query cache's files (a dozen small modules) travel together, for the desktop pages too.
  if (/node_modules\/@tanstack\/(react-query|query-core)\//.test(id) && !groups.has(id))
    return 'shared-start';
  return groups.get(id) ?? null;
}

const shopStarts = new WeakMap<ModuleGraph, Set<string>>();
const desktopPictures = 'apps/web/src/ui/desktop/first-pictures';

/**
 * 'shop-start': what the desktop shop's shell needs (header, search, cart count, session: about thirty
 * modules of 1–2 KB), and what its home, goods list and goods detail all need besides, in one file. Left
 * to themselves they are as many files, which a browser fetches six at a time on HTTP/1.1: a round trip
 * for each six on the way to the desktop pages' LCP. Not followed: a package's barrel (as above), what
 * every page loads at start (the app), and whatever a phone page needs (it must not load desktop code);
 * modules an earlier group took (shared-start) stay there.
 */
function shopStartOf(id: string, graph: ModuleGraph): string | null {
  let group = shopStarts.get(graph);
  if (!group) {
    group = new Set();
    shopStarts.set(graph, group);
    const closure = (from: string, barrels: boolean) => {
      const seen = new Set<string>();
      const stack = [from];
      while (stack.length) {
        const m = stack.pop()!;
        if (seen.has(m)) continue;
        seen.add(m);
        const ids = graph.getModuleInfo(m)?.importedIds ?? [];
        if (!barrels && isBarrel(m, ids)) continue;
        stack.push(...ids);
      }
      return seen;
    };
    const parts = new Map<string, Set<string>>();
    const queue = [mainModule];
    while (queue.length) {
      const p = queue.pop()!;
      if (parts.has(p)) continue;
      const c = closure(p, true);
      parts.set(p, c);
      for (const m of c) queue.push(...(graph.getModuleInfo(m)?.dynamicallyImportedIds ?? []));
    }
    const part = (file: string) => [...parts.keys()].find((p) => fileOf(p) === file);
    const shell = part(`${areas}/shop/shop-shell`);
    const pages = ['home', 'list', 'detail'].map((n) => part(`${areas}/shop/pages/${n}-page`));
    if (shell && pages.every(Boolean)) {
      const taken = new Set<string>();
      for (const [p, c] of parts) {
        const atStart = p === mainModule || /\/app\/(boot|areas-(full|market))$/.test(fileOf(p));
        const mobile = /^apps\/web\/src\/app\/areas\/(m-shop|app-market|help)\/|\/mobile\//.test(fileOf(p));
        if (atStart || mobile) for (const m of c) taken.add(m);
      }
      const [first, ...rest] = pages.map((p) => closure(p!, false));
      const all = [...first!].filter((m) => rest.every((c) => c.has(m)));
      // and the desktop pictures' widths (a constant the home and the detail share: not a file of its own)
      const widths = [...parts.values()].flatMap((c) => [...c]).find((m) => fileOf(m) === desktopPictures);
      for (const m of [...closure(shell, false), ...all, ...(widths ? [widths] : [])]) {
        if (!taken.has(m) && !m.includes('node_modules')) group.add(m);
      }
    }
  }
  return group.has(id) ? 'shop-start' : null;
}

/**
 * What every page of the full build loads at start besides its entry: the build's settings (lib/env),
 * the contract's constants and the paths of the areas that lib/ (the login flow) reads. The full build
 * keeps these apart from its entry; as one chunk they cost one file, not three. (The market-only build
 * keeps them in its entry by itself.)
 */
const startModules = [
  'apps/web/src/lib/env',
  'packages/contract/src/constants',
  ...['shop', 'm-shop', 'app-market'].map((a) => `${areas}/${a}/paths`),
];

// `vite build` makes the full build (dist/); `vite build --mode market` the market-only build (dist-market/),
// in which import.meta.env.MODE === 'market' lets the bundler drop every area but app-market and help.
export default defineConfig(({ mode }) => ({
  // startHtml: index.html preloads the area registry and inlines the entry CSS; precompress: .br and .gz
  // beside each text file, which the server sends by Accept-Encoding.
  plugins: [react(), startHtml(), precompress()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  build: {
    outDir: mode === 'market' ? 'dist-market' : 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // The source has one file per page; the small pages of a section still share one chunk (one
        // request) with what only they import, as the grouped page files did.
        codeSplitting: {
          groups: [
            ...(mode === 'market'
              ? []
              : [
                  {
                    name: 'env',
                    test: (id: string) => startModules.includes(fileOf(id)),
                    includeDependenciesRecursively: false,
                  },
                ]),
            {
              name: (id: string, graph: ModuleGraph) => mobileStartOf(id, graph),
              includeDependenciesRecursively: false,
            },
            {
              name: (id: string, graph: ModuleGraph) => shopStartOf(id, graph),
              includeDependenciesRecursively: false,
            },
            {
              name: (id: string, graph: Graph) => pageGroupOf(id, graph),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/pm-api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
}));
