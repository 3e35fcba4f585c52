/**
 * The search document of a goods item and the tokenizer of a search keyword, side by side so that
 * what is indexed and what is asked always agree.
 *
 * A goods item's words go to goods.search_terms (text[], GIN-indexed); a keyword becomes terms, each
 * a set of alternatives, and an alternative is a set of keys the document must all contain.
 *
 * Keys in the document:
 * - Chinese: every character (胶), every pair of adjacent characters (螺丝, 丝刀) and the segmenter's
 *   words of two or more characters (订书机). A keyword of one or two characters is then one key; a
 *   longer one is the AND of its pairs.
 * - Latin and digits, lower case after NFKC (full-width Ｍ６ is m6): the segmenter's tokens (m6, kn95,
 *   2rs1), the digit and letter runs of mixed tokens (kn95 → kn, 95) and separator-free compounds
 *   (6205-2RS1 → 62052rs1, the same form as goods.model_norm).
 * - Pinyin of names, brands and catalogs: `p:` + the syllables of two adjacent characters (螺丝 →
 *   p:luosi), `i:` + the initials of three adjacent characters (螺丝刀 → i:lsd) and of two-character
 *   words (扳手 → i:bs). The prefixes keep them apart from latin tokens.
 * - `s:` + a sample bucket (0–255, a hash of the item): lets a search count a fixed share of a huge
 *   match set through the index alone (see search.repo.ts).
 */
import { pinyin } from 'pinyin-pro';
import { cleanKeyword } from '@pm/contract/keyword';

export interface SearchDocumentInput {
  name: string;
  brandNameCn: string;
  brandNameEn: string;
  model: string;
  spec: string;
  /** Names of the three catalog levels. */
  catalogNames: readonly string[];
  /** Something unique to the item (its SKU code) for the sample bucket; the other fields when absent. */
  key?: string;
}

export const PINYIN_PREFIX = 'p:';
export const INITIALS_PREFIX = 'i:';
export const SAMPLE_PREFIX = 's:';
/** Number of sample buckets: a search may read 1/256, 2/256 … of a match set through the index. */
export const SAMPLE_BUCKETS = 256;

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const HAN = /\p{Script=Han}/u;
const HAN_RUNS = /\p{Script=Han}+/gu;
const NOT_ALNUM = /[^\p{L}\p{N}]+/gu;

/** NFKC (full-width letters and digits to ASCII) and lower case: both sides see text this way. */
export function normalizeText(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** The model as matched: normalized, letters and digits only (6205-2RS1 → 62052rs1). */
export function normalizeModel(model: string): string {
  return normalizeText(model).replace(NOT_ALNUM, '');
}

/** Toneless pinyin of each character of a run of Chinese characters ('' where it has none); ü as v. */
function syllablesOf(run: string): string[] {
  return pinyin(run, { toneType: 'none', type: 'array', v: true }).map((s) => (/^[a-z]+$/.test(s) ? s : ''));
}

/** Words, n-grams and compounds of one normalized text; with `withPinyin`, its pinyin keys too. */
function addText(terms: Set<string>, text: string, withPinyin: boolean): void {
  const twoCharWords: string[] = [];
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    if (!isWordLike) continue;
    if (HAN.test(segment)) {
      // Single characters come from the runs below; words of two or more are kept whole.
      const n = segment.length;
      if (n >= 2) terms.add(segment);
      if (n === 2) twoCharWords.push(segment);
      continue;
    }
    terms.add(segment);
    if (/\d/.test(segment) && /[a-z]/.test(segment)) {
      for (const run of segment.match(/\d{2,}|[a-z]{2,}/g) ?? []) terms.add(run);
    }
  }
  const runs = text.match(HAN_RUNS) ?? [];
  for (const run of runs) {
    const chars = [...run];
    for (let i = 0; i < chars.length; i++) {
      terms.add(chars[i]!);
      if (i + 1 < chars.length) terms.add(chars[i]! + chars[i + 1]!);
    }
  }
  // Latin chunks with separators, compacted: 6205-2rs1 → 62052rs1, m6×20 → m620.
  if (/[a-z0-9]/.test(text)) {
    for (const chunk of text.split(/[\s\p{Script=Han}]+/u)) {
      const compact = chunk.replace(NOT_ALNUM, '');
      if (compact.length >= 2 && compact !== chunk) terms.add(compact);
    }
  }
  if (!withPinyin || runs.length === 0) return;
  // One pinyin call for the whole text keeps context (长城 is chang cheng); runs are read from it.
  const hanOnly = runs.join('');
  const syl = syllablesOf(hanOnly);
  let at = 0;
  for (const run of runs) {
    const n = [...run].length;
    const s = syl.slice(at, at + n);
    at += n;
    for (let i = 0; i + 1 < n; i++) {
      const a = s[i]!;
      const b = s[i + 1]!;
      if (!a || !b) continue;
      terms.add(PINYIN_PREFIX + a + b);
      const c = s[i + 2];
      if (c) terms.add(INITIALS_PREFIX + a[0]! + b[0]! + c[0]!);
    }
    if (n === 2 && s[0] && s[1]) terms.add(INITIALS_PREFIX + s[0][0]! + s[1][0]!);
  }
  // Initials of two-character words inside longer runs (十字螺丝刀 → 十字, 螺丝: i:sz, i:ls).
  for (const word of twoCharWords) {
    const idx = hanOnly.indexOf(word);
    const a = syl[idx];
    const b = syl[idx + 1];
    if (idx >= 0 && a && b) terms.add(INITIALS_PREFIX + a[0]! + b[0]!);
  }
}

/** FNV-1a: a stable bucket for the sample key. */
function bucketOf(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % SAMPLE_BUCKETS;
}

/** Brand and catalog names repeat on every item: their keys are computed once. */
const sharedCache = new Map<string, string[]>();
function sharedTerms(text: string, withPinyin: boolean): string[] {
  const cacheKey = (withPinyin ? 'p' : 'n') + text;
  let found = sharedCache.get(cacheKey);
  if (!found) {
    const set = new Set<string>();
    addText(set, normalizeText(text), withPinyin);
    found = [...set];
    if (sharedCache.size > 50_000) sharedCache.clear();
    sharedCache.set(cacheKey, found);
  }
  return found;
}

export function searchTermsOf(input: SearchDocumentInput): string[] {
  const terms = new Set<string>();
  addText(terms, normalizeText(input.name), true);
  for (const text of [input.model, input.spec]) if (text) addText(terms, normalizeText(text), false);
  for (const t of sharedTerms(input.brandNameCn, true)) terms.add(t);
  for (const t of sharedTerms(input.brandNameEn, false)) terms.add(t);
  for (const c of input.catalogNames) for (const t of sharedTerms(c, true)) terms.add(t);
  const modelNorm = normalizeModel(input.model);
  if (modelNorm) terms.add(modelNorm);
  const key = input.key ?? [input.name, input.brandNameCn, input.model, input.spec].join('\u0001');
  terms.add(SAMPLE_PREFIX + bucketOf(key));
  return [...terms];
}

// ---------------------------------------------------------------------------------------------
// The keyword side.

/** One word of a keyword: it matches a document that holds every key of one of its alternatives. */
export interface QueryTerm {
  /** The word as typed (normalized). */
  text: string;
  kind: 'han' | 'latin';
  alternatives: string[][];
}

export interface ParsedQuery {
  /** The keyword as searched: markup removed, spaces trimmed and collapsed. */
  keyword: string;
  terms: QueryTerm[];
  /** Compact latin forms (and the whole keyword's) to compare with goods.model_norm. */
  modelKeys: string[];
  /** Texts a name should contain for a phrase hit: each Chinese run and latin token. */
  phrases: string[];
}

/** The contract's one keyword cleaner (markup stripped, words kept apart by one space), as the web uses it. */
export { cleanKeyword };

let syllableSet: Set<string> | null = null;
let longestSyllable = 0;
/** Every toneless syllable pinyin-pro knows, read from the library once (not a hand-typed list). */
function syllables(): Set<string> {
  if (!syllableSet) {
    let all = '';
    for (let cp = 0x4e00; cp <= 0x9fa5; cp++) all += String.fromCodePoint(cp);
    syllableSet = new Set(syllablesOf(all).filter((s) => s.length > 0));
    for (const s of syllableSet) longestSyllable = Math.max(longestSyllable, s.length);
  }
  return syllableSet;
}

/** Ways to read letters as whole pinyin syllables (luosidao → luo si dao), longest syllables first. */
export function pinyinParses(letters: string, maxParses = 3): string[][] {
  const set = syllables();
  const out: string[][] = [];
  const walk = (start: number, acc: string[]): void => {
    if (out.length >= maxParses) return;
    if (start === letters.length) {
      out.push([...acc]);
      return;
    }
    for (let len = Math.min(longestSyllable, letters.length - start); len >= 1; len--) {
      const s = letters.slice(start, start + len);
      if (!set.has(s)) continue;
      acc.push(s);
      walk(start + len, acc);
      acc.pop();
    }
  };
  if (letters.length <= 40) walk(0, []);
  return out;
}

function hanTerm(run: string): QueryTerm {
  const chars = [...run];
  const keys = new Set<string>();
  if (chars.length === 1) keys.add(run);
  for (let i = 0; i + 1 < chars.length; i++) keys.add(chars[i]! + chars[i + 1]!);
  return { text: run, kind: 'han', alternatives: [[...keys]] };
}

function latinTerm(token: string): QueryTerm {
  const compact = token.replace(NOT_ALNUM, '');
  const parts = [...segmenter.segment(token)].filter((s) => s.isWordLike).map((s) => s.segment);
  const alternatives: string[][] = [[compact]];
  if (parts.length > 0 && !(parts.length === 1 && parts[0] === compact)) alternatives.push(parts);
  if (/^[a-z]+$/.test(compact) && compact.length >= 2) {
    const parses = pinyinParses(compact);
    const fewest = Math.min(...parses.map((p) => p.length));
    for (const parse of parses) {
      if (parse.length === 1 || parse.length > fewest) continue;
      const pairs = new Set<string>();
      for (let i = 0; i + 1 < parse.length; i++) pairs.add(PINYIN_PREFIX + parse[i]! + parse[i + 1]!);
      alternatives.push([...pairs]);
    }
    if (parses.length > 0) {
      // The pinyin of two characters written as one (xian → 西安, deli → 得力).
      alternatives.push([PINYIN_PREFIX + compact]);
    } else if (compact.length === 2) {
      alternatives.push([INITIALS_PREFIX + compact]);
    } else if (compact.length <= 12) {
      // Not pinyin: initials (lsd → 螺丝刀), three letters per key.
      const tri = new Set<string>();
      for (let i = 0; i + 2 < compact.length; i++) tri.add(INITIALS_PREFIX + compact.slice(i, i + 3));
      alternatives.push([...tri]);
    }
  }
  return { text: token, kind: 'latin', alternatives: dedupe(alternatives) };
}

function dedupe(alts: string[][]): string[][] {
  const seen = new Set<string>();
  return alts.filter((a) => {
    const k = [...a].sort().join('\u0001');
    if (a.length === 0 || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * A keyword as terms: markup stripped, split on whitespace into words (each must match), each word
 * split further into Chinese runs and latin tokens (M6螺丝 → m6, 螺丝).
 * `relaxed`: a Chinese run is cut where two of the segmenter's words meet (得力订书机 → 得力, 订书机), for
 * a second try when the strict reading matches nothing.
 */
export function parseQuery(
  raw: string,
  opts: { relaxed?: boolean; synonyms?: Synonyms | undefined } = {},
): ParsedQuery {
  const keyword = cleanKeyword(raw);
  const normalized = normalizeText(keyword);
  const terms: QueryTerm[] = [];
  const modelKeys = new Set<string>();
  const phrases = new Set<string>();
  const whole = normalizeModel(normalized);
  if (whole) modelKeys.add(whole);
  for (const word of normalized.split(' ')) {
    if (!word) continue;
    for (const piece of word.split(/(\p{Script=Han}+)/u)) {
      if (!piece) continue;
      if (HAN.test(piece)) {
        const runs = opts.relaxed ? splitBetweenWords(piece) : [piece];
        for (const run of runs) {
          terms.push(withSynonyms(hanTerm(run), opts.synonyms));
          phrases.add(run);
        }
        continue;
      }
      const token = piece.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
      if (!token) continue;
      terms.push(latinTerm(token));
      phrases.add(token);
      const compact = normalizeModel(token);
      if (compact) modelKeys.add(compact);
    }
  }
  return { keyword, terms: dedupeTerms(terms), modelKeys: [...modelKeys], phrases: [...phrases] };
}

/** Search words read as other words too (螺丝 → 螺钉, 螺栓), normalized; search_synonyms (migration 0018). */
export type Synonyms = ReadonlyMap<string, readonly string[]>;

/**
 * A Chinese term that holds a word with synonyms matches the text with the synonym in its place too
 * (六角螺丝 → 六角螺钉): one more alternative per synonym.
 */
function withSynonyms(term: QueryTerm, synonyms: Synonyms | undefined): QueryTerm {
  if (!synonyms || synonyms.size === 0) return term;
  const alternatives = [...term.alternatives];
  for (const [word, others] of synonyms) {
    if (!term.text.includes(word)) continue;
    for (const other of others) {
      const alt = hanTerm(term.text.split(word).join(other));
      alternatives.push(...alt.alternatives);
    }
  }
  return alternatives.length === term.alternatives.length
    ? term
    : { ...term, alternatives: dedupe(alternatives) };
}

/**
 * A Chinese run cut where two words of two or more characters meet (得力订书机 → 得力, 订书机); single
 * characters stay with their neighbours, so an unknown name is not taken apart character by character.
 */
function splitBetweenWords(run: string): string[] {
  const words = [...segmenter.segment(run)].filter((s) => s.isWordLike).map((s) => s.segment);
  const pieces: string[] = [];
  let current = '';
  let lastLong = false;
  for (const w of words) {
    const long = [...w].length >= 2;
    if (current && long && lastLong) {
      pieces.push(current);
      current = '';
    }
    current += w;
    lastLong = long;
  }
  if (current) pieces.push(current);
  return pieces;
}

function dedupeTerms(terms: QueryTerm[]): QueryTerm[] {
  const seen = new Set<string>();
  return terms.filter((t) => {
    if (seen.has(t.text)) return false;
    seen.add(t.text);
    return true;
  });
}
