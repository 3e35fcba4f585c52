import { API_PREFIX } from '@pm/contract/constants';
import {
  MATERIAL_KIND_LABELS,
  MATERIAL_MESSAGES as M,
  MATERIAL_STATUS_LABELS,
  type MaterialCandidates,
  type MaterialDetail,
  type MaterialGoodsPage,
  type MaterialKind,
  type MaterialPage,
  type MaterialPublished,
  type MaterialRecord,
  type MaterialStatus,
  type MaterialSummary,
  type MaterialTone,
  type PosterTemplate,
} from '@pm/contract/material';
import { checkSpecs, lockMessage, type LockResult } from '@pm/contract/spec-lock';
import type { Db, Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { UploadStore } from '../../lib/upload';
import { logAction } from '../audit/audit';
import type { AuthContext } from '../auth/auth.service';
import { parseQuery } from '../goods/search-terms';
import { pointsOf, type GoodsFacts, type MaterialGenerator } from './generator';
import type { MaterialRepo, Scope } from './material.repo';
import { composePoster, drawnGoodsSvg } from './poster';

type Row = NonNullable<Awaited<ReturnType<MaterialRepo['material']>>>;

function scopeOf(auth: AuthContext): Scope {
  return auth.roleTypes.includes('OPERATOR') ? null : auth.organizationId;
}

export function posterUrl(versionId: string): string {
  return `${API_PREFIX}/material/poster/${versionId}`;
}

const stale = () => AppError.conflict(M.stale);

/**
 * AI素材: generating, saving versions, submitting, reviewing, reverting. A supplier works on its own goods
 * and material only (anything else: 404); an operator on any. Every write locks the material row and
 * compares the version the client saw (409 when it moved). The spec lock blocks submitting and approving a
 * text that contradicts the goods' data. Only approved versions are published.
 */
export class MaterialService {
  constructor(
    private readonly db: Db,
    private readonly repo: MaterialRepo,
    private readonly clock: Clock,
    private readonly generator: MaterialGenerator,
    private readonly posters: UploadStore,
  ) {}

  // ---- goods ----

  async facts(
    db: Executor,
    goodsId: string,
    scope: Scope,
  ): Promise<{ facts: GoodsFacts; supplierId: string }> {
    const g = await this.repo.goodsFacts(db, goodsId, scope);
    if (!g) throw AppError.notFound(M.goodsNotFound);
    const facts: GoodsFacts = {
      goodsId: g.id,
      name: g.name,
      brand: g.brand,
      model: g.model,
      spec: g.spec,
      unit: g.unit,
      listPrice: Number(g.list_price),
      image: g.images[0] ?? '',
      catalogPath: `${g.c1} / ${g.c2} / ${g.c3}`,
      attrs: g.attrs,
    };
    return { facts, supplierId: g.supplier_id };
  }

  async goods(
    auth: AuthContext,
    q: { keyword?: string | undefined; page: number; limit: number },
  ): Promise<MaterialGoodsPage> {
    const terms = q.keyword ? parseQuery(q.keyword).terms.map((t) => t.alternatives) : [];
    const { total, rows } = await this.repo.goodsPage(this.db, scopeOf(auth), terms, q.page, q.limit);
    return {
      total,
      page: q.page,
      limit: q.limit,
      records: rows.map((g) => ({
        id: g.id,
        name: g.name,
        brand: g.brand,
        model: g.model,
        spec: g.spec,
        listPrice: Number(g.list_price),
        image: g.images[0] ?? '',
        supplierName: g.supplier_name,
      })),
    };
  }

  async generate(
    auth: AuthContext,
    r: { goodsId: string; kind: MaterialKind; tone: MaterialTone },
  ): Promise<MaterialCandidates> {
    const { facts } = await this.facts(this.db, r.goodsId, scopeOf(auth));
    const texts = await this.generator.generate({
      organizationId: auth.organizationId,
      facts,
      kind: r.kind,
      tone: r.tone,
    });
    return {
      facts,
      generator: this.generator.name,
      candidates: texts.map((content) => ({ content, lock: checkSpecs(content, facts) })),
    };
  }

  // ---- reading ----

  private record(
    m: Row,
    extra: {
      goodsName: string;
      goodsImage: string;
      supplierName: string;
      content: string;
      posterUrl: string;
    },
  ): MaterialRecord {
    return {
      id: m.id,
      goodsId: m.goods_id,
      kind: m.kind,
      kindText: MATERIAL_KIND_LABELS[m.kind],
      status: m.status,
      statusText: MATERIAL_STATUS_LABELS[m.status],
      latestNo: m.latest_no,
      publishedNo: m.published_no,
      version: m.version,
      updatedAt: new Date(m.updated_at).toISOString(),
      ...extra,
    };
  }

  async page(
    auth: AuthContext,
    q: {
      goodsId?: string | undefined;
      kind?: MaterialKind | undefined;
      status?: MaterialStatus | undefined;
      keyword?: string | undefined;
      page: number;
      limit: number;
    },
    pendingFirst = false,
  ): Promise<MaterialPage> {
    const terms = q.keyword ? parseQuery(q.keyword).terms.map((t) => t.alternatives) : [];
    const { total, rows } = await this.repo.page(this.db, scopeOf(auth), { ...q, terms, pendingFirst });
    return {
      total,
      page: q.page,
      limit: q.limit,
      records: rows.map((r) =>
        this.record(r, {
          goodsName: r.goods_name,
          goodsImage: r.images[0] ?? '',
          supplierName: r.supplier_name,
          content: r.content,
          posterUrl: r.poster_file ? posterUrl(r.version_id) : '',
        }),
      ),
    };
  }

  reviewPage(auth: AuthContext, q: { kind?: MaterialKind | undefined; page: number; limit: number }) {
    return this.page(auth, { ...q, status: 'PENDING' }, true);
  }

  async summary(auth: AuthContext): Promise<MaterialSummary> {
    const scope = scopeOf(auth);
    const [counts, recent] = await Promise.all([
      this.repo.counts(this.db, scope),
      this.page(auth, { page: 1, limit: 6 }),
    ]);
    return { counts, recent: recent.records };
  }

  async detail(auth: AuthContext, id: string, db: Executor = this.db): Promise<MaterialDetail> {
    const scope = scopeOf(auth);
    const m = await this.repo.material(db, id, scope);
    if (!m) throw AppError.notFound(M.notFound);
    const [{ facts: goodsFacts }, versions, comments] = await Promise.all([
      this.facts(db, m.goods_id, null),
      this.repo.versions(db, m.id),
      this.repo.comments(db, m.id),
    ]);
    const latest = versions.find((v) => v.no === m.latest_no);
    const supplier = await db
      .selectFrom('organizations')
      .select('name')
      .where('id', '=', m.organization_id)
      .executeTakeFirstOrThrow();
    return {
      ...this.record(m, {
        goodsName: goodsFacts.name,
        goodsImage: goodsFacts.image,
        supplierName: supplier.name,
        content: latest?.content ?? '',
        posterUrl: latest?.poster_file ? posterUrl(latest.id) : '',
      }),
      facts: goodsFacts,
      versions: versions.map((v) => ({
        no: v.no,
        status: v.status,
        statusText: MATERIAL_STATUS_LABELS[v.status],
        content: v.content,
        tone: v.tone,
        template: v.template,
        posterUrl: v.poster_file ? posterUrl(v.id) : '',
        generator: v.generator,
        revertedFrom: v.reverted_from,
        createdBy: v.created_by_name,
        createdAt: new Date(v.created_at).toISOString(),
        reviewedBy: v.reviewed_by_name ?? '',
        reviewedAt: v.reviewed_at ? new Date(v.reviewed_at).toISOString() : null,
      })),
      comments: comments.map((c) => ({
        versionNo: c.version_no,
        action: c.action,
        content: c.content,
        by: c.username,
        at: new Date(c.created_at).toISOString(),
      })),
      lock: latest ? checkSpecs(latest.content, goodsFacts) : { marks: [], blocked: false },
    };
  }

  // ---- writing ----

  private async poster(facts: GoodsFacts, content: string, template: PosterTemplate): Promise<string> {
    const svg = drawnGoodsSvg(facts.image);
    const webp = await composePoster({
      template,
      name: facts.name,
      brand: facts.brand,
      listPrice: facts.listPrice,
      unit: facts.unit,
      points: pointsOf(content),
      picture: svg ? Buffer.from(svg) : null,
    });
    return this.posters.save(webp);
  }

  /** Saves a draft: the current draft is replaced, otherwise a new version is made. */
  async save(
    auth: AuthContext,
    r: {
      goodsId: string;
      kind: MaterialKind;
      content: string;
      tone?: MaterialTone | undefined;
      template?: PosterTemplate | undefined;
      version: number;
    },
  ): Promise<MaterialDetail> {
    const scope = scopeOf(auth);
    const { facts, supplierId } = await this.facts(this.db, r.goodsId, scope);
    const posterFile =
      r.kind === 'POSTER' ? await this.poster(facts, r.content, r.template ?? 'CLASSIC') : null;
    try {
      return await this.db.transaction().execute(async (trx) => {
        const now = this.clock.now();
        const m = await this.repo.lockOrCreate(trx, {
          organizationId: supplierId,
          goodsId: r.goodsId,
          kind: r.kind,
          userId: auth.userId,
          now,
        });
        if (m.version !== r.version) throw stale();
        if (m.latest_no > 0 && m.status === 'PENDING') throw AppError.conflict(M.pendingLocked);
        const fields = {
          content: r.content,
          tone: r.tone ?? ('' as const),
          template: r.kind === 'POSTER' ? (r.template ?? 'CLASSIC') : '',
          posterFile,
          generator: '',
          now,
        };
        if (m.latest_no > 0 && m.status === 'DRAFT') {
          const old = await this.repo.version(trx, m.id, m.latest_no);
          await this.repo.updateDraft(trx, m.id, m.latest_no, fields);
          if (old?.poster_file) await this.posters.remove(old.poster_file);
          await this.repo.setMaterial(trx, m.id, { latestNo: m.latest_no, status: 'DRAFT', now });
        } else {
          const no = m.latest_no + 1;
          await this.repo.insertVersion(trx, {
            materialId: m.id,
            organizationId: m.organization_id,
            no,
            revertedFrom: null,
            userId: auth.userId,
            ...fields,
          });
          await this.repo.setMaterial(trx, m.id, { latestNo: no, status: 'DRAFT', now });
        }
        return this.detail(auth, m.id, trx);
      });
    } catch (err) {
      if (posterFile) await this.posters.remove(posterFile);
      throw err;
    }
  }

  private async locked(trx: Executor, auth: AuthContext, id: string, version: number) {
    const m = await this.repo.lock(trx, id, scopeOf(auth));
    if (!m) throw AppError.notFound(M.notFound);
    if (m.version !== version) throw stale();
    return m;
  }

  private async lockOf(trx: Executor, m: Row): Promise<LockResult> {
    const v = await this.repo.version(trx, m.id, m.latest_no);
    const { facts } = await this.facts(trx, m.goods_id, null);
    return checkSpecs(v?.content ?? '', facts);
  }

  async submit(auth: AuthContext, id: string, version: number): Promise<MaterialDetail> {
    return this.db.transaction().execute(async (trx) => {
      const m = await this.locked(trx, auth, id, version);
      if (m.latest_no === 0 || (m.status !== 'DRAFT' && m.status !== 'REJECTED'))
        throw AppError.conflict(M.notDraft);
      const lock = await this.lockOf(trx, m);
      if (lock.blocked) throw AppError.badRequest(lockMessage(lock), { marks: lock.marks });
      const now = this.clock.now();
      await this.repo.setVersionStatus(trx, m.id, m.latest_no, 'PENDING', { submitted: now });
      await this.repo.setMaterial(trx, m.id, { latestNo: m.latest_no, status: 'PENDING', now });
      return this.detail(auth, m.id, trx);
    });
  }

  async revert(auth: AuthContext, id: string, version: number, fromNo: number): Promise<MaterialDetail> {
    return this.db.transaction().execute(async (trx) => {
      const m = await this.locked(trx, auth, id, version);
      if (m.status === 'PENDING') throw AppError.conflict(M.pendingLocked);
      const from = await this.repo.version(trx, m.id, fromNo);
      if (!from) throw AppError.badRequest(M.versionNotFound);
      const now = this.clock.now();
      // A poster's picture is shared by the versions that show it: copied, so removing one keeps the other.
      let posterFile: string | null = null;
      if (from.poster_file) {
        const bytes = await this.posters.read(from.poster_file);
        posterFile = bytes ? await this.posters.save(bytes) : null;
      }
      const no = m.latest_no + 1;
      await this.repo.insertVersion(trx, {
        materialId: m.id,
        organizationId: m.organization_id,
        no,
        content: from.content,
        tone: from.tone,
        template: from.template,
        posterFile,
        generator: from.generator,
        revertedFrom: fromNo,
        userId: auth.userId,
        now,
      });
      await this.repo.setMaterial(trx, m.id, { latestNo: no, status: 'DRAFT', now });
      return this.detail(auth, m.id, trx);
    });
  }

  async comment(auth: AuthContext, id: string, content: string): Promise<MaterialDetail> {
    return this.db.transaction().execute(async (trx) => {
      const m = await this.repo.lock(trx, id, scopeOf(auth));
      if (!m) throw AppError.notFound(M.notFound);
      await this.repo.addComment(trx, {
        materialId: m.id,
        organizationId: m.organization_id,
        versionNo: m.latest_no,
        action: '',
        content,
        userId: auth.userId,
        now: this.clock.now(),
      });
      return this.detail(auth, m.id, trx);
    });
  }

  async review(
    auth: AuthContext,
    id: string,
    version: number,
    decision: 'APPROVE' | 'REJECT',
    comment: string,
  ): Promise<MaterialDetail> {
    if (decision === 'REJECT' && !comment.trim()) throw AppError.badRequest(M.commentRequired);
    return this.db.transaction().execute(async (trx) => {
      const m = await this.locked(trx, auth, id, version);
      if (m.status !== 'PENDING') throw AppError.conflict(M.notPending);
      if (decision === 'APPROVE') {
        const lock = await this.lockOf(trx, m);
        if (lock.blocked) throw AppError.badRequest(lockMessage(lock), { marks: lock.marks });
      }
      const now = this.clock.now();
      const status = decision === 'APPROVE' ? 'APPROVED' : 'REJECTED';
      await this.repo.setVersionStatus(trx, m.id, m.latest_no, status, {
        reviewed: now,
        reviewedBy: auth.userId,
      });
      await this.repo.setMaterial(trx, m.id, {
        latestNo: m.latest_no,
        status,
        ...(decision === 'APPROVE' ? { publishedNo: m.latest_no } : {}),
        now,
      });
      if (comment.trim())
        await this.repo.addComment(trx, {
          materialId: m.id,
          organizationId: m.organization_id,
          versionNo: m.latest_no,
          action: decision,
          content: comment.trim(),
          userId: auth.userId,
          now,
        });
      const goods = await trx
        .selectFrom('goods')
        .select('name')
        .where('id', '=', m.goods_id)
        .executeTakeFirst();
      await logAction(trx, {
        operatorId: auth.userId,
        action: decision === 'APPROVE' ? 'material.approve' : 'material.reject',
        summary: `${decision === 'APPROVE' ? '素材审核通过' : '素材审核驳回'}：${MATERIAL_KIND_LABELS[m.kind]} 第 ${m.latest_no} 版`,
        objectType: 'material',
        objectKey: m.id,
        objectName: `${goods?.name ?? ''} ${MATERIAL_KIND_LABELS[m.kind]}`.trim(),
        ...(comment.trim() ? { reason: comment.trim() } : {}),
        before: { status: m.status, publishedNo: m.published_no },
        after: { status, publishedNo: decision === 'APPROVE' ? m.latest_no : m.published_no },
        at: now,
      });
      return this.detail(auth, m.id, trx);
    });
  }

  // ---- published ----

  async published(goodsId: string): Promise<MaterialPublished> {
    const rows = await this.repo.published(this.db, goodsId);
    const of = (kind: MaterialKind) => rows.find((r) => r.kind === kind);
    return {
      goodsId,
      title: of('TITLE')?.content ?? '',
      sellingPoints: pointsOf(of('SELLING_POINTS')?.content ?? ''),
      description: of('DESCRIPTION')?.content ?? '',
      posters: rows
        .filter((r) => r.kind === 'POSTER' && r.poster_file)
        .map((r) => ({ url: posterUrl(r.id), template: r.template })),
    };
  }

  /** A poster's bytes: approved ones for anybody, others for their supplier and operators (404 otherwise). */
  async posterFile(
    auth: AuthContext | undefined,
    versionId: string,
  ): Promise<{ id: string; buffer: Buffer; approved: boolean }> {
    const v = await this.repo.poster(this.db, versionId);
    const approved = v?.status === 'APPROVED';
    const maysee =
      v &&
      (approved ||
        (auth && (auth.roleTypes.includes('OPERATOR') || auth.organizationId === v.organization_id)));
    if (!v?.poster_file || !maysee) throw AppError.notFound(M.notFound);
    const buffer = await this.posters.read(v.poster_file);
    if (!buffer) throw AppError.notFound(M.notFound);
    return { id: v.id, buffer, approved };
  }
}
