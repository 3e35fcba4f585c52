import type {
  AreaLimit,
  FreightTemplate,
  GoodsCard,
  GoodsDetail,
  GoodsExists,
  InventoryCheck,
} from '@pm/contract/goods';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../auth/auth.service';
import { divisionChain, type GoodsCardRepo, type Viewer } from '../goods/goods-card.repo';
import type { FreightRow, GoodsDetailRepo } from './goods-detail.repo';
import { descriptionHtml } from '../../lib/rich-text';

export const GOODS_DETAIL_MESSAGES = {
  notFound: '商品不存在或已下架',
  delisted: '该商品已下架',
  unknownDivision: '地区编码不存在',
  templateNotFound: '运费模板不存在',
  catalogNotFound: '分类不存在',
} as const;

/** Delivery days promised when a freight rule does not say (the rules' own default). */
export const DEFAULT_DELIVERY_DAYS = 3;

interface Delivery {
  divisionCode: string;
  stock: number;
  deliveryDays: number | null;
  areaLimited: boolean;
  /** The name of the limiting division, when limited. */
  limitedIn: string | null;
}

function viewerOf(auth: AuthContext | null, divisionCode?: string): Viewer {
  return { organizationId: auth?.organizationId ?? null, divisionCode };
}

/** The most specific rule (county, then city, then province) or the template's default. */
export function pickFreight(row: FreightRow, chain: readonly string[]) {
  for (const code of [...chain].reverse()) {
    const rule = row.rules.find((r) => r.division_code === code);
    if (rule) {
      return {
        fee: Number(rule.fee),
        freeThreshold: Number(rule.free_threshold),
        deliveryDays: rule.delivery_days,
      };
    }
  }
  return {
    fee: Number(row.default_fee),
    freeThreshold: Number(row.free_threshold),
    deliveryDays: DEFAULT_DELIVERY_DAYS,
  };
}

export function deliveryText(d: Pick<Delivery, 'divisionCode' | 'stock' | 'deliveryDays' | 'areaLimited'>) {
  if (d.areaLimited) return '该地区不在销售范围';
  if (!d.divisionCode) return d.stock > 0 ? '现货' : '暂时无货';
  if (d.stock <= 0) return '该地区暂时无货';
  return d.deliveryDays === null ? '现货' : `现货，预计 ${d.deliveryDays} 天内送达`;
}

/** Goods detail, availability per division, freight, recommendations and best sellers. */
export class GoodsDetailService {
  constructor(
    private readonly db: Db,
    private readonly repo: GoodsDetailRepo,
    private readonly cards: GoodsCardRepo,
  ) {}

  /** A 400 for a well-formed code that names no division. */
  private async requireDivision(code: string): Promise<{ code: string; name: string }> {
    const division = await this.repo.division(this.db, code);
    if (!division) throw AppError.badRequest(GOODS_DETAIL_MESSAGES.unknownDivision);
    return division;
  }

  private async requireOnSale(id: string): Promise<void> {
    const row = await this.repo.statusOf(this.db, id);
    if (!row) throw AppError.notFound(GOODS_DETAIL_MESSAGES.notFound);
    if (row.status !== 'on') throw AppError.notFound(GOODS_DETAIL_MESSAGES.delisted);
  }

  private async delivery(goodsId: string, divisionCode: string | undefined): Promise<Delivery> {
    if (!divisionCode) {
      return {
        divisionCode: '',
        stock: 0,
        deliveryDays: await this.repo.fastestStocked(this.db, goodsId),
        areaLimited: false,
        limitedIn: null,
      };
    }
    const chain = divisionChain(divisionCode);
    const [stock, limits] = await Promise.all([
      this.repo.provinceStock(this.db, goodsId, chain[0]!),
      this.repo.areaLimits(this.db, goodsId, chain),
    ]);
    const limit = limits[0];
    return {
      divisionCode,
      stock: stock.stock,
      deliveryDays: limit ? null : stock.deliveryDays,
      areaLimited: limit !== undefined,
      limitedIn: limit ? (limit.name ?? null) : null,
    };
  }

  async detail(auth: AuthContext | null, id: string, divisionCode?: string): Promise<GoodsDetail> {
    if (divisionCode) await this.requireDivision(divisionCode);
    const row = await this.repo.detailRow(this.db, id);
    if (!row) throw AppError.notFound(GOODS_DETAIL_MESSAGES.notFound);
    if (row.status !== 'on') throw AppError.notFound(GOODS_DETAIL_MESSAGES.delisted);
    const chain = divisionCode ? divisionChain(divisionCode) : [];
    const [[card], delivery, freight, variants] = await Promise.all([
      this.cards.cardsByIds(this.db, [id], viewerOf(auth, divisionCode)),
      this.delivery(id, divisionCode),
      row.freight_template_id ? this.repo.freight(this.db, row.freight_template_id, chain) : undefined,
      row.series ? this.repo.variants(this.db, row.series, id) : [],
    ]);
    if (!card) throw AppError.notFound(GOODS_DETAIL_MESSAGES.notFound);
    const stock = card.stock;
    const picked = freight ? pickFreight(freight, chain) : null;
    const catalogPath = [
      { id: row.catalog1_id, name: row.catalog1_name ?? '' },
      { id: row.catalog2_id, name: row.catalog2_name ?? '' },
      { id: row.catalog_id, name: row.catalog_name },
    ].filter((c) => c.name !== '');
    const deliveryDays = stock > 0 ? delivery.deliveryDays : null;
    return {
      ...card,
      brand: {
        id: row.brand_id,
        nameCn: row.brand_name_cn,
        nameEn: row.brand_name_en,
        logo: row.brand_logo,
        initial: row.brand_initial,
      },
      images: row.images,
      attrs: Array.isArray(row.attrs) ? row.attrs.map((a) => ({ name: a.name, value: a.value })) : [],
      description: descriptionHtml(row.description),
      catalogPath,
      supplier: { id: row.supplier_id, name: row.supplier_short_name ?? row.supplier_name },
      divisionCode: delivery.divisionCode,
      areaLimited: delivery.areaLimited,
      deliveryDays,
      deliveryText: deliveryText({ ...delivery, stock, deliveryDays }),
      freight: {
        templateId: freight ? freight.id : null,
        fee: picked?.fee ?? 0,
        freeThreshold: picked?.freeThreshold ?? 0,
      },
      variants,
      onSale: true,
    };
  }

  async exists(id: string): Promise<GoodsExists> {
    const row = await this.repo.statusOf(this.db, id);
    return { exists: row !== undefined, onSale: row?.status === 'on' };
  }

  async inventoryCheck(q: { id: string; divisionCode: string; num: number }): Promise<InventoryCheck> {
    await this.requireDivision(q.divisionCode);
    await this.requireOnSale(q.id);
    const d = await this.delivery(q.id, q.divisionCode);
    const sellable = !d.areaLimited && d.stock > 0;
    return {
      id: q.id,
      divisionCode: q.divisionCode,
      stock: d.stock,
      enough: sellable && d.stock >= q.num,
      deliveryDays: sellable ? d.deliveryDays : null,
    };
  }

  async areaLimit(q: { id: string; divisionCode: string }): Promise<AreaLimit> {
    const division = await this.requireDivision(q.divisionCode);
    await this.requireOnSale(q.id);
    const limits = await this.repo.areaLimits(this.db, q.id, divisionChain(q.divisionCode));
    const hit = limits[0];
    return {
      id: q.id,
      divisionCode: q.divisionCode,
      limited: hit !== undefined,
      message: hit ? `该商品在${hit.name ?? division.name}区域限售，请更换收货地区` : '',
    };
  }

  async freightTemplate(q: { id: string; divisionCode: string }): Promise<FreightTemplate> {
    await this.requireDivision(q.divisionCode);
    const chain = divisionChain(q.divisionCode);
    const row = await this.repo.freight(this.db, q.id, chain);
    if (!row) throw AppError.notFound(GOODS_DETAIL_MESSAGES.templateNotFound);
    return { templateId: row.id, name: row.name, divisionCode: q.divisionCode, ...pickFreight(row, chain) };
  }

  async recommend(
    auth: AuthContext | null,
    q: { id: string; limit: number; divisionCode?: string | undefined },
  ): Promise<GoodsCard[]> {
    if (q.divisionCode) await this.requireDivision(q.divisionCode);
    const base = await this.repo.placeOf(this.db, q.id);
    if (!base) throw AppError.notFound(GOODS_DETAIL_MESSAGES.notFound);
    const ids = await this.repo.similarIds(this.db, base, q.limit);
    return this.cards.cardsByIds(this.db, ids, viewerOf(auth, q.divisionCode));
  }

  async hotSelling(
    auth: AuthContext | null,
    q: { catalogId?: string | undefined; limit: number; divisionCode?: string | undefined },
  ): Promise<GoodsCard[]> {
    if (q.divisionCode) await this.requireDivision(q.divisionCode);
    let catalog = null;
    if (q.catalogId) {
      catalog = (await this.repo.catalog(this.db, q.catalogId)) ?? null;
      if (!catalog) throw AppError.notFound(GOODS_DETAIL_MESSAGES.catalogNotFound);
    }
    const ids = await this.repo.hotSellingIds(this.db, catalog, q.limit);
    return this.cards.cardsByIds(this.db, ids, viewerOf(auth, q.divisionCode));
  }
}
