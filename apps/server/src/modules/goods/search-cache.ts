/**
 * Search answers kept in memory and shared by everyone who asks the same: the bytes of the answer
 * (lib/route PreparedAnswer), per normalized request (the cleaned keyword, filters, sort, page, limit),
 * price class (list prices: visitors and organizations without agreement prices; else the organization)
 * and delivery province (stock and 仅看有货 depend on it).
 *
 * What decides whether a kept answer still holds is its stamp, read before the answer was computed:
 *
 * - the catalog change number (cart_catalog_rev_seq, migrations 0016 and 0020), which every statement
 *   writing goods (listing, prices, stock), agreement prices, area limits, warehouses, brands,
 *   organizations, catalogs or synonyms moves. Read at every request (one small statement, shared by the
 *   requests that arrive while another reading waits), it makes a change committed by any process seen
 *   by the next search, in this process or another one;
 * - the versions of the change feed's topics 'catalog' and 'synonyms' (db/change-feed.ts): the same
 *   writes notify at their commit, so an answer computed from a snapshot taken while a write was still
 *   open (its number already read) is dropped when that write commits. While the feed is not live
 *   nothing is kept.
 *
 * An answer is served only under the stamp it was computed under, and kept only if the feed did not move
 * while it was computed. An answer that found nothing is kept as well, with its data (it is small): its
 * suggestions come from the hot searches, which change without the catalog, so the search service adds
 * them as the answer is served (withSuggestions). SEARCH_CACHE_ENTRIES=0 turns keeping off.
 */
import type { GoodsSearchResult } from '@pm/contract/goods';
import { goodsSearchRoute } from '@pm/contract/goods-schema';
import type { ChangeFeed } from '../../db/change-feed';
import type { Db } from '../../db/database';
import { KeptAnswers, SharedBuilds } from '../../lib/kept-answers';
import { type PreparedAnswer, prepareAnswer } from '../../lib/route';
import { divisionChain } from './goods-card.repo';
import type { SearchRepo } from './search.repo';
import type { MatchFilters } from './search-match';

/** The change feed's topic of the catalog change number (migration 0020). */
export const CATALOG_TOPIC = 'catalog';

export interface SearchCacheOptions {
  /** Answers kept at most (0: nothing is kept, every answer is computed). */
  maxEntries: number;
  /** Bytes of answers kept at most; the least recently used go first. */
  maxBytes: number;
}

export const SEARCH_CACHE_DEFAULTS: SearchCacheOptions = { maxEntries: 5000, maxBytes: 64 * 1024 * 1024 };

/** How an answer was made: kept before, computed now, or computed with keeping off. */
export type CacheOutcome = 'hit' | 'miss' | 'off';

/** A search request as the cache sees it (the keyword already cleaned). */
export interface CacheRequest extends MatchFilters {
  keyword: string;
  page: number;
  limit: number;
}

export interface Computed {
  data: GoodsSearchResult;
}

export interface CachedAnswer {
  answer: PreparedAnswer<GoodsSearchResult>;
  total: number;
  outcome: CacheOutcome;
  /** The data of an answer that found nothing (small), for the suggestions of the moment (withSuggestions). */
  empty: GoodsSearchResult | null;
}

interface Entry {
  stamp: string;
  answer: PreparedAnswer<GoodsSearchResult>;
  total: number;
  empty: GoodsSearchResult | null;
}

export class SearchCache {
  private readonly kept: KeptAnswers<Entry>;
  /** The stamp of the latest request: entries and price classes of other stamps are dropped. */
  private stamp = '';
  /** Whether organizations have agreement prices, under `stamp`. */
  private readonly agreementOrgs = new Map<string, boolean>();
  /** Answers being computed, by key: requests under the same stamp wait for that one. */
  private readonly builds = new SharedBuilds<CachedAnswer>();
  private readonly number: SharedRead<string>;
  readonly counts = { hits: 0, misses: 0 };

  constructor(
    private readonly db: Db,
    private readonly repo: SearchRepo,
    private readonly feeds: { catalog: ChangeFeed; synonyms: ChangeFeed },
    private readonly opts: SearchCacheOptions = SEARCH_CACHE_DEFAULTS,
  ) {
    this.number = new SharedRead(() => this.repo.catalogChangeNumber(this.db));
    this.kept = new KeptAnswers({ maxBytes: opts.maxBytes, maxEntries: opts.maxEntries });
  }

  get enabled(): boolean {
    return this.opts.maxEntries > 0 && this.opts.maxBytes > 0;
  }

  /** The answer to a request: kept, being computed by another request, or computed by `compute`. */
  async answer(
    request: CacheRequest,
    organizationId: string | null,
    compute: () => Promise<Computed>,
  ): Promise<CachedAnswer> {
    if (!this.enabled) return prepared(await compute(), 'off');
    const stamp = await this.currentStamp();
    if (stamp === null) return prepared(await compute(), 'miss');
    const key = await this.keyOf(request, organizationId, stamp);
    const kept = this.kept.get(key);
    if (kept && kept.stamp === stamp) {
      this.kept.touch(key);
      this.counts.hits++;
      return { answer: kept.answer, total: kept.total, outcome: 'hit', empty: kept.empty };
    }
    const pending = this.builds.pending(key, stamp);
    if (pending) {
      const shared = await pending;
      this.counts.hits++;
      return { ...shared, outcome: 'hit' };
    }
    this.counts.misses++;
    return this.builds.run(key, stamp, async () => {
      const out = prepared(await compute(), 'miss');
      this.keep(key, stamp, out);
      return out;
    });
  }

  /** How many answers and bytes are kept (tests, diagnostics). */
  size(): { entries: number; bytes: number } {
    return this.kept.size();
  }

  // -------------------------------------------------------------------------------------------------

  private versions(): string {
    return `${this.feeds.catalog.version()}.${this.feeds.synonyms.version()}`;
  }

  private get live(): boolean {
    return this.feeds.catalog.live && this.feeds.synonyms.live;
  }

  /** The feed's versions, then the change number read after this call; null while the feed is deaf. */
  private async currentStamp(): Promise<string | null> {
    const versions = this.versions();
    const n = await this.number.read();
    if (!this.live) return null;
    const stamp = `${versions}/${n}`;
    if (stamp !== this.stamp) {
      this.stamp = stamp;
      this.kept.clear();
      this.agreementOrgs.clear();
    }
    return stamp;
  }

  private async keyOf(r: CacheRequest, organizationId: string | null, stamp: string): Promise<string> {
    let priceClass = 'list';
    if (organizationId) {
      let has = this.agreementOrgs.get(organizationId);
      if (has === undefined) {
        has = await this.repo.hasAgreementPrices(this.db, organizationId);
        if (this.stamp === stamp) this.agreementOrgs.set(organizationId, has);
      }
      if (has) priceClass = `org:${organizationId}`;
    }
    const province = r.divisionCode ? divisionChain(r.divisionCode)[0]! : '';
    return JSON.stringify([
      priceClass,
      province,
      r.keyword,
      r.catalogId ?? null,
      r.catalogName?.trim() ?? null,
      r.brandIds ?? null,
      r.priceMin ?? null,
      r.priceMax ?? null,
      r.inStock === true,
      r.sort,
      r.page,
      r.limit,
    ]);
  }

  private keep(key: string, stamp: string, out: CachedAnswer): void {
    // Not if a change was seen while it was computed, or the stamp moved on meanwhile.
    if (!this.live || stamp !== this.stamp || !stamp.startsWith(`${this.versions()}/`)) return;
    this.kept.keep(key, { stamp, answer: out.answer, total: out.total, empty: out.empty });
  }
}

/** A computed answer as the bytes the route sends. */
export function prepared(c: Computed, outcome: CacheOutcome): CachedAnswer {
  const { data } = c;
  return {
    answer: prepareAnswer(goodsSearchRoute, data),
    total: data.total,
    outcome,
    empty: data.total === 0 ? data : null,
  };
}

/** An answer that found nothing, with the suggestions of the moment. */
export function withSuggestions(out: CachedAnswer, suggestions: string[]): CachedAnswer {
  if (!out.empty) return out;
  const data = { ...out.empty, suggestions };
  return { ...out, answer: prepareAnswer(goodsSearchRoute, data), empty: data };
}

/**
 * A read shared by the callers that ask while it has not started yet: each caller gets a value read
 * after it asked, and under load one statement serves many requests.
 */
export class SharedRead<T> {
  private waiting: Promise<T> | null = null;
  private running: Promise<unknown> = Promise.resolve();

  constructor(private readonly fn: () => Promise<T>) {}

  read(): Promise<T> {
    if (this.waiting) return this.waiting;
    const next = this.running.then(() => {
      // From here on a new caller waits for the next reading: this one may have missed its change.
      this.waiting = null;
      return this.fn();
    });
    this.waiting = next;
    this.running = next.catch(() => undefined);
    return next;
  }
}
