/**
 * Goods search, the lists of goods by kind, keyword suggestions, search history and hot searches. The
 * index reads are search-read.ts's, the request as index keys search-match.ts's, the facets
 * search-facets.ts's.
 */
import type { GoodsCard, GoodsSearchResult, HotSearch, KeywordSuggestion } from '@pm/contract/goods';
import type { Page } from '@pm/contract/page';
import { isPublicKeyword } from '@pm/contract/keyword';
import type { ChangeFeed } from '../../db/change-feed';
import type { Db, Executor } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { GoodsCardRepo } from './goods-card.repo';
import { isBlocked, type CatalogRepo } from './catalog.repo';
import { KeywordDictionary } from './keyword-dictionary';
import type { Match, SearchRepo, SortKey } from './search.repo';
import { cleanKeyword, normalizeText, parseQuery, type ParsedQuery } from './search-terms';
import { FacetNames, facetsOf } from './search-facets';
import { baseMatch, termMatch, type MatchFilters } from './search-match';
import { EMPTY_INDEX_ANSWER, MatchReader, type IndexAnswer } from './search-read';
import { SearchStats } from './search-stats';
import {
  type CachedAnswer,
  type Computed,
  prepared,
  type SearchCache,
  withSuggestions,
} from './search-cache';
import { SynonymCache, synonymsOf } from './synonyms';

export interface SearchInput extends MatchFilters {
  keyword?: string | undefined;
  page: number;
  limit: number;
}

export interface Caller {
  userId: string;
  organizationId: string;
}

/** Rows read for a public list of hot searches beyond its limit, for the ones left out as not public. */
const HOT_SLACK = 20;

export class SearchService {
  private readonly dictionary: KeywordDictionary;
  private readonly ownSynonyms: SynonymCache | null;
  private readonly reader: MatchReader;
  private readonly facetNames: FacetNames | undefined;
  /** The connections of the search's reads (see the constructor's `reads`). */
  private readonly reads: Db;
  /** Hot-search counts gathered in memory and written now and then (flushStats). */
  readonly stats: SearchStats;

  constructor(
    private readonly db: Db,
    private readonly repo: SearchRepo,
    private readonly catalogs: CatalogRepo,
    private readonly cards: GoodsCardRepo,
    private readonly clock: Clock,
    /**
     * What tells that search_synonyms changed. Without one, the service uses the cache of the app's
     * goods module (synonymsOf), or reads the table at every search.
     */
    synonymFeed?: ChangeFeed,
    /** The answers kept (the goods module's search); without one every answer is computed. */
    private readonly cache?: SearchCache,
    /** What tells that brands or catalogs changed: their names in facets are kept meanwhile. */
    catalogFeed?: ChangeFeed,
    /**
     * Where the index reads, the cards and the facet names are read: prepared reads with generic plans
     * (db/database.ts createPreparedReads); `db` without one.
     */
    reads?: Db,
  ) {
    this.reads = reads ?? db;
    this.facetNames = catalogFeed ? new FacetNames(catalogs, catalogFeed) : undefined;
    this.dictionary = new KeywordDictionary(catalogs, catalogFeed);
    this.ownSynonyms = synonymFeed ? new SynonymCache(catalogs, synonymFeed) : null;
    this.stats = new SearchStats(db, catalogs);
    this.reader = new MatchReader(repo, catalogs, clock);
  }

  /** This service's synonym cache, shared with the app's other search services until `close`. */
  shareSynonyms(): () => void {
    return this.ownSynonyms ? this.ownSynonyms.share(this.db) : () => undefined;
  }

  /** A keyword as terms, its words' synonyms included. */
  private async parse(keyword: string, relaxed = false): Promise<ParsedQuery> {
    const cache = this.ownSynonyms ?? synonymsOf(this.db, this.catalogs);
    const synonyms = keyword ? await cache.get(this.db) : undefined;
    return parseQuery(keyword, { relaxed, synonyms });
  }

  /**
   * A search: the buyer's history keeps every keyword; the hot searches count only clean keywords that
   * found goods (they are shown to everybody).
   */
  private record(keyword: string, userId: string | null, found: boolean): void {
    const at = this.clock.now();
    if (found && isPublicKeyword(keyword)) this.stats.count(keyword, at);
    if (userId) this.stats.recordHistory(userId, keyword, at);
  }

  /**
   * Hot searches fit to show. The lists asked for as such are written first, so that this process's own
   * counts are in them; a search (the suggestions of an empty answer) reads what is written and never
   * waits for a statistics write.
   */
  private async publicHot(limit: number, opts: { flush: boolean } = { flush: true }): Promise<HotSearch[]> {
    if (opts.flush) await this.stats.flush();
    const rows = await this.catalogs.hotSearches(this.db, limit + HOT_SLACK);
    return rows.filter((h) => isPublicKeyword(h.keyword)).slice(0, limit);
  }

  async search(input: SearchInput, caller: Caller | null): Promise<GoodsSearchResult> {
    const keyword = cleanKeyword(input.keyword ?? '');
    const result = await this.compute(input, keyword, caller?.organizationId ?? null);
    if (keyword) this.record(keyword, caller?.userId ?? null, result.total > 0);
    return result;
  }

  /**
   * A search as the bytes of its answer, kept and shared by the search cache (search-cache.ts) when the
   * service has one; the search is recorded (history, hot searches) either way.
   */
  async searchAnswer(input: SearchInput, caller: Caller | null): Promise<CachedAnswer> {
    const organizationId = caller?.organizationId ?? null;
    const keyword = cleanKeyword(input.keyword ?? '');
    // The suggestions of an answer that found nothing come from the hot searches, which change without
    // the catalog: a kept answer is kept without them, and they are added as it is served.
    const cache = this.cache?.enabled ? this.cache : null;
    const compute = async (): Promise<Computed> => ({
      data: await this.compute(input, keyword, organizationId, { suggest: !cache }),
    });
    let out = cache
      ? await cache.answer({ ...input, keyword }, organizationId, compute)
      : prepared(await compute(), 'off');
    if (cache && out.empty && keyword) out = withSuggestions(out, await this.suggestionsFor(keyword));
    if (keyword) this.record(keyword, caller?.userId ?? null, out.total > 0);
    return out;
  }

  /** A search's answer for a cleaned keyword, without recording it (with `suggest: false`, an empty one without its suggestions). */
  private async compute(
    input: SearchInput,
    keyword: string,
    organizationId: string | null,
    opts: { suggest: boolean } = { suggest: true },
  ): Promise<GoodsSearchResult> {
    const base = await this.baseMatch(input, organizationId);
    const offset = (input.page - 1) * input.limit;
    const viewer = { organizationId, divisionCode: input.divisionCode };
    let core: IndexAnswer = EMPTY_INDEX_ANSWER;
    const parsed = await this.parse(keyword);
    if (base) {
      core = await this.inSearch((db) =>
        this.reader.run(db, base, parsed, input.sort, offset, input.limit, viewer),
      );
      if (core.total === 0 && parsed.terms.length > 0) {
        // 得力订书机 typed without a space: cut at brand names and where words meet.
        const dict = await this.dictionary.get(this.db);
        const relaxed = await this.parse(dict.spaceBrands(keyword), true);
        if (relaxed.terms.length !== parsed.terms.length) {
          core = await this.inSearch((db) =>
            this.reader.run(db, base, relaxed, input.sort, offset, input.limit, viewer),
          );
        }
      }
    }
    const [records, facets, suggestions] = await Promise.all([
      // A small match set brought its cards with it (one statement); a large one's are read by id.
      core.cards ?? this.cards.cardsByIds(this.reads, core.ids, viewer),
      facetsOf(this.reads, this.catalogs, core, this.facetNames),
      core.total === 0 && keyword && opts.suggest ? this.suggestionsFor(keyword) : Promise.resolve([]),
    ]);
    return {
      records,
      total: core.total,
      page: input.page,
      limit: input.limit,
      keyword,
      facets,
      suggestions,
      totalExact: core.totalExact,
    };
  }

  /**
   * The ids of the best matches of a keyword, most relevant first, optionally within some brands: the
   * same search as search(), for callers that match text to goods (batch purchase). No facets, no
   * search history or statistics, list prices only (the caller reads cards with its own viewer).
   */
  async rankedIds(keyword: string, opts: { brandIds?: string[]; limit: number }): Promise<string[]> {
    const cleaned = cleanKeyword(keyword);
    const parsed = await this.parse(cleaned);
    if (parsed.terms.length === 0) return [];
    const input: SearchInput = { brandIds: opts.brandIds, sort: 'relevance', page: 1, limit: opts.limit };
    const base = await this.baseMatch(input, null);
    if (!base) return [];
    let core = await this.inSearch((db) => this.reader.run(db, base, parsed, 'relevance', 0, opts.limit));
    if (core.total === 0) {
      const dict = await this.dictionary.get(this.db);
      const relaxed = await this.parse(dict.spaceBrands(cleaned), true);
      if (relaxed.terms.length !== parsed.terms.length) {
        core = await this.inSearch((db) => this.reader.run(db, base, relaxed, 'relevance', 0, opts.limit));
      }
    }
    return core.ids;
  }

  /** Hot, new or recommended goods within an optional catalog. */
  async typePage(
    input: {
      catalogId?: string | undefined;
      type: 'hot' | 'new' | 'recommend';
      divisionCode?: string | undefined;
      page: number;
      limit: number;
    },
    caller: Caller | null,
  ): Promise<Page<GoodsCard>> {
    const organizationId = caller?.organizationId ?? null;
    const base = await this.baseMatch(
      { catalogId: input.catalogId, inStock: input.type === 'recommend', sort: 'sales' },
      organizationId,
    );
    if (!base) return { records: [], total: 0, page: input.page, limit: input.limit };
    const sort: SortKey = input.type === 'new' ? 'newest' : 'sales';
    const offset = (input.page - 1) * input.limit;
    const core = await this.inSearch((db) =>
      this.reader.run(db, base, parseQuery(''), sort, offset, input.limit),
    );
    const records = await this.cards.cardsByIds(this.reads, core.ids, {
      organizationId,
      divisionCode: input.divisionCode,
    });
    return { records, total: core.total, page: input.page, limit: input.limit };
  }

  async suggest(keyword: string, limit: number): Promise<KeywordSuggestion[]> {
    const q = normalizeText(cleanKeyword(keyword));
    if (!q) {
      const hot = await this.publicHot(limit);
      return hot.map((h) => ({ text: h.keyword, kind: 'hot', refId: null }));
    }
    const blocked = await this.catalogs.blockedWords(this.db);
    const out: KeywordSuggestion[] = [];
    const seen = new Set<string>();
    const add = (s: KeywordSuggestion): void => {
      const k = s.text.toLowerCase();
      if (seen.has(k) || out.length >= limit || isBlocked(k, blocked)) return;
      seen.add(k);
      out.push(s);
    };
    const dict = await this.dictionary.get(this.db);
    const named = dict.lookup(q, limit * 2);
    const byText = new Map(named.map((e) => [e.text, e]));
    // Popular searches first; one that names a brand or catalog says so.
    await this.stats.flush();
    const hotWords = await this.catalogs.hotByPrefix(this.db, q, limit + HOT_SLACK);
    for (const h of hotWords.filter(isPublicKeyword).slice(0, limit)) {
      const e = byText.get(h);
      add(e ? { text: e.text, kind: e.kind, refId: e.refId } : { text: h, kind: 'hot', refId: null });
    }
    for (const e of named) add({ text: e.text, kind: e.kind, refId: e.refId });
    if (out.length < limit) {
      const parsed = parseQuery(q);
      if (parsed.terms.length > 0) {
        const m = termMatch(parsed, { organizationId: null });
        const names = await this.repo.namesMatching(this.db, m, 40);
        for (const n of names) add({ text: n, kind: 'goods', refId: null });
      }
    }
    return out;
  }

  async history(userId: string, limit: number): Promise<string[]> {
    await this.stats.flush();
    return this.catalogs.history(this.db, userId, limit);
  }

  async clearHistory(userId: string): Promise<null> {
    await this.stats.forgetHistory(userId);
    await this.catalogs.clearHistory(this.db, userId);
    return null;
  }

  async hot(limit: number): Promise<HotSearch[]> {
    return this.publicHot(limit);
  }

  // -------------------------------------------------------------------------------------------------

  /** The index reads of a search, in one read-only transaction tuned for short index-driven queries. */
  private inSearch<T>(fn: (db: Executor) => Promise<T>): Promise<T> {
    return this.repo.inTunedRead(this.reads, fn);
  }

  /** The filters of a request as index keys; null when they can match nothing (an unknown catalog). */
  private baseMatch(input: MatchFilters, organizationId: string | null): Promise<Match | null> {
    return baseMatch(this.db, { search: this.repo, catalogs: this.catalogs }, input, organizationId);
  }

  /** Words to try when nothing matched: close brand and catalog names, pinyin read as Chinese, hot searches. */
  private async suggestionsFor(keyword: string): Promise<string[]> {
    const q = normalizeText(keyword);
    const dict = await this.dictionary.get(this.db);
    const out = new Set<string>();
    for (const e of dict.close(q, 6)) out.add(e.text);
    for (const h of await this.publicHot(10, { flush: false })) {
      if (out.size >= 8) break;
      if (h.keyword !== keyword) out.add(h.keyword);
    }
    out.delete(keyword);
    const blocked = await this.catalogs.blockedWords(this.db);
    return [...out].filter((t) => !isBlocked(t, blocked)).slice(0, 8);
  }
}
