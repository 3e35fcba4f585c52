import {
  NOTICE_MESSAGES,
  type PageEvent,
  type Floor,
  type MallIndex,
  type NoticeDetail,
  type OrganizationBranding,
  type SiteConfig,
  type WebsiteSetting,
} from '@pm/contract/mall';
import type { Page } from '@pm/contract/page';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { descriptionHtml } from '../../lib/rich-text';
import type { AuthContext } from '../auth/auth.service';
import type { GoodsCardRepo } from '../goods/goods-card.repo';
import { bannerSvg, orgBannerSvg, orgLogoSvg, shortOrgName } from './mall-images';
import type { FloorSkeleton, MallRepo } from './mall.repo';

export const MALL_MESSAGES = {
  goodsNotFound: '商品不存在',
  imageNotFound: '图片不存在',
} as const;

export const GOODS_PER_FLOOR = 8;
export const BRANDS_PER_FLOOR = 8;
const NOTICE_COUNT = 8;
/** Other notices a notice's page lists beside it. */
const RECENT_NOTICES = 6;
const DEFAULT_SITE_NAME = '固买商城';
/**
 * Figures of the home page and the floors' make-up are the same for everyone and change slowly: they are
 * refreshed after this long (prices and stock of the floor goods are read per request for the viewer).
 * Counting a million goods takes a few hundred milliseconds, which no visitor should wait for.
 */
export const CONTENT_TTL_MS = 60_000;

/**
 * A value computed once, then refreshed in the background when older than the TTL: callers get the
 * last value at once (only the very first caller waits), and at most one refresh runs at a time.
 */
class Cached<T> {
  private value: Promise<T> | null = null;
  private at = 0;
  private refreshing = false;
  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly load: () => Promise<T>,
  ) {}
  get(): Promise<T> {
    const now = this.clock.now().getTime();
    if (!this.value) {
      this.at = now;
      const loading = this.load();
      this.value = loading;
      loading.catch(() => {
        if (this.value === loading) this.value = null;
      });
      return loading;
    }
    if ((now - this.at >= this.ttlMs || now < this.at) && !this.refreshing) {
      this.refreshing = true;
      this.load()
        .then((v) => {
          this.value = Promise.resolve(v);
          this.at = this.clock.now().getTime();
        })
        .catch(() => undefined)
        .finally(() => {
          this.refreshing = false;
        });
    }
    return this.value;
  }
}

export type MallImage = { kind: 'banner' | 'org-logo' | 'org-banner'; id: string };

export function parseImageFile(file: string): MallImage | null {
  const m = /^(banner|org-logo|org-banner)-([1-9]\d{0,17})\.svg$/.exec(file);
  return m ? { kind: m[1] as MallImage['kind'], id: m[2]! } : null;
}

export class MallService {
  private readonly stats: Cached<MallIndex['stats']>;
  private readonly floorSkeletons: Cached<FloorSkeleton[]>;

  constructor(
    private readonly db: Db,
    private readonly repo: MallRepo,
    private readonly cards: GoodsCardRepo,
    private readonly clock: Clock,
  ) {
    this.stats = new Cached(clock, CONTENT_TTL_MS, () => repo.stats(db));
    this.floorSkeletons = new Cached(clock, CONTENT_TTL_MS, () =>
      repo.floors(db, GOODS_PER_FLOOR, BRANDS_PER_FLOOR),
    );
  }

  async index(): Promise<MallIndex> {
    const [banners, notices, stats] = await Promise.all([
      this.repo.banners(this.db),
      this.repo.notices(this.db, NOTICE_COUNT),
      this.stats.get(),
    ]);
    return { banners, notices, stats };
  }

  /** A published notice for buyers, its body kept to the rich-text allow-list again on the way out. */
  async notice(id: string): Promise<NoticeDetail> {
    const [n, recent] = await Promise.all([
      this.repo.publishedNotice(this.db, id),
      this.repo.notices(this.db, RECENT_NOTICES, id),
    ]);
    if (!n) throw AppError.notFound(NOTICE_MESSAGES.noticeNotFound);
    return {
      id: n.id,
      title: n.title,
      html: descriptionHtml(n.body),
      link: n.link,
      publishedOn: n.published_on,
      recent,
    };
  }

  async siteConfigs(): Promise<SiteConfig[]> {
    return this.repo.siteConfigs(this.db);
  }

  async floors(auth: AuthContext | null, divisionCode?: string): Promise<Floor[]> {
    const skeletons = await this.floorSkeletons.get();
    const cards = await this.cards.cardsByIds(
      this.db,
      skeletons.flatMap((f) => f.goodsIds),
      { organizationId: auth?.organizationId ?? null, divisionCode },
    );
    const byId = new Map(cards.map((c) => [c.id, c]));
    return skeletons.map(({ goodsIds, ...floor }) => ({
      ...floor,
      goods: goodsIds.flatMap((id) => byId.get(id) ?? []),
    }));
  }

  websiteSettings(q: { page: number; limit: number }): Promise<Page<WebsiteSetting>> {
    return this.repo.websiteSettings(this.db, q.page, q.limit);
  }

  private async siteName(): Promise<string> {
    const row = await this.repo.siteConfig(this.db, 'siteName');
    return typeof row?.value === 'string' ? row.value : DEFAULT_SITE_NAME;
  }

  /** The caller's organization branding; the platform's for visitors and organizations without their own. */
  async branding(auth: AuthContext | null, which: 'logo' | 'banner'): Promise<OrganizationBranding> {
    const platform = await this.repo.platform(this.db);
    const platformImage = platform?.[which] ?? '';
    if (auth) {
      const org = await this.repo.organization(this.db, auth.organizationId);
      // An individual account (no buyer organization yet) sees the platform's, like a visitor.
      if (org && org.kind !== 'individual')
        return { organizationId: org.id, name: org.name, image: org[which] ?? platformImage };
    }
    return { organizationId: null, name: await this.siteName(), image: platformImage };
  }

  async recordGoodsEvent(
    auth: AuthContext | null,
    body: {
      event: string;
      goodsId?: string | undefined;
      keyword?: string | undefined;
      data?: object | undefined;
    },
  ): Promise<null> {
    await this.repo.insertEvent(this.db, {
      kind: 'goods',
      event: body.event,
      goodsId: body.goodsId ?? null,
      userId: auth?.userId ?? null,
      organizationId: auth?.organizationId ?? null,
      payload: { keyword: body.keyword ?? '', data: body.data ?? {} },
      at: this.clock.now(),
    });
    return null;
  }

  async recordPageEvent(
    auth: AuthContext | null,
    body: Omit<PageEvent, 'page'> & { page: string },
  ): Promise<null> {
    await this.repo.insertEvent(this.db, {
      kind: 'page',
      event: body.event,
      goodsId: null,
      userId: auth?.userId ?? null,
      organizationId: auth?.organizationId ?? null,
      payload: { page: body.page, data: body.data ?? {} },
      at: this.clock.now(),
    });
    return null;
  }

  async workOrder(
    auth: AuthContext,
    body: { goodsId: string; kind: string; content: string; contact: string },
  ): Promise<{ id: string }> {
    if (!(await this.repo.goodsExists(this.db, body.goodsId))) {
      throw AppError.notFound(MALL_MESSAGES.goodsNotFound);
    }
    const id = await this.repo.insertWorkOrder(this.db, {
      ...body,
      userId: auth.userId,
      organizationId: auth.organizationId,
      at: this.clock.now(),
    });
    return { id };
  }

  /** The SVG of a banner or of an organization's branding, drawn from its row. */
  async image(file: string): Promise<string> {
    const img = parseImageFile(file);
    if (!img) throw AppError.notFound(MALL_MESSAGES.imageNotFound);
    if (img.kind === 'banner') {
      const banner = await this.repo.banner(this.db, img.id);
      if (!banner) throw AppError.notFound(MALL_MESSAGES.imageNotFound);
      return bannerSvg(banner);
    }
    const org = await this.repo.organization(this.db, img.id);
    if (!org) throw AppError.notFound(MALL_MESSAGES.imageNotFound);
    const platform = org.kind === 'platform';
    const name = platform ? await this.siteName() : shortOrgName(org.name, org.short_name);
    if (img.kind === 'org-logo') return orgLogoSvg({ id: platform ? '' : org.id, name });
    return orgBannerSvg({
      id: org.id,
      name: platform ? name : org.name,
      tagline: platform
        ? '工业品一站式采购平台 · 正品保障 · 协议价格'
        : '企业专属采购商城 · 协议价格 · 集中采购',
    });
  }
}
