import {
  WB_GOODS_MESSAGES as M,
  WB_GOODS_STATUS_LABELS,
  type WbGoodsDetail,
  type WbGoodsOptions,
  type WbGoodsPage,
  type WbGoodsStatus,
  type WbGoodsSummary,
  type WbReviewDetail,
  type WbReviewPage,
} from '@pm/contract/workbench-goods';
import type { Db, Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { logAction } from '../audit/audit';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../auth/auth.service';
import { normalizeModel, searchTermsOf } from '../goods/search-terms';
import type { StockRepo } from '../stock/stock.repo';
import type { GoodsListingRepo } from './goods-listing.repo';
import type { GoodsPictureRepo } from './goods-picture.repo';
import {
  statusOf,
  type GoodsAdminRepo,
  type ListedRow,
  type WorkFields,
  type WorkRow,
} from './goods-admin.repo';
import { diffOf, diffOfFields } from './goods-diff';
import { descriptionHtml, sanitizeDescription } from '../../lib/rich-text';

type GoodsView = WbGoodsDetail['current'];

const PICTURE_PATH = /^\/pm-api\/workbench\/goods\/picture\/([1-9][0-9]{0,18})$/;

/** The picture ids among a goods item's images (uploads of the workbench). */
export function pictureIdsOf(images: readonly string[]): string[] {
  return images.flatMap((src) => {
    const m = PICTURE_PATH.exec(src);
    return m ? [m[1]!] : [];
  });
}

/** The address of an uploaded picture. */
export function pictureUrl(id: string): string {
  return `/pm-api/workbench/goods/picture/${id}`;
}

function stale(): AppError {
  return AppError.conflict(M.stale);
}

/**
 * 商品管理 and 商品审核 of the workbench. A supplier sees its own items only (another's id: 404); every
 * write locks the item's workbench row and compares the version it was made from (stale: 409). A change
 * to a listed item waits for review; price and stock change the listed row at once.
 */
export class GoodsAdminService {
  constructor(
    private readonly db: Db,
    private readonly repo: GoodsAdminRepo,
    private readonly listing: GoodsListingRepo,
    private readonly pictures: GoodsPictureRepo,
    private readonly stock: StockRepo,
    private readonly clock: Clock,
  ) {}

  // ---- reading ----

  async page(
    auth: AuthContext,
    q: { status?: WbGoodsStatus; keyword?: string; page: number; limit: number },
  ): Promise<WbGoodsPage> {
    const { total, rows } = await this.repo.page(this.db, auth.organizationId, q);
    return {
      total,
      page: q.page,
      limit: q.limit,
      records: rows.map((r) => {
        const status = statusOf(r.state, r.goods_status);
        return {
          id: r.id,
          name: r.name,
          skuCode: r.sku_code,
          brandName: r.brand_name,
          catalogName: r.catalog_name,
          model: r.model,
          listPrice: Number(r.list_price),
          stock: r.stock,
          image: r.image,
          status,
          statusText: WB_GOODS_STATUS_LABELS[status],
          hasDraft: r.goods_status !== null && r.state === 'draft',
          rejectReason: status === 'REJECTED' ? r.reject_reason : '',
          version: r.version,
          updatedAt: new Date(r.updated_at).toISOString(),
        };
      }),
    };
  }

  async summary(auth: AuthContext): Promise<WbGoodsSummary> {
    if (auth.roleTypes.includes('OPERATOR')) {
      const pending = await this.repo.pendingCount(this.db);
      return { counts: { DRAFT: 0, PENDING: pending, REJECTED: 0, ON: 0, OFF: 0 } };
    }
    return { counts: await this.repo.counts(this.db, auth.organizationId) };
  }

  async options(auth: AuthContext): Promise<WbGoodsOptions> {
    const [brands, catalogs, warehouses] = await this.repo.options(this.db, auth.organizationId);
    return {
      brands: brands.map((b) => ({ id: b.id, name: b.name_cn })),
      catalogs: catalogs.map((c) => ({ id: c.id, path: `${c.n1} / ${c.n2} / ${c.n3}` })),
      warehouses: warehouses.map((w) => ({ id: w.id, name: w.name })),
    };
  }

  async detail(auth: AuthContext, id: string, db: Executor = this.db): Promise<WbGoodsDetail> {
    const [work, listed] = await Promise.all([
      this.repo.work(db, id, auth.organizationId),
      this.repo.listed(db, id, auth.organizationId),
    ]);
    if (!work && !listed) throw AppError.notFound(M.notFound);
    const [views, history, stock] = await Promise.all([
      this.views(db, work, listed),
      listed ? this.repo.priceHistory(db, id) : Promise.resolve([]),
      listed ? this.repo.stockOf(db, id, auth.organizationId) : Promise.resolve([]),
    ]);
    const status = statusOf(work?.state ?? null, listed?.status ?? null);
    return {
      id,
      skuCode: listed?.skuCode ?? '',
      status,
      statusText: WB_GOODS_STATUS_LABELS[status],
      hasDraft: listed !== undefined && work?.state === 'draft',
      rejectReason: work?.state === 'rejected' ? work.rejectReason : '',
      version: work?.version ?? 0,
      current: views.current,
      listed: views.listed,
      diff: diffOf(views.current, views.listed),
      priceHistory: history.map((h) => ({
        listPrice: Number(h.list_price),
        marketPrice: Number(h.market_price),
        at: h.changed_at.toISOString(),
        by: h.fullname || h.username || '',
      })),
      stock: stock.map((s) => ({ warehouseId: s.id, warehouseName: s.name, quantity: s.quantity ?? 0 })),
    };
  }

  private async views(
    db: Executor,
    work: WorkRow | undefined,
    listed: ListedRow | undefined,
  ): Promise<{ current: GoodsView; listed: GoodsView | null }> {
    const all = [work, listed].filter((x): x is WorkFields & (WorkRow | ListedRow) => x !== undefined);
    const names = await this.repo.names(
      db,
      [...new Set(all.map((x) => x.brandId))],
      [...new Set(all.map((x) => x.catalogId))],
    );
    // the description as shown: kept to the allow-list again on the way out (a catalog item's plain text as paragraphs)
    const view = (f: WorkFields): GoodsView => ({
      ...f,
      description: descriptionHtml(f.description),
      brandName: names.brands.get(f.brandId) ?? '',
      catalogPath: names.catalogs.get(f.catalogId) ?? '',
    });
    const listedView = listed ? view(listed) : null;
    return { current: work ? view(work) : listedView!, listed: listedView };
  }

  // ---- the supplier's writes ----

  /** Checks and cleans the fields: brand and third-level catalog exist, pictures are the supplier's. */
  private async checked(trx: Executor, auth: AuthContext, f: WorkFields): Promise<WorkFields> {
    if (!(await this.repo.brand(trx, f.brandId))) throw AppError.badRequest(M.brandNotFound);
    if (!(await this.repo.catalogChain(trx, f.catalogId))) throw AppError.badRequest(M.catalogNotFound);
    const images = [...new Set(f.images)];
    const ids = pictureIdsOf(images);
    if ((await this.pictures.usePictures(trx, auth.organizationId, ids)) !== ids.length)
      throw AppError.badRequest(M.pictureNotFound);
    return { ...f, images, description: sanitizeDescription(f.description) };
  }

  async create(auth: AuthContext, fields: WorkFields): Promise<WbGoodsDetail> {
    const id = await this.db.transaction().execute(async (trx) => {
      const clean = await this.checked(trx, auth, fields);
      const id = await this.repo.reserveGoodsId(trx);
      await this.repo.insertDraft(trx, {
        id,
        supplierId: auth.organizationId,
        fields: clean,
        now: this.clock.now(),
      });
      return id;
    });
    return this.detail(auth, id);
  }

  /**
   * The item's workbench row, locked, made from the version the caller saw (a listed item touched for the
   * first time gets its row at version 0); 404 for another supplier's, 409 when the version moved.
   */
  private async lockFor(
    trx: Executor,
    auth: AuthContext,
    id: string,
    version: number,
  ): Promise<{ work: WorkRow; listed: ListedRow | undefined }> {
    const listed = await this.repo.listed(trx, id, auth.organizationId, true);
    if (listed) await this.repo.copyListed(trx, [id], this.clock.now());
    const work = await this.repo.work(trx, id, auth.organizationId, true);
    if (!work) throw AppError.notFound(M.notFound);
    if (work.version !== version) throw stale();
    return { work, listed };
  }

  private async write<T>(
    auth: AuthContext,
    id: string,
    version: number,
    fn: (trx: Executor, w: { work: WorkRow; listed: ListedRow | undefined }) => Promise<T>,
  ) {
    await this.db.transaction().execute(async (trx) => fn(trx, await this.lockFor(trx, auth, id, version)));
    return this.detail(auth, id);
  }

  /**
   * Saves the supplier's version. On a listed item, a new price applies at once (kept in its history)
   * and the other fields wait for review; an item in review is not changed (withdraw it first).
   */
  save(auth: AuthContext, id: string, version: number, fields: WorkFields): Promise<WbGoodsDetail> {
    return this.write(auth, id, version, async (trx, { work, listed }) => {
      if (work.state === 'pending') throw AppError.conflict(M.pendingLocked);
      const checked = await this.checked(trx, auth, fields);
      // a description sent back as shown (a catalog item's plain text as paragraphs) is the listed one
      const clean =
        listed && checked.description === descriptionHtml(listed.description)
          ? { ...checked, description: listed.description }
          : checked;
      const now = this.clock.now();
      if (listed && (listed.listPrice !== clean.listPrice || listed.marketPrice !== clean.marketPrice))
        await this.listing.setListedPrice(trx, {
          id,
          supplierId: auth.organizationId,
          listPrice: clean.listPrice,
          marketPrice: clean.marketPrice,
          by: auth.userId,
          now,
        });
      const same = listed !== undefined && diffOfFields(clean, listed).length === 0;
      // a listed item saved back to what is listed has nothing open
      await this.repo.update(trx, id, { fields: clean, state: same ? 'approved' : 'draft', now });
    });
  }

  submit(auth: AuthContext, id: string, version: number): Promise<WbGoodsDetail> {
    return this.write(auth, id, version, async (trx, { work, listed }) => {
      if (work.state === 'pending') throw AppError.conflict(M.pendingLocked);
      if (listed?.status === 'on' && work.state === 'approved') throw AppError.conflict(M.nothingToSubmit);
      await this.repo.update(trx, id, {
        state: 'pending',
        submittedBy: auth.userId,
        rejectReason: '',
        now: this.clock.now(),
      });
    });
  }

  withdraw(auth: AuthContext, id: string, version: number): Promise<WbGoodsDetail> {
    return this.write(auth, id, version, async (trx, { work }) => {
      if (work.state !== 'pending') throw AppError.conflict(M.notPending);
      await this.repo.update(trx, id, { state: 'draft', now: this.clock.now() });
    });
  }

  delist(auth: AuthContext, id: string, version: number): Promise<WbGoodsDetail> {
    return this.write(auth, id, version, async (trx, { listed }) => {
      if (listed?.status !== 'on') throw AppError.conflict(M.notListed);
      const now = this.clock.now();
      await this.listing.setListedStatus(trx, id, 'off', now);
      await this.repo.update(trx, id, { now });
    });
  }

  price(
    auth: AuthContext,
    id: string,
    version: number,
    prices: { listPrice: number; marketPrice: number },
  ): Promise<WbGoodsDetail> {
    return this.write(auth, id, version, async (trx, { listed }) => {
      const now = this.clock.now();
      if (listed)
        await this.listing.setListedPrice(trx, {
          id,
          supplierId: auth.organizationId,
          ...prices,
          by: auth.userId,
          now,
        });
      await this.repo.update(trx, id, { prices, now });
    });
  }

  stockSet(
    auth: AuthContext,
    id: string,
    version: number,
    p: { warehouseId: string; quantity: number },
  ): Promise<WbGoodsDetail> {
    return this.write(auth, id, version, async (trx, { listed }) => {
      if (!(await this.repo.warehouse(trx, p.warehouseId, auth.organizationId)))
        throw AppError.notFound(M.warehouseNotFound);
      if (!listed) throw AppError.badRequest('商品首次审核通过后才能设置库存');
      await this.stock.lockGoods(trx, [id]);
      await this.stock.setStock(trx, id, p.warehouseId, p.quantity);
      await this.repo.update(trx, id, { now: this.clock.now() });
    });
  }

  // ---- review ----

  async reviewPage(page: number, limit: number): Promise<WbReviewPage> {
    const { total, rows } = await this.reviewRows(page, limit);
    return { total, page, limit, records: rows };
  }

  private async reviewRows(page: number, limit: number) {
    const { total, rows } = await this.repo.reviewPage(this.db, page, limit);
    const records = await Promise.all(
      rows.map(async (r) => {
        const [work, listed] = await Promise.all([
          this.repo.work(this.db, r.goods_id, null),
          this.repo.listed(this.db, r.goods_id, null),
        ]);
        const views = await this.views(this.db, work, listed);
        return {
          id: r.goods_id,
          name: r.name,
          supplierName: r.supplier_name,
          isNew: !listed,
          changedFields: diffOf(views.current, views.listed).map((d) => d.label),
          submittedAt: (r.submitted_at ?? new Date(0)).toISOString(),
          version: r.version,
        };
      }),
    );
    return { total, rows: records };
  }

  async reviewDetail(id: string, db: Executor = this.db): Promise<WbReviewDetail> {
    const [work, listed] = await Promise.all([this.repo.work(db, id, null), this.repo.listed(db, id, null)]);
    if (!work) throw AppError.notFound(M.notFound);
    const views = await this.views(db, work, listed);
    const status = statusOf(work.state, listed?.status ?? null);
    return {
      id,
      supplierName: await this.repo.supplierName(db, work.supplierId),
      status,
      statusText: WB_GOODS_STATUS_LABELS[status],
      rejectReason: work.state === 'rejected' ? work.rejectReason : '',
      version: work.version,
      submitted: views.current,
      listed: views.listed,
      diff: diffOf(views.current, views.listed),
      submittedAt: work.submittedAt?.toISOString() ?? null,
    };
  }

  private async decide<T>(id: string, version: number, fn: (trx: Executor, work: WorkRow) => Promise<T>) {
    await this.db.transaction().execute(async (trx) => {
      // the goods row first, then the workbench row: the order the supplier's writes lock them in
      await this.repo.listed(trx, id, null, true);
      const work = await this.repo.work(trx, id, null, true);
      if (!work) throw AppError.notFound(M.notFound);
      if (work.version !== version) throw stale();
      if (work.state !== 'pending') throw AppError.conflict(M.notPending);
      await fn(trx, work);
    });
    return this.reviewDetail(id);
  }

  /**
   * Approves a submitted version: it becomes the listed goods row (a first approval creates it with the
   * item's id), its search words are computed again and its pictures become public. The goods' triggers
   * move the catalog change number, so kept search answers are dropped at commit and counts follow.
   */
  approve(auth: AuthContext, id: string, version: number): Promise<WbReviewDetail> {
    return this.decide(id, version, async (trx, work) => {
      const chain = await this.repo.catalogChain(trx, work.catalogId);
      const brand = await this.repo.brand(trx, work.brandId);
      if (!chain || !brand) throw AppError.conflict('商品的分类或品牌已不存在，请驳回');
      const listed = await this.repo.listed(trx, id, null);
      const skuCode = listed?.skuCode ?? `WB${id}`;
      const terms = searchTermsOf({
        name: work.name,
        brandNameCn: brand.name_cn,
        brandNameEn: brand.name_en,
        model: work.model,
        spec: work.spec,
        catalogNames: [chain.name1, chain.name2, chain.name3],
        key: skuCode,
      });
      const now = this.clock.now();
      const common = {
        id,
        fields: work,
        catalog1Id: chain.id1,
        catalog2Id: chain.id2,
        modelNorm: normalizeModel(work.model),
        searchTerms: terms,
        now,
      };
      if (listed) await this.listing.writeListed(trx, common);
      else
        await this.listing.insertListed(trx, {
          ...common,
          supplierId: work.supplierId,
          skuCode,
          freightTemplateId: await this.listing.firstFreightTemplate(trx, work.supplierId),
        });
      await this.pictures.listPictures(trx, pictureIdsOf(work.images));
      await this.repo.update(trx, id, { state: 'approved', rejectReason: '', reviewedBy: auth.userId, now });
      await logAction(trx, {
        operatorId: auth.userId,
        action: 'goods.approve',
        summary: listed ? '商品修改审核通过' : '新商品审核通过并上架',
        objectType: 'goods',
        objectKey: id,
        objectName: work.name,
        before: listed ? { name: listed.name, status: listed.status } : null,
        after: { name: work.name, status: 'on', version: work.version + 1 },
        at: now,
      });
    });
  }

  reject(auth: AuthContext, id: string, version: number, reason: string): Promise<WbReviewDetail> {
    return this.decide(id, version, async (trx, work) => {
      const now = this.clock.now();
      await this.repo.update(trx, id, {
        state: 'rejected',
        rejectReason: reason,
        reviewedBy: auth.userId,
        now,
      });
      await logAction(trx, {
        operatorId: auth.userId,
        action: 'goods.reject',
        summary: '商品审核驳回',
        objectType: 'goods',
        objectKey: id,
        objectName: work.name,
        reason,
        before: { state: 'pending', version: work.version },
        after: { state: 'rejected', version: work.version + 1 },
        at: now,
      });
    });
  }
}
