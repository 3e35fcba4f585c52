import { describe, expect, it } from 'vitest';
import { catalogBase, generateGoods, type GeneratedGoods } from './generate';
import { BRANDS } from './brands';
import { CATALOG } from './vocab';

const take = (n: number): GeneratedGoods[] => [...generateGoods(n)];

describe('the demo-catalog generator', () => {
  const first = take(3000);

  it('is deterministic: two runs give the same rows and ids, and a shorter run is a prefix', () => {
    expect(take(3000)).toEqual(first);
    expect(take(500)).toEqual(first.slice(0, 500));
    expect(first.map((g) => g.goods.id)).toEqual(Array.from({ length: 3000 }, (_, i) => i + 1));
    expect(new Set(first.map((g) => g.goods.sku_code)).size).toBe(3000);
  });

  it('has a three-level catalog with at least 12 top categories, each with second and third levels', () => {
    const { catalogs } = catalogBase();
    const tops = catalogs.filter((c) => c.level === 1);
    expect(tops.length).toBeGreaterThanOrEqual(12);
    expect(tops.map((t) => t.name)).toEqual(
      expect.arrayContaining([
        '办公用品',
        '劳保用品',
        '五金工具',
        '电工电气',
        '紧固件',
        '清洁用品',
        '安全消防',
        '仪器仪表',
        '轴承传动',
        '化学品',
        '包材',
        '电脑耗材',
      ]),
    );
    for (const top of tops) {
      const mids = catalogs.filter((c) => c.parent_id === top.id);
      expect(mids.length, top.name).toBeGreaterThan(0);
      for (const mid of mids)
        expect(
          catalogs.some((c) => c.parent_id === mid.id && c.level === 3),
          mid.name,
        ).toBe(true);
    }
  });

  it('puts every goods in a third-level catalog with its first and second level, and covers every leaf early', () => {
    const byId = new Map(catalogBase().catalogs.map((c) => [c.id, c]));
    for (const { goods } of first) {
      const leaf = byId.get(goods.catalog_id)!;
      expect(leaf.level).toBe(3);
      expect(leaf.parent_id).toBe(goods.catalog2_id);
      expect(byId.get(goods.catalog2_id)!.parent_id).toBe(goods.catalog1_id);
    }
    const leaves = [...byId.values()].filter((c) => c.level === 3).length;
    expect(new Set(first.map((g) => g.goods.catalog_id)).size).toBe(leaves);
  });

  it('names goods with brand, specification and model, with attributes, unit, prices and images', () => {
    const brands = new Map(BRANDS.map((b) => [b.id, b]));
    for (const { goods } of first) {
      const brand = brands.get(goods.brand_id)!;
      expect(goods.name.startsWith(`${brand.cn} `), goods.name).toBe(true);
      expect(goods.name.endsWith(` ${goods.model}`), goods.name).toBe(true);
      if (goods.spec) expect(goods.name).toContain(goods.spec);
      expect(goods.attrs.find((a) => a.name === '型号')?.value).toBe(goods.model);
      expect(goods.attrs.find((a) => a.name === '品牌')?.value).toContain(brand.cn);
      expect(goods.unit).toMatch(/^\p{Script=Han}$/u);
      expect(Number.isInteger(goods.list_price) && goods.list_price > 0).toBe(true);
      expect(goods.market_price).toBeGreaterThanOrEqual(goods.list_price);
      expect(goods.images.length).toBeGreaterThanOrEqual(2);
      expect(goods.images.length).toBeLessThanOrEqual(4);
      expect(goods.search_terms.length).toBeGreaterThan(5);
      expect(goods.model_norm).toMatch(/^[\p{L}\p{N}]+$/u);
    }
    const names = first.map((g) => g.goods.name);
    expect(names).toContain('世达 内六角扳手套装 9件 公制 1.5-10mm 09101');
    expect(names.some((n) => /^正泰 小型断路器 \dP C\d+ NXB-63 \dP C\d+$/.test(n))).toBe(true);
    expect(names.some((n) => /^SKF 深沟球轴承 62\d\d 2RS1 62\d\d-2RS1$/.test(n))).toBe(true);
  });

  it('offers comparable goods (same brand and model) from several suppliers at different prices', () => {
    const offers = new Map<string, { supplier: number; price: number }[]>();
    for (const { goods } of first) {
      const key = `${goods.brand_id}|${goods.model}`;
      offers.set(key, [...(offers.get(key) ?? []), { supplier: goods.supplier_id, price: goods.list_price }]);
    }
    const shared = [...offers.values()].filter((o) => o.length > 1);
    expect(shared.length).toBeGreaterThan(100);
    for (const o of shared) expect(new Set(o.map((x) => x.supplier)).size).toBe(o.length);
    expect(shared.some((o) => new Set(o.map((x) => x.price)).size > 1)).toBe(true);
    expect(new Set(first.map((g) => g.goods.supplier_id))).toEqual(new Set([3, 4, 6, 7, 8, 9, 10, 11]));
  });

  it('has MOQ and multiples, delisted goods, series, zero stock, agreement prices and area limits', () => {
    const goods = first.map((g) => g.goods);
    expect(goods.some((g) => g.moq > 1 && g.order_multiple > 1)).toBe(true);
    expect(goods.filter((g) => g.status === 'off').length).toBeGreaterThan(10);
    const series = new Map<string, number>();
    for (const g of goods) if (g.series) series.set(g.series, (series.get(g.series) ?? 0) + 1);
    expect([...series.values()].some((n) => n >= 5)).toBe(true);
    expect(first.some((g) => g.stock.some(([, q]) => q === 0) && g.stock.some(([, q]) => q > 0))).toBe(true);
    for (const g of first) expect(g.goods.stock_total).toBe(g.stock.reduce((n, [, q]) => n + q, 0));

    const org1 = new Map<number, number>();
    const org2 = new Map<number, number>();
    for (const g of first)
      for (const [org, price] of g.prices) {
        expect(price).toBeLessThan(g.goods.list_price);
        (org === 1 ? org1 : org2).set(g.goods.id, price);
      }
    expect(org1.size).toBeGreaterThan(500);
    expect(org2.size).toBeGreaterThan(500);
    const both = [...org1.keys()].filter((id) => org2.has(id));
    expect(both.length).toBeLessThan(org1.size);
    expect(both.some((id) => org1.get(id) !== org2.get(id))).toBe(true);

    const chemicals = catalogBase().catalogs.find((c) => c.name === '化学品')!.id;
    const restricted = first.filter(
      (g) => g.goods.catalog1_id === chemicals && g.goods.name.includes('润滑剂'),
    );
    expect(restricted.length).toBeGreaterThan(0);
    expect(restricted.every((g) => g.limits.includes('540000') && g.limits.includes('650000'))).toBe(true);
  });

  it('keeps the vocabulary consistent: known brands, at least 12 tops', () => {
    expect(CATALOG.length).toBeGreaterThanOrEqual(12);
    expect(new Set(BRANDS.map((b) => b.cn)).size).toBe(BRANDS.length);
    const { freightTemplates, freightRules, warehouses } = catalogBase();
    expect(freightTemplates.length).toBe(16);
    const tibet = freightRules.find((r) => r.template_id === 1 && r.division_code === '540000')!;
    expect(tibet.fee).toBeGreaterThan(freightTemplates[0]!.default_fee);
    expect(warehouses.every((w) => /^\d{6}$/.test(w.division_code) && w.serves.length > 0)).toBe(true);
  });
});
