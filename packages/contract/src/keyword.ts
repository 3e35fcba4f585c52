/**
 * The one keyword cleaner of goods search, used by the web (search boxes, list addresses, history) and the
 * server (search, suggestions, statistics): markup stripped, control and broken characters removed, runs of
 * whitespace (full-width spaces too) one space, trimmed, as the product spec asks of search boxes. Words stay
 * words: 「SKF 6202」 is two words, never 「SKF6202」.
 */

/** Longest keyword a search takes (the contract's keyword field allows the same). */
export const KEYWORD_MAX = 100;

/** A tag, closed or not (as a browser reads one: `<` then a letter, `/`, `!` or `?`). */
const TAGS = /<[a-zA-Z/!?][^<>]*>?/g;
/**
 * What never belongs in a keyword: C0/C1 controls, lone surrogates, the replacement character (text
 * that was decoded wrongly), private-use and noncharacters, zero-width marks. (With the u flag a
 * surrogate range matches lone surrogates only; a valid pair is one code point.) Exported for index.html's
 * script (apps/web/build/start-html.ts), which draws a list only for a keyword this leaves as it is.
 */
export const BROKEN =
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  /[\u0000-\u001f\u007f-\u009f\ufffd\ufffe\uffff\ue000-\uf8ff\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff\ud800-\udfff]/gu;

/** A keyword as searched: markup and broken characters removed, whitespace collapsed, at most `max` characters. */
export function cleanKeyword(raw: string | null | undefined, max = KEYWORD_MAX): string {
  if (!raw) return '';
  const text = raw
    .replace(TAGS, '')
    .replace(/[<>]/g, ' ')
    .replace(/[\t\n\r\f\v]/g, ' ')
    .replace(BROKEN, '')
    .replace(/[\s\u3000]+/gu, ' ')
    .trim();
  return [...text].slice(0, max).join('').trim();
}

/**
 * Whether a keyword may be shown to other people (hot searches, suggestions): already clean, with a
 * letter or digit, not longer than 30 characters, no address or markup-like text.
 */
export function isPublicKeyword(keyword: string): boolean {
  if (!keyword || keyword !== cleanKeyword(keyword)) return false;
  const n = [...keyword].length;
  if (n > 30) return false;
  if (!/[\p{L}\p{N}]/u.test(keyword)) return false;
  // Only letters, digits, spaces and the marks models and specifications use (M6×20, 6205-2RS1, Φ10, 1/2").
  return /^[\p{L}\p{N}\p{M} .\-_/×*+#%()（）·Φφ"'’：:,，]+$/u.test(keyword);
}
