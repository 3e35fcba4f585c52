/**
 * Goods fixtures of the goods-detail and mall tests, inserted into the test's own database so that the tests do
 * not depend on the generated demo catalog (whatever it holds, these rows are told apart by name).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export const DIVISIONS = [
  { code: '330000', parent_code: null, level: 1, name: '浙江省' },
  { code: '330100', parent_code: '330000', level: 2, name: '杭州市' },
  { code: '330102', parent_code: '330100', level: 3, name: '上城区' },
  { code: '330106', parent_code: '330100', level: 3, name: '西湖区' },
  { code: '110000', parent_code: null, level: 1, name: '北京市' },
  { code: '110100', parent_code: '110000', level: 2, name: '北京市' },
  { code: '110105', parent_code: '110100', level: 3, name: '朝阳区' },
  { code: '650000', parent_code: null, level: 1, name: '新疆维吾尔自治区' },
  { code: '650100', parent_code: '650000', level: 2, name: '乌鲁木齐市' },
] as const;

export interface GoodsFixture {
  key: string;
  name: string;
  catalog: 'c3a' | 'c3b' | 'other3';
  brand: 'a' | 'b';
  series?: string;
  model: string;
  spec: string;
  listPrice: number;
  sales: number;
  status?: 'on' | 'off';
  /** Quantity in the Hangzhou warehouse (serves Zhejiang, Shanghai, Jiangsu) and the Beijing one. */
  stock: { hz: number; bj: number };
  limits?: string[];
  /** Agreement prices by organization id. */
  prices?: Record<number, number>;
}

export interface Fixture {
  ids: Record<string, string>;
  catalogs: { top: string; c2: string; c3a: string; c3b: string; otherTop: string; other3: string };
  brands: { a: string; b: string };
  templateId: string;
  names: { top: string; c2: string; c3a: string; c3b: string; brandA: string; brandB: string };
}

/**
 * Inserts a small catalog under its own first-level category `<tag>量具`: a main item A with a variant
 * B (same series), C of another brand in A's category, D of A's brand in a sibling category, E delisted,
 * F elsewhere (another category and brand), plus `extra` goods in A's category.
 */
export async function insertFixture(db: Db, tag: string, extra: GoodsFixture[] = []): Promise<Fixture> {
  await db
    .insertInto('divisions')
    .values(DIVISIONS.map((d) => ({ ...d })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const names = {
    top: `${tag}测量工具`,
    c2: `${tag}卡尺量具`,
    c3a: `${tag}游标卡尺`,
    c3b: `${tag}千分尺`,
    brandA: `${tag}量王`,
    brandB: `${tag}精测`,
  };
  const catalog = async (name: string, level: number, parent: string | null, sort = 0) =>
    (
      await db
        .insertInto('catalogs')
        .values({ name, level, parent_id: parent, icon: `icon-${level}`, sort })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const top = await catalog(names.top, 1, null, -100);
  const c2 = await catalog(names.c2, 2, top);
  const c3a = await catalog(names.c3a, 3, c2);
  const c3b = await catalog(names.c3b, 3, c2);
  const otherTop = await catalog(`${tag}其他`, 1, null, -99);
  const other2 = await catalog(`${tag}其他二级`, 2, otherTop);
  const other3 = await catalog(`${tag}其他三级`, 3, other2);
  const brand = async (name_cn: string, name_en: string) =>
    (
      await db
        .insertInto('brands')
        .values({ name_cn, name_en, initial: name_en[0]!, logo: `/logo/${name_en}.svg` })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const brands = { a: await brand(names.brandA, `${tag}Aking`), b: await brand(names.brandB, `${tag}Bprec`) };

  const template = await db
    .insertInto('freight_templates')
    .values({ supplier_id: 3, name: `${tag}标准运费`, default_fee: 1000, free_threshold: 9900 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('freight_template_rules')
    .values([
      { template_id: template.id, division_code: '330000', fee: 500, free_threshold: 5000, delivery_days: 2 },
      { template_id: template.id, division_code: '330106', fee: 0, free_threshold: 0, delivery_days: 1 },
      {
        template_id: template.id,
        division_code: '650000',
        fee: 3000,
        free_threshold: 20000,
        delivery_days: 7,
      },
    ])
    .execute();
  const warehouse = async (name: string, division_code: string, serves: string[], delivery_days: number) =>
    (
      await db
        .insertInto('warehouses')
        .values({ supplier_id: 3, name, division_code, serves, delivery_days })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const hz = await warehouse(`${tag}杭州仓`, '330100', ['330000', '310000', '320000'], 1);
  const bj = await warehouse(`${tag}北京仓`, '110100', ['110000', '120000'], 2);

  const goods: GoodsFixture[] = [
    {
      key: 'A',
      name: `${tag}量王 数显游标卡尺 0-150mm`,
      catalog: 'c3a',
      brand: 'a',
      series: `${tag}-CAL`,
      model: 'DC-150',
      spec: '0-150mm',
      listPrice: 12800,
      sales: 2_100_000_000,
      stock: { hz: 50, bj: 0 },
      limits: ['650000'],
      prices: { 1: 9900 },
    },
    {
      key: 'B',
      name: `${tag}量王 数显游标卡尺 0-200mm`,
      catalog: 'c3a',
      brand: 'a',
      series: `${tag}-CAL`,
      model: 'DC-200',
      spec: '0-200mm',
      listPrice: 16800,
      sales: 2_000_000_000,
      stock: { hz: 5, bj: 3 },
      limits: ['330106'],
    },
    {
      key: 'C',
      name: `${tag}精测 机械游标卡尺 0-150mm`,
      catalog: 'c3a',
      brand: 'b',
      model: 'MC-150',
      spec: '0-150mm',
      listPrice: 9800,
      sales: 1_900_000_000,
      stock: { hz: 0, bj: 20 },
      prices: { 1: 8800, 2: 7700 },
    },
    {
      key: 'D',
      name: `${tag}量王 外径千分尺 0-25mm`,
      catalog: 'c3b',
      brand: 'a',
      model: 'MM-25',
      spec: '0-25mm',
      listPrice: 22000,
      sales: 1_800_000_000,
      stock: { hz: 8, bj: 8 },
    },
    {
      key: 'E',
      name: `${tag}量王 带表卡尺 0-150mm（已下架）`,
      catalog: 'c3a',
      brand: 'a',
      series: `${tag}-CAL`,
      model: 'DL-150',
      spec: '0-150mm 带表',
      listPrice: 15800,
      sales: 2_140_000_000,
      status: 'off',
      stock: { hz: 9, bj: 9 },
      prices: { 1: 100 },
    },
    {
      key: 'F',
      name: `${tag}精测 钢直尺 300mm`,
      catalog: 'other3',
      brand: 'b',
      model: 'SR-300',
      spec: '300mm',
      listPrice: 1200,
      sales: 2_050_000_000,
      stock: { hz: 100, bj: 100 },
    },
    ...extra,
  ];
  const catalogs = { top, c2, c3a, c3b, otherTop, other3 };
  const ids: Record<string, string> = {};
  for (const [i, g] of goods.entries()) {
    const [c1, c2id, c3] =
      g.catalog === 'other3' ? [otherTop, other2, other3] : [top, c2, g.catalog === 'c3a' ? c3a : c3b];
    const row = await db
      .insertInto('goods')
      .values({
        sku_code: `${tag}-${g.key}-${i}`,
        name: g.name,
        brand_id: brands[g.brand],
        catalog_id: c3,
        catalog1_id: c1,
        catalog2_id: c2id,
        supplier_id: 3,
        series: g.series ?? '',
        model: g.model,
        spec: g.spec,
        unit: '把',
        list_price: g.listPrice,
        market_price: g.listPrice + 3000,
        stock_total: g.stock.hz + g.stock.bj,
        sales: g.sales,
        status: g.status ?? 'on',
        attrs: JSON.stringify([
          { name: '测量范围', value: g.spec },
          { name: '型号', value: g.model },
        ]),
        images: [`/img/${tag}/${g.key}-1.svg`, `/img/${tag}/${g.key}-2.svg`],
        description: `${g.name}，适用于车间来料检验与机加工测量。`,
        freight_template_id: template.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[g.key] = row.id;
    await db
      .insertInto('goods_stock')
      .values([
        { goods_id: row.id, warehouse_id: hz, quantity: g.stock.hz },
        { goods_id: row.id, warehouse_id: bj, quantity: g.stock.bj },
      ])
      .execute();
    for (const code of g.limits ?? []) {
      await db.insertInto('goods_area_limits').values({ goods_id: row.id, division_code: code }).execute();
    }
    for (const [org, price] of Object.entries(g.prices ?? {})) {
      await db
        .insertInto('goods_agreement_prices')
        .values({ goods_id: row.id, organization_id: org, price })
        .execute();
    }
  }
  await sql`ANALYZE goods`.execute(db);
  return { ids, catalogs, brands, templateId: template.id, names };
}
