import type { HtmlTagDescriptor, Plugin, ResolvedConfig, Rolldown } from 'vite';

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
 * Shortens the start of every page in the built index.html:
 * - modulepreload of the area registry chunk (and what it imports), which the entry imports dynamically,
 *   so the browser fetches it with the entry instead of after running it;
 * - the entry's small stylesheet inlined as <style> (the CSP allows inline styles), one render-blocking
 *   request less.
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

        const out = html.replace(
          /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/g,
          (link, href: string) => {
            const asset = bundle[href.slice(base.length)];
            if (asset?.type !== 'asset') return link;
            const css =
              typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString();
            // Relative url()s would resolve against the page, not the CSS file: keep those as links.
            const relativeUrl = /url\(\s*['"]?(?!data:|\/|https?:)/.test(css);
            if (css.length > INLINE_CSS_LIMIT || relativeUrl || css.includes('</style')) return link;
            return `<style>${css.trim()}</style>`;
          },
        );
        return { html: out, tags };
      },
    },
  };
}
