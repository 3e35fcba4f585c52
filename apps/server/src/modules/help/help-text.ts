/**
 * An article's text as the help centre keeps it: Markdown rendered by markdown-it (raw HTML in the source
 * is shown as text, never passed through) and then kept to lib/rich-text's allow-list; its plain text for
 * snippets; and its search keys, made by the goods search's tokenizer (modules/goods/search-terms), so a
 * keyword is read the same way for goods and for articles.
 */
import MarkdownIt from 'markdown-it';
import { descriptionText, sanitizeArticle } from '../../lib/rich-text';
import {
  cleanKeyword,
  normalizeText,
  parseQuery,
  searchTermsOf,
  type ParsedQuery,
  type QueryTerm,
} from '../goods/search-terms';

const md = new MarkdownIt({ html: false, linkify: false, typographer: false, breaks: false });

/** The Markdown as sanitized HTML. */
export function renderArticle(markdown: string): string {
  return sanitizeArticle(md.render(markdown));
}

/** The rendered article's plain text (one space between blocks). */
export function articleText(html: string): string {
  return descriptionText(html);
}

export interface ArticleDocument {
  title: string;
  summary: string;
  text: string;
  directoryName: string;
  tags: readonly string[];
  id?: string;
}

/**
 * The keys of an article (the title read like a goods name: characters, pairs, words and pinyin; the
 * summary, body and tags like a specification; the directory like a catalog) and of its title alone.
 */
export function articleTerms(doc: ArticleDocument): { search: string[]; title: string[] } {
  const search = searchTermsOf({
    name: doc.title,
    brandNameCn: '',
    brandNameEn: '',
    model: '',
    spec: [doc.summary, doc.text, doc.tags.join(' ')].join('\n'),
    catalogNames: [doc.directoryName],
    key: doc.id ?? doc.title,
  });
  const title = searchTermsOf({
    name: doc.title,
    brandNameCn: '',
    brandNameEn: '',
    model: '',
    spec: '',
    catalogNames: [],
    key: doc.title,
  });
  return { search, title };
}

/** A keyword read by the goods search's parser (relaxed: Chinese runs cut between words). */
export function helpQuery(keyword: string, relaxed = false): ParsedQuery {
  return parseQuery(keyword, { relaxed });
}

/** The words that make a sentence a question and say nothing of its subject (longest first). */
const QUESTION_WORDS = [
  '可不可以',
  '怎么办',
  '怎么样',
  '为什么',
  '能不能',
  '可以吗',
  '怎么',
  '怎样',
  '如何',
  '为何',
  '什么',
  '哪里',
  '哪儿',
  '哪些',
  '哪个',
  '是否',
  '能否',
  '请问',
  '吗',
  '呢',
  '吧',
  '呀',
];
const QUESTION_RE = new RegExp(QUESTION_WORDS.join('|'), 'g');

/** One piece of a question read loosely: a Chinese character pair (or a lone character), or a latin word. */
export interface LooseUnit {
  term: QueryTerm;
  /** How much of the question it stands for: the characters it covers, two for a latin word. */
  weight: number;
  /** Where its characters sit in the question's Chinese text (empty for a latin word). */
  chars: number[];
}

/**
 * A whole question read loosely, for when no article holds all of its words (企业月结额度不够怎么办): the
 * question words are taken out (they are separators), each Chinese run becomes its character pairs, each
 * latin word stays whole. A search then keeps as many of these as some article holds together, and needs
 * more than half of the question covered (`looseEnough`), so a stray pair does not pass for an answer.
 */
export function looseQuestion(keyword: string): { units: LooseUnit[]; size: number } {
  const text = normalizeText(cleanKeyword(keyword)).replace(QUESTION_RE, ' ');
  const units = new Map<string, LooseUnit>();
  let size = 0;
  const add = (term: QueryTerm, weight: number, chars: number[]) => {
    const seen = units.get(term.text);
    if (seen) seen.chars.push(...chars);
    else units.set(term.text, { term, weight, chars });
  };
  for (const term of parseQuery(text).terms) {
    if (term.kind === 'latin') {
      add(term, 2, []);
      size += 2;
      continue;
    }
    const chars = [...term.text];
    const at = size;
    size += chars.length;
    if (chars.length === 1) add(term, 1, [at]);
    for (let i = 0; i + 1 < chars.length; i++) {
      const pair = chars[i]! + chars[i + 1]!;
      add({ text: pair, kind: 'han', alternatives: [[pair]] }, 2, [at + i, at + i + 1]);
    }
  }
  return { units: [...units.values()], size };
}

/**
 * Whether kept units cover more than half of the question: its characters held by kept pairs, and its latin
 * words as two each. A lone character counts in the question's size but covers nothing (用, 的 are in
 * every article).
 */
export function looseEnough(kept: readonly LooseUnit[], size: number): boolean {
  const chars = new Set<number>();
  let latin = 0;
  for (const u of kept) {
    if (u.chars.length === 0) latin += u.weight;
    if (u.weight > 1) for (const c of u.chars) chars.add(c);
  }
  return (chars.size + latin) * 2 > size;
}

/** The query a loose search ran, for highlighting: its units' texts are its phrases. */
export function looseQuery(keyword: string, kept: readonly LooseUnit[]): ParsedQuery {
  return {
    keyword,
    terms: kept.map((u) => u.term),
    modelKeys: [],
    phrases: kept.map((u) => u.term.text),
  };
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a highlight marks: each phrase of the keyword, or its character pairs where it is not there whole. */
export function markWords(query: ParsedQuery, text: string): string[] {
  const lower = text.toLowerCase();
  const words = new Set<string>();
  for (const p of query.phrases) {
    if (lower.includes(p)) {
      words.add(p);
      continue;
    }
    const chars = [...p];
    for (let i = 0; i + 1 < chars.length; i++) {
      const pair = chars[i]! + chars[i + 1]!;
      if (lower.includes(pair)) words.add(pair);
    }
  }
  return [...words].sort((a, b) => b.length - a.length);
}

/**
 * `text` escaped, with <mark> around each occurrence of `words` (case-insensitive; occurrences that touch share
 * one mark); nothing else added.
 */
export function highlight(text: string, words: readonly string[]): string {
  if (words.length === 0) return escapeHtml(text);
  const re = new RegExp(words.map(escapeRe).join('|'), 'gi');
  let out = '';
  let at = 0;
  for (const m of text.matchAll(re)) {
    // a match right after another joins its mark (企业 and 月结 of 企业月结 are one)
    if (m.index === at && out.endsWith('</mark>'))
      out = out.slice(0, -'</mark>'.length) + escapeHtml(m[0]) + '</mark>';
    else out += escapeHtml(text.slice(at, m.index)) + '<mark>' + escapeHtml(m[0]) + '</mark>';
    at = m.index + m[0].length;
  }
  return out + escapeHtml(text.slice(at));
}

/** About `size` characters of `text` around the first of `words`, highlighted; the start when none is there. */
export function snippet(text: string, words: readonly string[], size = 90): string {
  const lower = text.toLowerCase();
  let first = -1;
  for (const w of words) {
    const i = lower.indexOf(w);
    if (i >= 0 && (first < 0 || i < first)) first = i;
  }
  const start = first < 0 ? 0 : Math.max(0, first - Math.floor(size / 3));
  const end = Math.min(text.length, start + size);
  const piece = text.slice(start, end);
  return (start > 0 ? '…' : '') + highlight(piece, words) + (end < text.length ? '…' : '');
}
