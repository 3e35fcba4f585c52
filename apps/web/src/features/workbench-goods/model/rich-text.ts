/**
 * What the description editor keeps of pasted or typed HTML, in the browser (no UI kit): the server's
 * allow-list (apps/server/src/lib/rich-text.ts: paragraphs, headings, emphasis, lists, tables, http(s)
 * links, our own pictures) applied before the text reaches the form, so a paste from Word or a web page
 * arrives clean. The server sanitizes again on the way in and on the way out; this is for the supplier's
 * eyes, not the rule.
 */

const KEEP = new Set([
  'P',
  'BR',
  'H3',
  'H4',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'S',
  'UL',
  'OL',
  'LI',
  'BLOCKQUOTE',
  'TABLE',
  'THEAD',
  'TBODY',
  'TR',
  'TH',
  'TD',
  'A',
  'IMG',
]);
/** Tags whose content goes too. */
const DROP = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'TEMPLATE',
  'HEAD',
  'META',
  'LINK',
  'svg',
]);
/** Headings of other levels become the editor's two. */
const HEADINGS: Record<string, string> = { H1: 'H3', H2: 'H3', H5: 'H4', H6: 'H4' };
/** Our own pictures (the server's rule). */
export const OWN_PICTURE = /^\/(?:pm-api\/workbench\/goods\/picture\/[1-9][0-9]{0,18}|img\/[\w/.-]+\.svg)$/;

function cleanNode(node: Node, doc: Document): Node[] {
  if (node.nodeType === 3) return [doc.createTextNode(node.textContent ?? '')];
  if (node.nodeType !== 1) return [];
  const el = node as Element;
  const tag = el.tagName.toUpperCase();
  if (DROP.has(el.tagName) || DROP.has(tag)) return [];
  const children = () => Array.from(el.childNodes).flatMap((c) => cleanNode(c, doc));
  const name = HEADINGS[tag] ?? tag;
  if (!KEEP.has(name)) {
    // a block of another kind (div, section) keeps its lines as a paragraph; inline ones keep their text
    const inner = children();
    if (/^(DIV|SECTION|ARTICLE)$/.test(tag) && inner.length) {
      const p = doc.createElement('p');
      p.append(...inner);
      return [p];
    }
    return inner;
  }
  const out = doc.createElement(name.toLowerCase());
  if (name === 'A') {
    const href = el.getAttribute('href') ?? '';
    if (!/^https?:\/\//i.test(href)) return children();
    out.setAttribute('href', href);
  }
  if (name === 'IMG') {
    const src = el.getAttribute('src') ?? '';
    if (!OWN_PICTURE.test(src)) return [];
    out.setAttribute('src', src);
    out.setAttribute('alt', el.getAttribute('alt') ?? '');
    return [out];
  }
  if (name === 'TD' || name === 'TH')
    for (const a of ['colspan', 'rowspan']) {
      const v = el.getAttribute(a);
      if (v && /^\d{1,2}$/.test(v)) out.setAttribute(a, v);
    }
  out.append(...children());
  return [out];
}

/** HTML kept to the allow-list (attributes, styles, classes, scripts, foreign pictures gone). */
export function cleanHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const box = doc.createElement('div');
  box.append(...Array.from(doc.body.childNodes).flatMap((n) => cleanNode(n, doc)));
  return box.innerHTML;
}

/** Plain text as paragraphs (a paste without HTML). */
export function textToHtml(text: string): string {
  const esc = (s: string) =>
    s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => `<p>${esc(l)}</p>`)
    .join('');
}

/** Whether the editor holds nothing but empty markup. */
export function isBlank(html: string): boolean {
  return !/<img/i.test(html) && html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';
}
