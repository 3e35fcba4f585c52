import { API_PREFIX } from '@pm/contract/constants';
import type { Page } from '@pm/contract/page';
import { OPERATOR_ACTIONS } from '@pm/contract/workbench-admin';
import {
  BANNER_PICTURE,
  NOTICE_BODY_MAX,
  WORKBENCH_CONTENT_MESSAGES as M,
  type AdminBanner,
  type AdminNotice,
  type AdminSiteConfig,
  type BlockedWords,
} from '@pm/contract/workbench-admin-content';
import type { WbPicture } from '@pm/contract/workbench-goods';
import type { UploadedPicture } from '@pm/contract/workbench-goods-schema';
import type { Db, Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { descriptionHtml, descriptionText, sanitizeDescription } from '../../lib/rich-text';
import { readPicture, type UploadRules, type UploadStore } from '../../lib/upload';
import { storePending } from '../../lib/upload-rules';
import { logAction } from '../audit/audit';
import type { AuthContext } from '../auth/auth.service';
import { pictureUrl } from '../goods-admin/goods-admin.service';
import type { GoodsPictureRepo } from '../goods-admin/goods-picture.repo';
import type { ContentRepo } from './content.repo';

/** How banner pictures are read (lib/upload): one file of at most BANNER_PICTURE.maxBytes. */
export const BANNER_PICTURE_UPLOADS: UploadRules = {
  maxBytes: BANNER_PICTURE.maxBytes,
  tooLarge: M.bannerPictureTooLarge,
};

/**
 * Where banner pictures are kept: with the goods pictures of the workbench (`workbench_pictures`, the
 * same folder, served at the same address: to the uploader's organization and operators until a banner
 * uses it, then to everybody with long cache headers), unused ones swept after a day like theirs.
 */
export interface BannerPictures {
  repo: GoodsPictureRepo;
  files: UploadStore;
}

const PICTURE_URL = /^\/pm-api\/workbench\/goods\/picture\/([1-9][0-9]{0,18})$/;

/** The uploaded picture a banner shows (by its address), or null for a drawn one. */
export function bannerPictureId(image: string): string | null {
  return PICTURE_URL.exec(image)?.[1] ?? null;
}

function bannerOf(b: Omit<AdminBanner, 'pictureId'>): AdminBanner {
  return { ...b, pictureId: bannerPictureId(b.image) };
}

/** The drawn picture of a banner (the mall module draws it from the row's title and subtitle). */
function drawnImage(id: string): string {
  return `${API_PREFIX}/mall/image/banner-${id}.svg`;
}

/** A notice body as stored: the allow-list's HTML, within its lengths (else a Chinese 400). */
export function noticeBody(html: string): string {
  const clean = sanitizeDescription(html);
  if ([...descriptionText(clean)].length > NOTICE_BODY_MAX.text) throw AppError.badRequest(M.noticeTooLong);
  if (clean.length > NOTICE_BODY_MAX.html) throw AppError.badRequest(M.noticeMarkupTooLong);
  if (descriptionText(clean) === '' && !/<img\b/i.test(clean)) return '';
  // Text without a tag stays HTML (a paragraph), or its entities would be escaped again on the way out.
  return /<[a-z]/i.test(clean) ? clean : `<p>${clean}</p>`;
}

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
    body: descriptionHtml(r.body),
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
    private readonly pictures: BannerPictures,
  ) {}

  async banners(): Promise<AdminBanner[]> {
    return (await this.repo.banners(this.db)).map(bannerOf);
  }

  /**
   * One banner picture under the shared upload rules (readPicture: type by content, decoded, encoded
   * again without metadata), of BANNER_PICTURE's size and shape, kept as the operator's unused upload.
   */
  async uploadBannerPicture(auth: AuthContext, file: UploadedPicture): Promise<WbPicture> {
    if (file.data.length > BANNER_PICTURE.maxBytes) throw new AppError(413, M.bannerPictureTooLarge, 413);
    const picture = await readPicture(file.data);
    if (picture.width < BANNER_PICTURE.minWidth || picture.height < BANNER_PICTURE.minHeight) {
      throw AppError.badRequest(M.bannerPictureSmall);
    }
    const ratio = picture.width / picture.height;
    if (ratio < BANNER_PICTURE.minRatio || ratio > BANNER_PICTURE.maxRatio) {
      throw AppError.badRequest(M.bannerPictureShape);
    }
    const row = await storePending(this.db, this.pictures.files, this.pictures.repo, {
      auth,
      data: picture.data,
      contentType: picture.type,
      tooMany: M.tooManyBannerPictures,
      now: this.clock.now(),
    });
    return { id: row.id, url: pictureUrl(row.id) };
  }

  /**
   * The image of a banner saved with `pictureId`: an uploaded picture of the operator's organization
   * becomes used and public (404 for any other id); null, the drawn one; absent, `current`.
   */
  private async imageOf(
    trx: Executor,
    auth: AuthContext,
    bannerId: string,
    pictureId: string | null | undefined,
    current: string,
  ): Promise<string> {
    if (pictureId === undefined) return current;
    if (pictureId === null) return drawnImage(bannerId);
    if (bannerPictureId(current) === pictureId) return current;
    if ((await this.pictures.repo.usePictures(trx, auth.organizationId, [pictureId])) !== 1) {
      throw AppError.notFound(M.bannerPictureNotFound);
    }
    await this.pictures.repo.listPictures(trx, [pictureId]);
    return pictureUrl(pictureId);
  }

  saveBanner(
    auth: AuthContext,
    input: {
      id?: string | undefined;
      title: string;
      subtitle: string;
      pictureId?: string | null | undefined;
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
        // Its uploaded picture, else drawn from its row (mall module), like the demo banners.
        const image = await this.imageOf(trx, auth, created.id, input.pictureId ?? null, '');
        const saved = bannerOf(await this.repo.updateBanner(trx, created.id, { ...fields, image }));
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
      const locked = await this.repo.lockBanner(trx, input.id);
      if (!locked) throw AppError.notFound(M.bannerNotFound);
      const before = bannerOf(locked);
      const image = await this.imageOf(trx, auth, before.id, input.pictureId, before.image);
      const saved = bannerOf(await this.repo.updateBanner(trx, before.id, { ...fields, image }));
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
        body: noticeBody(input.body),
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
