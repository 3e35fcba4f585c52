/**
 * Fixed goods for search tests, under a catalog and brands of their own with made-up names, so that
 * the demo catalog in the test database never changes what a test sees (tests filter by the fixture
 * catalog or brands).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { normalizeModel, searchTermsOf } from './search-terms';

export interface Fixtures {
  top: string;
  mid: string;
  drivers: string;
  staplers: string;
  lifeng: string;
  cuiniao: string;
  goods: Record<string, string>;
  buyer01Org: string;
  buyer11Org: string;
}

interface G {
  key: string;
  name: string;
  brand: 'lifeng' | 'cuiniao';
  cat: 'drivers' | 'staplers';
  model: string;
  spec: string;
  price: number;
  sales: number;
  stock?: number;
  status?: 'on' | 'off';
  createdDay: number;
}

export const FIXTURE_GOODS: G[] = [
  {
    key: 'cross',
    name: '栗枫 十字螺丝刀 PH2×150mm LF-09101',
    brand: 'lifeng',
    cat: 'drivers',
    model: 'LF-09101',
    spec: 'PH2×150mm',
    price: 1500,
    sales: 100,
    createdDay: 1,
  },
  {
    key: 'slot',
    name: '栗枫 一字螺丝刀 6×100mm LF-09102',
    brand: 'lifeng',
    cat: 'drivers',
    model: 'LF-09102',
    spec: '6×100mm',
    price: 1200,
    sales: 50,
    createdDay: 2,
  },
  {
    key: 'electric',
    name: '翠鸟 电动螺丝刀 锂电 KF6205-2RS1',
    brand: 'cuiniao',
    cat: 'drivers',
    model: 'KF6205-2RS1',
    spec: '锂电',
    price: 30000,
    sales: 300,
    createdDay: 3,
  },
  {
    key: 'stapler',
    name: '翠鸟 订书机 12号 KF-0414',
    brand: 'cuiniao',
    cat: 'staplers',
    model: 'KF-0414',
    spec: '12号',
    price: 2500,
    sales: 500,
    createdDay: 4,
  },
  {
    key: 'heavy',
    name: '栗枫 订书机 重型 LF-0415',
    brand: 'lifeng',
    cat: 'staplers',
    model: 'LF-0415',
    spec: '重型',
    price: 8000,
    sales: 20,
    stock: 0,
    createdDay: 5,
  },
  {
    key: 'glue',
    name: '翠鸟 瞬干胶 20ml KF-J20',
    brand: 'cuiniao',
    cat: 'staplers',
    model: 'KF-J20',
    spec: '20ml',
    price: 800,
    sales: 10,
    createdDay: 6,
  },
  {
    key: 'hex',
    name: '栗枫 内六角扳手 M6 LF-M6',
    brand: 'lifeng',
    cat: 'drivers',
    model: 'LF-M6',
    spec: 'M6',
    price: 900,
    sales: 5,
    createdDay: 7,
  },
  {
    key: 'off',
    name: '栗枫 十字螺丝刀 下架款 LF-09199',
    brand: 'lifeng',
    cat: 'drivers',
    model: 'LF-09199',
    spec: '',
    price: 100,
    sales: 9999,
    status: 'off',
    createdDay: 8,
  },
];

/** The agreement price of buyer01's organization for the fixture stapler (list price 2500). */
export const STAPLER_AGREEMENT = 2000;

export async function insertFixtures(db: Db): Promise<Fixtures> {
  const id = async (q: Promise<{ id: string }>): Promise<string> => (await q).id;
  const top = await id(
    db
      .insertInto('catalogs')
      .values({ level: 1, name: '琨瑶五金', sort: 999 })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  const mid = await id(
    db
      .insertInto('catalogs')
      .values({ level: 2, parent_id: top, name: '琨瑶手动工具' })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  const drivers = await id(
    db
      .insertInto('catalogs')
      .values({ level: 3, parent_id: mid, name: '琨瑶起子' })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  const staplers = await id(
    db
      .insertInto('catalogs')
      .values({ level: 3, parent_id: mid, name: '琨瑶装订' })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  const lifeng = await id(
    db
      .insertInto('brands')
      .values({ name_cn: '栗枫', name_en: 'Lifeng', initial: 'L' })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  const cuiniao = await id(
    db
      .insertInto('brands')
      .values({ name_cn: '翠鸟', name_en: 'Kingfisher', initial: 'K' })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  const supplier = await db
    .selectFrom('organizations')
    .select('id')
    .where('kind', '=', 'vendor')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const orgOf = async (username: string): Promise<string> =>
    (
      await db
        .selectFrom('users')
        .select('organization_id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).organization_id;
  const buyer01Org = await orgOf('buyer01');
  const buyer11Org = await orgOf('buyer11');
  const brands = {
    lifeng: { id: lifeng, cn: '栗枫', en: 'Lifeng' },
    cuiniao: { id: cuiniao, cn: '翠鸟', en: 'Kingfisher' },
  };
  const cats = { drivers: { id: drivers, name: '琨瑶起子' }, staplers: { id: staplers, name: '琨瑶装订' } };
  const goods: Record<string, string> = {};
  for (const g of FIXTURE_GOODS) {
    const b = brands[g.brand];
    const c = cats[g.cat];
    const row = await db
      .insertInto('goods')
      .values({
        sku_code: `H2-FIX-${g.key}`,
        name: g.name,
        brand_id: b.id,
        catalog_id: c.id,
        catalog2_id: mid,
        catalog1_id: top,
        supplier_id: supplier.id,
        model: g.model,
        spec: g.spec,
        unit: '个',
        list_price: g.price,
        market_price: g.price + 100,
        stock_total: g.stock ?? 50,
        sales: g.sales,
        status: g.status ?? 'on',
        model_norm: normalizeModel(g.model),
        search_terms: searchTermsOf({
          name: g.name,
          brandNameCn: b.cn,
          brandNameEn: b.en,
          model: g.model,
          spec: g.spec,
          catalogNames: ['琨瑶五金', '琨瑶手动工具', c.name],
          key: `H2-FIX-${g.key}`,
        }),
        created_at: new Date(Date.UTC(2026, 0, g.createdDay)),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    goods[g.key] = row.id;
  }
  await db
    .insertInto('goods_agreement_prices')
    .values({ goods_id: goods.stapler!, organization_id: buyer01Org, price: STAPLER_AGREEMENT })
    .execute();
  await sql`ANALYZE goods`.execute(db);
  return { top, mid, drivers, staplers, lifeng, cuiniao, goods, buyer01Org, buyer11Org };
}
