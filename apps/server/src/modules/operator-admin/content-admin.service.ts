import { API_PREFIX } from '@pm/contract/constants';
import type { Page } from '@pm/contract/page';
import { OPERATOR_ACTIONS } from '@pm/contract/workbench-admin';
import {
  WORKBENCH_CONTENT_MESSAGES as M,
  type AdminBanner,
  type AdminNotice,
  type AdminSiteConfig,
  type BlockedWords,
} from '@pm/contract/workbench-admin-content';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { logAction } from '../audit/audit';
import type { AuthContext } from '../auth/auth.service';
import type { ContentRepo } from './content.repo';

/** How many hot searches the blocklist page shows as counted. */
const HOT_SHOWN = 20;

/** The day in China (UTC+8) at `at`. */
function chinaDay(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

type NoticeRow = Awaited<ReturnType<ContentRepo['notice']>>;

function noticeOf(r: NoticeRow): AdminNotice {
  return {
    id: r.id,
    title: r.title,
    body: r.body,
    link: r.link,
    publishedOn: r.published_on,
    published: r.published,
  };
}

/**
 * The mall's content as operators keep it: banners and notices the homes show, the hot-search blocklist
 * the search reads (catalog.repo), text site configuration. Every write logs itself (audit.ts).
 */
export class ContentAdminService {
  constructor(
    private readonly db: Db,
    private readonly repo: ContentRepo,
    private readonly clock: Clock,
  ) {}

  banners(): Promise<AdminBanner[]> {
    return this.repo.banners(this.db);
  }

  saveBanner(
    auth: AuthContext,
    input: {
      id?: string | undefined;
      title: string;
      subtitle: string;
      link: string;
      sort: number;
      enabled: boolean;
    },
  ): Promise<AdminBanner> {
    return this.db.transaction().execute(async (trx) => {
      const now = this.clock.now();
      const fields = {
        title: input.title,
        subtitle: input.subtitle,
        link: input.link,
        sort: input.sort,
        enabled: input.enabled,
      };
      if (input.id === undefined) {
        const created = await this.repo.insertBanner(trx, fields);
        // Drawn from its row (mall module), like the demo banners.
        const saved = await this.repo.updateBanner(trx, created.id, {
          ...fields,
          image: `${API_PREFIX}/mall/image/banner-${created.id}.svg`,
        });
        await logAction(trx, {
          operatorId: auth.userId,
          action: 'banner.create',
          summary: OPERATOR_ACTIONS['banner.create'],
          objectType: 'banner',
          objectKey: saved.id,
          objectName: saved.title,
          before: null,
          after: saved,
          at: now,
        });
        return saved;
      }
      const before = await this.repo.lockBanner(trx, input.id);
      if (!before) throw AppError.notFound(M.bannerNotFound);
      const saved = await this.repo.updateBanner(trx, before.id, fields);
      const action =
        before.enabled === saved.enabled
          ? 'banner.update'
          : saved.enabled
            ? 'banner.enable'
            : 'banner.disable';
      await logAction(trx, {
        operatorId: auth.userId,
        action,
        summary: OPERATOR_ACTIONS[action],
        objectType: 'banner',
        objectKey: saved.id,
        objectName: saved.title,
        before,
        after: saved,
        at: now,
      });
      return saved;
    });
  }

  deleteBanner(auth: AuthContext, id: string): Promise<null> {
    return this.db.transaction().execute(async (trx) => {
      const before = await this.repo.lockBanner(trx, id);
      if (!before) throw AppError.notFound(M.bannerNotFound);
      await this.repo.deleteBanner(trx, id);
      await logAction(trx, {
        operatorId: auth.userId,
        action: 'banner.delete',
        summary: OPERATOR_ACTIONS['banner.delete'],
        objectType: 'banner',
        objectKey: id,
        objectName: before.title,
        before,
        after: null,
        at: this.clock.now(),
      });
      return null;
    });
  }

  async notices(q: { page: number; limit: number }): Promise<Page<AdminNotice>> {
    const { records, total } = await this.repo.noticePage(this.db, q.page, q.limit);
    return { records: records.map(noticeOf), total, page: q.page, limit: q.limit };
  }

  saveNotice(
    auth: AuthContext,
    input: {
      id?: string | undefined;
      title: string;
      body: string;
      link: string;
      publishedOn?: string | undefined;
      published: boolean;
    },
  ): Promise<AdminNotice> {
    return this.db.transaction().execute(async (trx) => {
      const now = this.clock.now();
      const before = input.id === undefined ? null : await this.repo.lockNotice(trx, input.id);
      if (input.id !== undefined && !before) throw AppError.notFound(M.noticeNotFound);
      const fields = {
        title: input.title,
        body: input.body,
        link: input.link,
        publishedOn: input.publishedOn ?? before?.published_on ?? chinaDay(now),
        published: input.published,
      };
      let id: string;
      if (before) {
        id = before.id;
        await this.repo.updateNotice(trx, id, fields);
      } else id = await this.repo.insertNotice(trx, fields);
      const saved = noticeOf(await this.repo.notice(trx, id));
      const action = !before
        ? 'notice.create'
        : before.published === saved.published
          ? 'notice.update'
          : saved.published
            ? 'notice.publish'
            : 'notice.unpublish';
      await logAction(trx, {
        operatorId: auth.userId,
        action,
        summary: OPERATOR_ACTIONS[action],
        objectType: 'notice',
        objectKey: id,
        objectName: saved.title,
        before: before ? noticeOf(before) : null,
        after: saved,
        at: now,
      });
      return saved;
    });
  }

  async blocked(): Promise<BlockedWords> {
    const [words, hot] = await Promise.all([
      this.repo.blockedWords(this.db),
      this.repo.hotAsCounted(this.db, HOT_SHOWN),
    ]);
    return {
      words: words.map((w) => ({ word: w.word, createdAt: w.created_at.toISOString() })),
      hot: hot.map((h) => ({ keyword: h.keyword, count: Number(h.count), blocked: h.blocked })),
    };
  }

  async block(auth: AuthContext, word: string): Promise<BlockedWords> {
    await this.db.transaction().execute(async (trx) => {
      if (await this.repo.blockedWord(trx, word)) throw AppError.conflict(M.wordBlocked);
      const now = this.clock.now();
      if (!(await this.repo.block(trx, word, now))) throw AppError.conflict(M.wordBlocked);
      await logAction(trx, {
        operatorId: auth.userId,
        action: 'hot-search.block',
        summary: `${OPERATOR_ACTIONS['hot-search.block']}「${word}」`,
        objectType: 'blockedWord',
        objectKey: word,
        objectName: word,
        before: null,
        after: { word },
        at: now,
      });
    });
    return this.blocked();
  }

  async unblock(auth: AuthContext, word: string): Promise<BlockedWords> {
    await this.db.transaction().execute(async (trx) => {
      const found = await this.repo.blockedWord(trx, word);
      if (!found) throw AppError.notFound(M.wordNotFound);
      await this.repo.unblock(trx, found.word);
      await logAction(trx, {
        operatorId: auth.userId,
        action: 'hot-search.unblock',
        summary: `${OPERATOR_ACTIONS['hot-search.unblock']}「${found.word}」`,
        objectType: 'blockedWord',
        objectKey: found.word,
        objectName: found.word,
        before: { word: found.word },
        after: null,
        at: this.clock.now(),
      });
    });
    return this.blocked();
  }

  async siteConfigs(): Promise<AdminSiteConfig[]> {
    const rows = await this.repo.siteConfigs(this.db);
    return rows.map((r) => ({ key: r.key, value: r.value, editable: typeof r.value === 'string' }));
  }

  saveSiteConfig(auth: AuthContext, input: { key: string; value: string }): Promise<AdminSiteConfig> {
    return this.db.transaction().execute(async (trx) => {
      const row = await this.repo.lockSiteConfig(trx, input.key);
      if (!row) throw AppError.notFound(M.configNotFound);
      if (typeof row.value !== 'string') throw AppError.badRequest(M.configNotText);
      await this.repo.setSiteConfig(trx, row.key, input.value);
      await logAction(trx, {
        operatorId: auth.userId,
        action: 'site-config.update',
        summary: `${OPERATOR_ACTIONS['site-config.update']}：${row.key}`,
        objectType: 'siteConfig',
        objectKey: row.key,
        objectName: row.key,
        before: { value: row.value },
        after: { value: input.value },
        at: this.clock.now(),
      });
      return { key: row.key, value: input.value, editable: true };
    });
  }
}
