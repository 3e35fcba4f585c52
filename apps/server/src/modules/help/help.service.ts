import {
  HELP_MESSAGES as M,
  type HelpArticleCard,
  type HelpArticleDetail,
  type HelpDirectoryArticles,
  type HelpDirectoryNode,
  type HelpFavorite,
  type HelpHomeDirectory,
  type HelpHotTerm,
  type HelpLikeStatus,
  type HelpPv,
  type HelpReadStatus,
  type HelpSearchResult,
  type HelpVoteResult,
} from '@pm/contract/help';
import type { Page } from '@pm/contract/page';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { chinaDate, type Clock } from '../../lib/clock';
import type { AuthContext } from '../auth/auth.service';
import type { ParsedQuery } from '../goods/search-terms';
import {
  helpQuery,
  highlight,
  looseEnough,
  looseQuery,
  looseQuestion,
  markWords,
  snippet,
} from './help-text';
import type { HelpRepo } from './help.repo';

type CardRow = Awaited<ReturnType<HelpRepo['hotArticles']>>[number];

export function cardOf(r: CardRow): HelpArticleCard {
  return {
    id: r.id,
    title: r.title,
    summary: r.summary,
    directoryId: r.directory_id,
    directoryName: r.directory_name,
    tags: r.tags,
    viewCount: r.view_count,
    likeCount: r.like_count,
    updatedAt: r.updated_at.toISOString(),
  };
}

/** Who reads: a user (u:<id>) or a visitor by the help centre's cookie (v:<id>). */
export interface Reader {
  auth: AuthContext | null;
  visitorId: string | null;
}

function readerKey(reader: Reader): string | null {
  if (reader.auth) return `u:${reader.auth.userId}`;
  return reader.visitorId ? `v:${reader.visitorId}` : null;
}

/** Matches counted for a search's total (more are "1000+" to a reader). */
const SEARCH_COUNT_CAP = 1000;
const HOT_TERMS = 10;
const HOT_ARTICLES = 8;
const RELATED = 5;
const HOME_ARTICLES = 5;
/** Sets of words a loose reading of a question tries at most. */
const LOOSE_TRIES = 6;
/** How far the words of a loose reading are counted, to leave the rarest out first. */
const LOOSE_COUNT_CAP = 10_000;

/** What visitors and users do in the help centre: read, search, like, favourite, vote, mark read. */
export class HelpService {
  constructor(
    private readonly db: Db,
    private readonly repo: HelpRepo,
    private readonly clock: Clock,
  ) {}

  private async tree() {
    const rows = await this.repo.directories(this.db);
    const nodes = rows.map((r) => ({
      id: r.id,
      parentId: r.parent_id,
      name: r.name,
      sort: r.sort,
      own: Number(r.published_count ?? 0),
      ownAll: Number(r.own_count ?? 0),
    }));
    const children = new Map<string | null, typeof nodes>();
    for (const n of nodes) children.set(n.parentId, [...(children.get(n.parentId) ?? []), n]);
    const total = (id: string): number =>
      (nodes.find((n) => n.id === id)?.own ?? 0) +
      (children.get(id) ?? []).reduce((s, c) => s + total(c.id), 0);
    const nodeOf = (n: (typeof nodes)[number]): HelpDirectoryNode => ({
      id: n.id,
      parentId: n.parentId,
      name: n.name,
      articleCount: total(n.id),
    });
    return { nodes, children, nodeOf };
  }

  async homeDirectories(): Promise<HelpHomeDirectory[]> {
    const [{ children, nodeOf }, first] = await Promise.all([
      this.tree(),
      this.repo.firstArticles(this.db, HOME_ARTICLES),
    ]);
    return (children.get(null) ?? []).map((top) => ({
      ...nodeOf(top),
      children: (children.get(top.id) ?? []).map(nodeOf),
      articles: first.filter((a) => a.directory_id === top.id).map((a) => ({ id: a.id, title: a.title })),
    }));
  }

  async directoryArticles(q: {
    directoryId?: string | undefined;
    page: number;
    limit: number;
  }): Promise<HelpDirectoryArticles> {
    let directory: HelpDirectoryNode | null = null;
    let ids: string[] | null = null;
    if (q.directoryId) {
      const { nodes, nodeOf } = await this.tree();
      const node = nodes.find((n) => n.id === q.directoryId);
      if (!node) throw AppError.notFound(M.directoryNotFound);
      directory = nodeOf(node);
      ids = await this.repo.subtree(this.db, node.id);
    }
    const { records, total } = await this.repo.articlePage(this.db, {
      directoryIds: ids,
      page: q.page,
      limit: q.limit,
    });
    return { records: records.map(cardOf), total, page: q.page, limit: q.limit, directory };
  }

  /**
   * Articles matching the keyword (the goods search's reading of it; a second, relaxed reading when the
   * strict one finds nothing), title matches first. A first page's search is counted for hot terms, or
   * for the operators when it found nothing.
   */
  async search(q: { k: string; page: number; limit: number }): Promise<HelpSearchResult> {
    let query = helpQuery(q.k);
    if (query.terms.length === 0)
      return { keyword: query.keyword, partial: false, records: [], total: 0, page: q.page, limit: q.limit };
    let found = await this.repo.search(this.db, {
      terms: query.terms,
      page: q.page,
      limit: q.limit,
      countCap: SEARCH_COUNT_CAP,
    });
    if (found.total === 0) {
      const relaxed = helpQuery(q.k, true);
      if (relaxed.terms.length !== query.terms.length) {
        const again = await this.repo.search(this.db, {
          terms: relaxed.terms,
          page: q.page,
          limit: q.limit,
          countCap: SEARCH_COUNT_CAP,
        });
        if (again.total > 0) [query, found] = [relaxed, again];
      }
    }
    let partial = false;
    if (found.total === 0) {
      const loose = await this.looseSearch(q, query.keyword);
      if (loose) [query, found, partial] = [...loose, true];
    }
    if (q.page === 1) await this.repo.recordSearch(this.db, query.keyword, found.total > 0, this.clock.now());
    return {
      keyword: query.keyword,
      partial,
      total: found.total,
      page: q.page,
      limit: q.limit,
      records: found.records.map((r) => {
        const text = r.summary ? `${r.summary} ${r.body_text}` : r.body_text;
        return {
          ...cardOf(r),
          titleHtml: highlight(r.title, markWords(query, r.title)),
          snippetHtml: snippet(text, markWords(query, text)),
          inTitle: Boolean(r.in_title),
        };
      }),
    };
  }

  /**
   * A question no article answers word for word (企业月结额度不够怎么办): its question words left out and its
   * Chinese read as character pairs (`looseQuestion`), then the most pairs some articles hold together,
   * leaving out first those found in the fewest articles (a pair across two words, a word no article uses),
   * while more than half of the question is covered. Null when nothing that close is found.
   */
  private async looseSearch(
    q: { k: string; page: number; limit: number },
    keyword: string,
  ): Promise<[ParsedQuery, Awaited<ReturnType<HelpRepo['search']>>] | null> {
    const { units, size } = looseQuestion(q.k);
    if (units.length === 0) return null;
    // how many articles hold each unit (one row each for a pair; counted far enough to order them)
    const counts = await this.repo.counts(
      this.db,
      units.map((u) => [u.term]),
      LOOSE_COUNT_CAP,
    );
    const kept = units
      .map((unit, i) => ({ unit, n: counts[i]! }))
      .filter((u) => u.n > 0)
      .sort((a, b) => b.n - a.n)
      .map((u) => u.unit);
    // all the units found, then one fewer each time (the rarest left out), while enough is covered: the
    // first set some articles hold is the answer
    for (let n = kept.length, tries = 0; n > 0 && tries < LOOSE_TRIES; n--, tries++) {
      const some = kept.slice(0, n);
      if (!looseEnough(some, size)) break;
      const page = await this.repo.search(this.db, {
        terms: some.map((u) => u.term),
        page: q.page,
        limit: q.limit,
        countCap: SEARCH_COUNT_CAP,
      });
      if (page.total > 0) return [looseQuery(keyword, some), page];
    }
    return null;
  }

  async detail(id: string, reader: Reader): Promise<HelpArticleDetail> {
    const a = await this.repo.article(this.db, id, { published: true });
    if (!a) throw AppError.notFound(M.articleNotFound);
    const [related, vote, marks] = await Promise.all([
      this.repo.related(this.db, { id: a.id, directoryId: a.directory_id, tags: a.tags }, RELATED),
      this.repo.votes(this.db, a.id, readerKey(reader)),
      reader.auth ? this.repo.marks(this.db, a.id, reader.auth.userId) : null,
    ]);
    return {
      ...cardOf(a),
      html: a.body_html,
      related: related.map(cardOf),
      me: marks
        ? { liked: marks.liked, favorited: marks.favorited, readAt: marks.read_at?.toISOString() ?? null }
        : null,
      vote,
    };
  }

  async hotTerms(): Promise<HelpHotTerm[]> {
    return this.repo.hotTerms(this.db, HOT_TERMS);
  }

  async hotArticles(): Promise<HelpArticleCard[]> {
    return (await this.repo.hotArticles(this.db, HOT_ARTICLES)).map(cardOf);
  }

  async byTag(tag: string, limit: number): Promise<HelpArticleCard[]> {
    return (await this.repo.byTag(this.db, tag, limit)).map(cardOf);
  }

  private async published(id: string): Promise<void> {
    if (!(await this.repo.article(this.db, id, { published: true })))
      throw AppError.notFound(M.articleNotFound);
  }

  /** Counts a view once per reader, article and China day; a reader without key (no cookie) is not counted. */
  async pageView(id: string, reader: Reader): Promise<HelpPv> {
    await this.published(id);
    const key = readerKey(reader);
    const counted = key ? await this.repo.pageView(this.db, id, key, chinaDate(this.clock.now())) : false;
    return { counted, viewCount: await this.repo.viewCount(this.db, id) };
  }

  async vote(
    input: { id: string; helpful: boolean; reason: string },
    reader: Reader,
  ): Promise<HelpVoteResult> {
    await this.published(input.id);
    const voter = readerKey(reader);
    if (!voter) throw AppError.badRequest(M.reasonRequired);
    await this.repo.vote(this.db, {
      articleId: input.id,
      voter,
      userId: reader.auth?.userId ?? null,
      helpful: input.helpful,
      reason: input.helpful ? '' : input.reason,
      at: this.clock.now(),
    });
    return this.repo.votes(this.db, input.id, voter);
  }

  async event(
    auth: AuthContext | null,
    e: {
      event: string;
      articleId?: string | undefined;
      keyword?: string | undefined;
      page?: string | undefined;
    },
  ): Promise<null> {
    if (e.articleId) await this.published(e.articleId);
    await this.repo.recordEvent(this.db, {
      event: e.event,
      userId: auth?.userId ?? null,
      organizationId: auth?.organizationId ?? null,
      payload: { articleId: e.articleId ?? null, keyword: e.keyword ?? null, page: e.page ?? null },
      at: this.clock.now(),
    });
    return null;
  }

  /** Likes (or unlikes) once per user: the like row and the count change in one transaction. */
  async like(auth: AuthContext, id: string, like: boolean): Promise<HelpLikeStatus> {
    await this.published(id);
    return this.db.transaction().execute(async (trx) => {
      if (like) await this.repo.like(trx, id, auth.userId, this.clock.now());
      else await this.repo.unlike(trx, id, auth.userId);
      const m = await this.repo.marks(trx, id, auth.userId);
      return { liked: m.liked, likeCount: m.like_count };
    });
  }

  async likeStatus(auth: AuthContext, id: string): Promise<HelpLikeStatus> {
    await this.published(id);
    const m = await this.repo.marks(this.db, id, auth.userId);
    return { liked: m.liked, likeCount: m.like_count };
  }

  async markRead(auth: AuthContext, id: string): Promise<HelpReadStatus> {
    await this.published(id);
    const at = this.clock.now();
    await this.repo.markRead(this.db, id, auth.userId, at);
    return { read: true, readAt: at.toISOString() };
  }

  async favorite(auth: AuthContext, id: string, on: boolean): Promise<{ favorited: boolean }> {
    if (on) {
      await this.published(id);
      await this.repo.favorite(this.db, id, auth.userId, this.clock.now());
    } else {
      await this.repo.unfavorite(this.db, id, auth.userId);
    }
    return { favorited: on };
  }

  async favorites(auth: AuthContext, q: { page: number; limit: number }): Promise<Page<HelpFavorite>> {
    const { records, total } = await this.repo.favoritePage(this.db, auth.userId, q);
    return {
      records: records.map((r) => ({ ...cardOf(r), favoritedAt: r.favorited_at.toISOString() })),
      total,
      page: q.page,
      limit: q.limit,
    };
  }
}
