/**
 * The goods description's rich text, kept to an allow-list on the server whatever the client sent:
 * paragraphs, headings, lists, tables, emphasis, links (http, https) and pictures of our own (workbench
 * uploads and drawn pictures). Scripts, styles, event attributes, frames and foreign pictures are gone.
 */
import sanitizeHtml from 'sanitize-html';

const OWN_PICTURE = /^\/(?:pm-api\/workbench\/goods\/picture\/[1-9][0-9]{0,18}|img\/[\w/.-]+\.svg)$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'a',
    'img',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_PICTURE.test(frame.attribs.src ?? ''),
};
OPTIONS.allowedAttributes = {
  ...(OPTIONS.allowedAttributes as object),
  a: ['href', 'title', 'rel', 'target'],
};

/** The description as stored: only what the allow-list admits. */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The description's text without markup (what a review's comparison shows). */
export function descriptionText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * A stored description as the shop shows it: rich text kept to the allow-list again on the way out, and a
 * plain-text one (the catalog's own) escaped, a paragraph per line.
 */
export function descriptionHtml(stored: string): string {
  if (/<[a-z/!]/i.test(stored)) return sanitizeDescription(stored);
  return stored
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => `<p>${line.replace(/[&<>"']/g, (c) => ESCAPES[c]!)}</p>`)
    .join('');
}

/**
 * A help article's HTML (rendered from Markdown by modules/help): the description's allow-list plus the
 * headings, code and rules Markdown writes. Same schemes, same pictures, same link attributes.
 */
const ARTICLE_OPTIONS: sanitizeHtml.IOptions = {
  ...OPTIONS,
  allowedTags: [...(OPTIONS.allowedTags as string[]), 'h2', 'h5', 'h6', 'pre', 'code', 'hr'],
};

export function sanitizeArticle(html: string): string {
  return sanitizeHtml(html, ARTICLE_OPTIONS).trim();
}
