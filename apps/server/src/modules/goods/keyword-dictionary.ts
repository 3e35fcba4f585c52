/**
 * Brand and catalog names with their pinyin, for keyword suggestions (得 → 得力, lu → 螺丝刀) and for the
 * words offered when a search finds nothing (luosidao → 螺丝刀). Built from the tables and kept per
 * process until brands or catalogs change (the change feed's 'catalog' topic tells; without a live
 * feed, a cheap fingerprint query).
 */
import { pinyin } from 'pinyin-pro';
import type { ChangeFeed } from '../../db/change-feed';
import type { Executor } from '../../db/database';
import type { CatalogRepo } from './catalog.repo';
import { normalizeText } from './search-terms';

export interface DictionaryEntry {
  text: string;
  kind: 'brand' | 'catalog';
  refId: string;
  /** Lower-case forms that a prefix may start: the name, the English name, pinyin, initials. */
  forms: string[];
  /** Brands first, then third-level catalogs, then the upper levels. */
  rank: number;
}

function pinyinForms(text: string): string[] {
  const han = text.replace(/[^\p{Script=Han}]/gu, '');
  if (!han) return [];
  const syl = pinyin(han, { toneType: 'none', type: 'array', v: true }).filter((s) => /^[a-z]+$/.test(s));
  if (syl.length === 0) return [];
  return [syl.join(''), syl.map((s) => s[0]).join('')];
}

export class Dictionary {
  private readonly brandNames: string[];

  constructor(readonly entries: DictionaryEntry[]) {
    this.brandNames = entries
      .filter((e) => e.kind === 'brand' && /\p{Script=Han}/u.test(e.text) && e.text.length >= 2)
      .map((e) => e.text)
      .sort((a, b) => b.length - a.length);
  }

  /** The keyword with spaces around the Chinese brand names in it (栗枫订书机 → 栗枫 订书机). */
  spaceBrands(keyword: string): string {
    let out = keyword;
    const found: string[] = [];
    for (const name of this.brandNames) {
      // 德力西 found: 德力 inside it is no brand of its own here.
      if (!out.includes(name) || found.some((f) => f.includes(name))) continue;
      found.push(name);
      out = out.split(name).join(` ${name} `);
    }
    return out.replace(/\s+/g, ' ').trim();
  }

  /** Entries with a form that starts with `q` (or, for Chinese, a name that contains it). */
  lookup(q: string, limit: number): DictionaryEntry[] {
    const compact = q.replace(/\s+/g, '');
    const han = /\p{Script=Han}/u.test(compact);
    const starts: DictionaryEntry[] = [];
    const contains: DictionaryEntry[] = [];
    for (const e of this.entries) {
      if (e.forms.some((f) => f.startsWith(compact))) starts.push(e);
      else if (han && e.text.includes(compact)) contains.push(e);
    }
    const byRank = (a: DictionaryEntry, b: DictionaryEntry): number =>
      a.rank - b.rank || a.text.length - b.text.length;
    return [...starts.sort(byRank), ...contains.sort(byRank)].slice(0, limit);
  }

  /**
   * Names close to a keyword that found nothing: pinyin or initials that read as a name (luosidao →
   * 螺丝刀), names sharing two adjacent characters with it, names its latin letters begin.
   */
  close(q: string, limit: number): DictionaryEntry[] {
    const compact = q.replace(/\s+/g, '');
    const out = new Map<string, DictionaryEntry>();
    const latin = compact.replace(/[^a-z]/g, '');
    if (latin.length >= 2) {
      for (const e of this.entries) {
        if (e.forms.some((f) => f === latin || (latin.length >= 3 && f.startsWith(latin))))
          out.set(e.text, e);
      }
    }
    const chars = [...compact.replace(/[^\p{Script=Han}]/gu, '')];
    const pairs = new Set<string>();
    for (let i = 0; i + 1 < chars.length; i++) pairs.add(chars[i]! + chars[i + 1]!);
    if (pairs.size > 0) {
      const scored: [DictionaryEntry, number][] = [];
      for (const e of this.entries) {
        let n = 0;
        for (const p of pairs) if (e.text.includes(p)) n++;
        if (n > 0) scored.push([e, n]);
      }
      scored.sort((a, b) => b[1] - a[1] || a[0].rank - b[0].rank || a[0].text.length - b[0].text.length);
      for (const [e] of scored) out.set(e.text, e);
    }
    return [...out.values()].slice(0, limit);
  }
}

export class KeywordDictionary {
  private cached: { version: string; dict: Dictionary } | null = null;
  /** The dictionary with the feed's version it holds for (nothing read while that stays). */
  private heard: { version: number; dict: Dictionary } | null = null;

  constructor(
    private readonly repo: CatalogRepo,
    /**
     * What tells that brands or catalogs changed (the change feed's 'catalog' topic): while it has not
     * moved, the dictionary is used without the fingerprint query. Without one, every use asks.
     */
    private readonly feed?: ChangeFeed,
  ) {}

  async get(db: Executor): Promise<Dictionary> {
    const heard = this.feed?.live ? this.feed.version() : null;
    if (heard !== null && this.heard?.version === heard) return this.heard.dict;
    const dict = await this.read(db);
    // Kept for the feed's version only if nothing changed while it was read.
    if (heard !== null && this.feed!.live && this.feed!.version() === heard)
      this.heard = { version: heard, dict };
    return dict;
  }

  private async read(db: Executor): Promise<Dictionary> {
    const version = await this.repo.dictionaryVersion(db);
    if (this.cached?.version === version) return this.cached.dict;
    const [brands, catalogs] = await Promise.all([this.repo.allBrands(db), this.repo.allCatalogs(db)]);
    const entries: DictionaryEntry[] = [];
    const seen = new Set<string>();
    for (const b of brands) {
      const forms = [normalizeText(b.nameCn), normalizeText(b.nameEn), ...pinyinForms(b.nameCn)];
      entries.push({ text: b.nameCn, kind: 'brand', refId: b.id, forms: forms.filter(Boolean), rank: 0 });
    }
    for (const c of catalogs) {
      // One entry per name: the same leaf name under several parents suggests once.
      if (seen.has(c.name)) continue;
      seen.add(c.name);
      const forms = [normalizeText(c.name), ...pinyinForms(c.name)];
      entries.push({ text: c.name, kind: 'catalog', refId: c.id, forms, rank: 4 - c.level });
    }
    const dict = new Dictionary(entries);
    this.cached = { version, dict };
    return dict;
  }
}
