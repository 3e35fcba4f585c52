import { isId, type Page } from '@pm/contract/page';
import {
  PORTAL_INDUSTRIES,
  PORTAL_MESSAGES as M,
  PORTAL_PICTURE_KINDS,
  portalStoryPicture,
  type AdminPortalStory,
  type PortalPictureKind,
  type PortalStoryCard,
  type PortalStoryDetail,
  type PortalStoryPage,
} from '@pm/contract/portal';
import type { savePortalStoryRequest } from '@pm/contract/portal-schema';
import { OPERATOR_ACTIONS, type OperatorActionCode } from '@pm/contract/workbench-admin';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { logAction } from '../audit/audit';
import type { AuthContext } from '../auth/auth.service';
import { storyChartSvg, storyCoverSvg, storyLogoSvg } from './portal-images';
import type { PortalRepo, StoryFields, StoryRow } from './portal.repo';

/** How many related stories a detail shows. */
const RELATED = 3;

type SaveInput = z.output<typeof savePortalStoryRequest>;

function cardOf(r: StoryRow): PortalStoryCard {
  return {
    id: r.id,
    customerName: r.customer_name,
    shortName: r.short_name,
    industry: r.industry,
    region: r.region,
    size: r.size,
    headline: r.headline,
    figures: r.figures,
    pictures: {
      logo: portalStoryPicture(r.id, 'logo'),
      cover: portalStoryPicture(r.id, 'cover'),
      chart: portalStoryPicture(r.id, 'chart'),
    },
  };
}

function adminOf(r: StoryRow): AdminPortalStory {
  return {
    ...cardOf(r),
    problem: r.problem,
    solution: r.solution,
    quote: r.quote,
    quoteBy: r.quote_by,
    sort: r.sort,
    published: r.published,
    updatedAt: r.updated_at.toISOString(),
  };
}

function fieldsOf(input: SaveInput): StoryFields {
  return {
    customer_name: input.customerName,
    short_name: input.shortName,
    industry: input.industry,
    region: input.region,
    size: input.size,
    headline: input.headline,
    problem: input.problem,
    solution: input.solution,
    figures: input.figures,
    quote: input.quote,
    quote_by: input.quoteBy,
    sort: input.sort,
    published: input.published,
  };
}

const PICTURE_FILE = new RegExp(`^story-([0-9]{1,19})-(${PORTAL_PICTURE_KINDS.join('|')})\\.svg$`);

/**
 * Customer stories: the public list and detail (published only; anything else is 404), the operators'
 * list and writes (each logged through the audit module in its own transaction), and the drawn pictures.
 */
export class PortalService {
  constructor(
    private readonly db: Db,
    private readonly repo: PortalRepo,
    private readonly clock: Clock,
  ) {}

  async page(q: { industry?: string | undefined; page: number; limit: number }): Promise<PortalStoryPage> {
    const [{ records, total }, counts] = await Promise.all([
      this.repo.page(this.db, { ...q, published: true }),
      this.repo.industryCounts(this.db),
    ]);
    const byIndustry = new Map(counts.map((c) => [c.industry, Number(c.n)]));
    return {
      records: records.map(cardOf),
      total,
      page: q.page,
      limit: q.limit,
      industries: PORTAL_INDUSTRIES.filter((i) => byIndustry.has(i)).map((industry) => ({
        industry,
        count: byIndustry.get(industry)!,
      })),
    };
  }

  async detail(id: string): Promise<PortalStoryDetail> {
    const row = await this.repo.byId(this.db, id);
    if (!row?.published) throw AppError.notFound(M.storyNotFound);
    const related = await this.repo.related(this.db, id, row.industry, RELATED);
    const { sort: _sort, published: _published, ...story } = adminOf(row);
    return { ...story, related: related.map(cardOf) };
  }

  async adminPage(q: {
    industry?: string | undefined;
    published?: boolean | undefined;
    page: number;
    limit: number;
  }): Promise<Page<AdminPortalStory>> {
    const { records, total } = await this.repo.page(this.db, q);
    return { records: records.map(adminOf), total, page: q.page, limit: q.limit };
  }

  async adminDetail(id: string): Promise<AdminPortalStory> {
    const row = await this.repo.byId(this.db, id);
    if (!row) throw AppError.notFound(M.adminStoryNotFound);
    return adminOf(row);
  }

  save(auth: AuthContext, input: SaveInput): Promise<AdminPortalStory> {
    return this.db.transaction().execute(async (trx) => {
      const now = this.clock.now();
      const fields = fieldsOf(input);
      if (input.id === undefined) {
        const saved = adminOf(await this.repo.insert(trx, fields, now));
        await this.log(trx, auth, 'story.create', saved, null, now);
        return saved;
      }
      const before = await this.repo.lock(trx, input.id);
      if (!before) throw AppError.notFound(M.adminStoryNotFound);
      const saved = adminOf(await this.repo.update(trx, before.id, fields, now));
      const action =
        before.published === saved.published
          ? 'story.update'
          : saved.published
            ? 'story.publish'
            : 'story.unpublish';
      await this.log(trx, auth, action, saved, adminOf(before), now);
      return saved;
    });
  }

  publish(auth: AuthContext, id: string, published: boolean): Promise<AdminPortalStory> {
    return this.db.transaction().execute(async (trx) => {
      const now = this.clock.now();
      const before = await this.repo.lock(trx, id);
      if (!before) throw AppError.notFound(M.adminStoryNotFound);
      // Already so: nothing changes and nothing is logged.
      if (before.published === published) return adminOf(before);
      const saved = adminOf(await this.repo.setPublished(trx, id, published, now));
      await this.log(trx, auth, published ? 'story.publish' : 'story.unpublish', saved, adminOf(before), now);
      return saved;
    });
  }

  delete(auth: AuthContext, id: string): Promise<null> {
    return this.db.transaction().execute(async (trx) => {
      const before = await this.repo.lock(trx, id);
      if (!before) throw AppError.notFound(M.adminStoryNotFound);
      await this.repo.delete(trx, id);
      await logAction(trx, {
        operatorId: auth.userId,
        action: 'story.delete',
        summary: OPERATOR_ACTIONS['story.delete'],
        objectType: 'story',
        objectKey: id,
        objectName: before.customer_name,
        before: adminOf(before),
        after: null,
        at: this.clock.now(),
      });
      return null;
    });
  }

  /** The SVG of a published story's picture (`story-<id>-<logo|cover|chart>.svg`); anything else 404. */
  async picture(file: string): Promise<string> {
    const m = PICTURE_FILE.exec(file);
    if (!m || !isId(m[1]!)) throw AppError.notFound(M.storyNotFound);
    const row = await this.repo.byId(this.db, m[1]!);
    if (!row?.published) throw AppError.notFound(M.storyNotFound);
    const kind = m[2] as PortalPictureKind;
    if (kind === 'logo') return storyLogoSvg(row);
    if (kind === 'cover') return storyCoverSvg(row);
    return storyChartSvg(row);
  }

  private async log(
    trx: Executor,
    auth: AuthContext,
    action: OperatorActionCode,
    saved: AdminPortalStory,
    before: AdminPortalStory | null,
    at: Date,
  ): Promise<void> {
    await logAction(trx, {
      operatorId: auth.userId,
      action,
      summary: OPERATOR_ACTIONS[action],
      objectType: 'story',
      objectKey: saved.id,
      objectName: saved.customerName,
      before,
      after: saved,
      at,
    });
  }
}
