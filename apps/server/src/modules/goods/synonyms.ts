/**
 * The search's synonyms (search_synonyms, migration 0018), kept in memory. The table notifies
 * `pm_changed 'synonyms'` on every change (db/change-feed.ts); the kept map is used while the feed is
 * live and its version has not moved since it was read, and read again otherwise (a small table).
 */
import type { ChangeFeed } from '../../db/change-feed';
import type { Executor } from '../../db/database';
import type { CatalogRepo } from './catalog.repo';
import { normalizeText, type Synonyms } from './search-terms';

export const SYNONYMS_TOPIC = 'synonyms';

/** A feed that is never live: a cache without one reads the table at every use. */
const NO_FEED: ChangeFeed = { live: false, version: () => 0, close: () => undefined };

/**
 * The cache of the goods module's search, per database: other search services of the app (the batch
 * matcher's) use it too instead of reading the table at every search.
 */
const shared = new WeakMap<object, SynonymCache>();

/** The cache a search service without a feed of its own uses. */
export function synonymsOf(db: object, repo: CatalogRepo): SynonymCache {
  return shared.get(db) ?? new SynonymCache(repo, NO_FEED);
}

export class SynonymCache {
  private kept: { version: number; map: Synonyms } | null = null;

  constructor(
    private readonly repo: CatalogRepo,
    private readonly feed: ChangeFeed,
  ) {}

  /** Makes this the cache of `db` for services built without a feed; undone by the returned function. */
  share(db: object): () => void {
    shared.set(db, this);
    return () => {
      if (shared.get(db) === this) shared.delete(db);
    };
  }

  async get(db: Executor): Promise<Synonyms> {
    const version = this.feed.version();
    if (this.kept && this.feed.live && this.kept.version === version) return this.kept.map;
    const map = new Map<string, string[]>();
    for (const r of await this.repo.synonyms(db)) {
      const term = normalizeText(r.term).trim();
      const synonym = normalizeText(r.synonym).trim();
      if (!term || !synonym || term === synonym) continue;
      map.set(term, [...(map.get(term) ?? []), synonym]);
    }
    // Kept only if nothing changed while it was read.
    if (this.feed.live && this.feed.version() === version) this.kept = { version, map };
    else this.kept = null;
    return map;
  }
}
