import {
  HELP_MESSAGES as M,
  type AdminHelpArticle,
  type AdminHelpArticleRow,
  type AdminHelpDirectory,
  type HelpPreview,
  type HelpZeroSearch,
} from '@pm/contract/help';
import type { Page } from '@pm/contract/page';
import { OPERATOR_ACTIONS } from '@pm/contract/workbench-admin';
import type { Db, Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { logAction } from '../audit/audit';
import type { AuthContext } from '../auth/auth.service';
import { articleTerms, articleText, renderArticle } from './help-text';
import type { ArticleWrite, HelpRepo } from './help.repo';
import { cardOf } from './help.service';

export interface ArticleInput {
  directoryId: string;
  title: string;
  summary: string;
  bodyMd: string;
  tags: string[];
  sort: number;
  published: boolean;
}

/** An article as stored: the Markdown rendered and sanitized, its text and its search keys. */
export function articleWrite(
  input: ArticleInput,
  directoryName: string,
  at: Date,
  slug?: string,
): ArticleWrite {
  const bodyHtml = renderArticle(input.bodyMd);
  const bodyText = articleText(bodyHtml);
  const tags = [...new Set(input.tags.map((t) => t.trim()).filter(Boolean))];
  const terms = articleTerms({
    title: input.title,
    summary: input.summary,
    text: bodyText,
    directoryName,
    tags,
  });
  return {
    ...input,
    slug: slug ?? null,
    tags,
    bodyHtml,
    bodyText,
    searchTerms: terms.search,
    titleTerms: terms.title,
    at,
  };
}

/** The operators' side of the help centre: articles (Markdown with a preview), directories, zero-result searches. */
export class HelpAdminService {
  constructor(
    private readonly db: Db,
    private readonly repo: HelpRepo,
    private readonly clock: Clock,
  ) {}

  preview(bodyMd: string): HelpPreview {
    return { html: renderArticle(bodyMd) };
  }

  async articlePage(q: {
    directoryId?: string | undefined;
    status?: 'published' | 'draft' | undefined;
    k?: string | undefined;
    page: number;
    limit: number;
  }): Promise<Page<AdminHelpArticleRow>> {
    const { records, total } = await this.repo.adminPage(this.db, q);
    return {
      records: records.map((r) => ({ ...cardOf(r), published: r.published, sort: r.sort })),
      total,
      page: q.page,
      limit: q.limit,
    };
  }

  async article(id: string, db: Executor = this.db): Promise<AdminHelpArticle> {
    const a = await this.repo.article(db, id);
    if (!a) throw AppError.notFound(M.articleNotFound);
    return { ...cardOf(a), published: a.published, sort: a.sort, bodyMd: a.body_md, html: a.body_html };
  }

  saveArticle(
    auth: AuthContext,
    input: ArticleInput & { id?: string | undefined },
  ): Promise<AdminHelpArticle> {
    return this.db.transaction().execute(async (trx) => {
      const dir = await this.repo.directory(trx, input.directoryId);
      if (!dir) throw AppError.notFound(M.directoryNotFound);
      const now = this.clock.now();
      const before = input.id ? await this.repo.lockArticle(trx, input.id) : null;
      if (input.id && !before) throw AppError.notFound(M.articleNotFound);
      const write = articleWrite(input, dir.name, now);
      const id = before ? before.id : await this.repo.insertArticle(trx, write);
      if (before) await this.repo.updateArticle(trx, before.id, write);
      const action = before ? 'help-article.update' : 'help-article.create';
      await logAction(trx, {
        operatorId: auth.userId,
        action,
        summary: OPERATOR_ACTIONS[action],
        objectType: 'helpArticle',
        objectKey: id,
        objectName: input.title,
        before: before
          ? { title: before.title, published: before.published, directoryId: before.directory_id }
          : null,
        after: {
          title: input.title,
          published: input.published,
          directoryId: input.directoryId,
          tags: write.tags,
        },
        at: now,
      });
      return this.article(id, trx);
    });
  }

  publish(auth: AuthContext, input: { id: string; published: boolean }): Promise<AdminHelpArticle> {
    return this.db.transaction().execute(async (trx) => {
      const before = await this.repo.lockArticle(trx, input.id);
      if (!before) throw AppError.notFound(M.articleNotFound);
      const now = this.clock.now();
      if (before.published !== input.published) {
        await this.repo.setPublished(trx, before.id, input.published, now);
        const action = input.published ? 'help-article.publish' : 'help-article.unpublish';
        await logAction(trx, {
          operatorId: auth.userId,
          action,
          summary: OPERATOR_ACTIONS[action],
          objectType: 'helpArticle',
          objectKey: before.id,
          objectName: before.title,
          before: { published: before.published },
          after: { published: input.published },
          at: now,
        });
      }
      return this.article(before.id, trx);
    });
  }

  async directories(db: Executor = this.db): Promise<AdminHelpDirectory[]> {
    const rows = await this.repo.directories(db);
    const below = (id: string): number =>
      rows
        .filter((r) => r.parent_id === id)
        .reduce((s, r) => s + Number(r.published_count ?? 0) + below(r.id), 0);
    return rows.map((r) => ({
      id: r.id,
      parentId: r.parent_id,
      name: r.name,
      sort: r.sort,
      articleCount: Number(r.published_count ?? 0) + below(r.id),
      ownArticleCount: Number(r.own_count ?? 0),
    }));
  }

  saveDirectory(
    auth: AuthContext,
    input: { id?: string | undefined; parentId: string | null; name: string; sort: number },
  ): Promise<AdminHelpDirectory> {
    return this.db.transaction().execute(async (trx) => {
      const before = input.id ? await this.repo.directory(trx, input.id) : null;
      if (input.id && !before) throw AppError.notFound(M.directoryNotFound);
      if (input.parentId) {
        const parent = await this.repo.directory(trx, input.parentId);
        const inside = before ? await this.repo.subtree(trx, before.id) : [];
        if (!parent || inside.includes(input.parentId)) throw AppError.badRequest(M.directoryParent);
      }
      const same = await this.repo.directoryByName(trx, input.parentId, input.name);
      if (same && same.id !== before?.id) throw new AppError(409, M.directoryExists, 409);
      const now = this.clock.now();
      let id = before?.id;
      if (before) await this.repo.updateDirectory(trx, before.id, input);
      else id = await this.repo.insertDirectory(trx, { ...input, at: now });
      await logAction(trx, {
        operatorId: auth.userId,
        action: 'help-directory.save',
        summary: OPERATOR_ACTIONS['help-directory.save'],
        objectType: 'helpDirectory',
        objectKey: id!,
        objectName: input.name,
        before: before ? { name: before.name, parentId: before.parent_id, sort: before.sort } : null,
        after: { name: input.name, parentId: input.parentId, sort: input.sort },
        at: now,
      });
      return (await this.directories(trx)).find((d) => d.id === id)!;
    });
  }

  deleteDirectory(auth: AuthContext, id: string): Promise<null> {
    return this.db.transaction().execute(async (trx) => {
      const before = await this.repo.directory(trx, id);
      if (!before) throw AppError.notFound(M.directoryNotFound);
      if (await this.repo.directoryInUse(trx, id)) throw new AppError(409, M.directoryNotEmpty, 409);
      await this.repo.deleteDirectory(trx, id);
      await logAction(trx, {
        operatorId: auth.userId,
        action: 'help-directory.delete',
        summary: OPERATOR_ACTIONS['help-directory.delete'],
        objectType: 'helpDirectory',
        objectKey: id,
        objectName: before.name,
        before: { name: before.name, parentId: before.parent_id },
        after: null,
        at: this.clock.now(),
      });
      return null;
    });
  }

  async zeroSearches(q: { page: number; limit: number }): Promise<Page<HelpZeroSearch>> {
    const { records, total } = await this.repo.zeroSearches(this.db, q);
    return {
      records: records.map((r) => ({
        keyword: r.keyword,
        count: r.zero_count,
        lastSearchedAt: r.last_searched_at.toISOString(),
      })),
      total,
      page: q.page,
      limit: q.limit,
    };
  }
}
