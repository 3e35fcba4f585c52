/**
 * The deterministic demo-catalog generator. `catalogBase()` gives the small tables (catalog tree,
 * brands, supplier warehouses, freight templates); `generateGoods(count)` yields goods one by one with
 * their stock, agreement prices and area limits, never holding the whole catalog in memory.
 *
 * Deterministic: the same count gives the same rows and ids, and goods 1..n are the same for every
 * count ≥ n (the 20,000 of the demo are the first 20,000 of the million). Randomness comes from a
 * hash of the product's coordinates, not from a running stream.
 *
 * How goods are made: a product line is a template of a third-level category made by one brand; its
 * variants are the combinations of the template's dimensions (sizes, colours …). Lines are taken one
 * per category in turn so that any prefix covers every category. Each product is offered by a primary
 * supplier and sometimes by one or two more at other prices (comparable goods: same brand and model).
 * When every line is used, the next generation repeats them as newer models (model suffix, a grade word).
 */
import { normalizeModel, searchTermsOf } from '../../../modules/goods/search-terms';
import { BRANDS, brandByName, type BrandDef } from './brands';
import {
  freightRows,
  RESTRICTED_PROVINCES,
  REMOTE_PROVINCES,
  VENDORS,
  warehouseRows,
  type VendorDef,
} from './suppliers';
import { CATALOG, type Template } from './vocab';
import { brandLogoPath, catalogIconPath, goodsImagePath } from './images';

export interface CatalogRow {
  id: number;
  parent_id: number | null;
  level: 1 | 2 | 3;
  name: string;
  icon: string;
  sort: number;
}

export interface BrandRow {
  id: number;
  name_cn: string;
  name_en: string;
  logo: string;
  initial: string;
  sort: number;
}

export interface GoodsRow {
  id: number;
  sku_code: string;
  name: string;
  brand_id: number;
  catalog_id: number;
  catalog1_id: number;
  catalog2_id: number;
  supplier_id: number;
  series: string;
  model: string;
  spec: string;
  unit: string;
  moq: number;
  order_multiple: number;
  list_price: number;
  market_price: number;
  stock_total: number;
  sales: number;
  status: 'on' | 'off';
  attrs: { name: string; value: string }[];
  images: string[];
  description: string;
  freight_template_id: number;
  model_norm: string;
  search_terms: string[];
  created_at: string;
}

export interface GeneratedGoods {
  goods: GoodsRow;
  /** [warehouse id, quantity] */
  stock: [number, number][];
  /** [buyer organization id, agreement price in fen] */
  prices: [number, number][];
  /** division codes the goods may not be sold into */
  limits: string[];
}

/** Buyer organizations of the demo with agreement prices: share of goods, price factor range. */
export const AGREEMENT_BUYERS = [
  { orgId: 1, share: 0.3, min: 0.82, max: 0.95, salt: 101 },
  { orgId: 2, share: 0.25, min: 0.86, max: 0.97, salt: 202 },
] as const;

// ---------------------------------------------------------------------------------------------------
// Hash-based randomness

function mix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A small PRNG (mulberry32) seeded from a list of integers. */
export function rngOf(...keys: number[]): () => number {
  let s = 0x9e3779b9;
  for (const k of keys) s = mix(s ^ mix(k + 0x6d2b79f5));
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;

// ---------------------------------------------------------------------------------------------------
// The catalog tree and the product lines

interface LeafInfo {
  id: number;
  mid: number;
  top: number;
  topName: string;
  names: [string, string, string];
  templates: Template[];
}

interface Line {
  leaf: LeafInfo;
  tIdx: number;
  template: Template;
  brand: BrandDef;
  pattern: string;
  /** Every combination of the dimensions: the value texts. */
  variants: string[][];
  /** The same with the codes used in model patterns. */
  codes: string[][];
  /** Eligible suppliers. */
  vendors: readonly VendorDef[];
  /** The model of each variant (first generation), unique per brand across all lines. */
  models: string[];
}

interface Tree {
  rows: CatalogRow[];
  leaves: LeafInfo[];
}

let treeCache: Tree | null = null;
function tree(): Tree {
  if (treeCache) return treeCache;
  const rows: CatalogRow[] = [];
  const leaves: LeafInfo[] = [];
  let id = 0;
  CATALOG.forEach((top, i) => {
    const topId = ++id;
    rows.push({
      id: topId,
      parent_id: null,
      level: 1,
      name: top.name,
      icon: catalogIconPath(topId),
      sort: i,
    });
    top.c.forEach((mid, j) => {
      const midId = ++id;
      rows.push({
        id: midId,
        parent_id: topId,
        level: 2,
        name: mid.name,
        icon: catalogIconPath(midId),
        sort: j,
      });
      mid.c.forEach((leaf, k) => {
        const leafId = ++id;
        rows.push({
          id: leafId,
          parent_id: midId,
          level: 3,
          name: leaf.name,
          icon: catalogIconPath(leafId),
          sort: k,
        });
        leaves.push({
          id: leafId,
          mid: midId,
          top: topId,
          topName: top.name,
          names: [top.name, mid.name, leaf.name],
          templates: leaf.t,
        });
      });
    });
  });
  treeCache = { rows, leaves };
  return treeCache;
}

function cartesian(dims: string[][]): string[][] {
  let out: string[][] = [[]];
  for (const values of dims) out = out.flatMap((prefix) => values.map((v) => [...prefix, v]));
  return out;
}

const text = (v: string) => v.split('|')[0]!;
const code = (v: string) => (v.includes('|') ? v.split('|')[1]! : v.replace(/\s+/g, ''));

let linesCache: Line[] | null = null;
/** Product lines in emission order: the r-th line of every category, then the (r+1)-th … */
function lines(): Line[] {
  if (linesCache) return linesCache;
  const perLeaf = tree().leaves.map((leaf) => {
    const ls: Line[] = [];
    const top = CATALOG.find((t) => t.name === leaf.topName)!;
    const brandsOf = leaf.templates.map((template) => {
      const entries = Object.entries(template.b);
      for (const [brand, prefix, mids] of top.extra) {
        if (template.b[brand] !== undefined) continue;
        if (mids.length && !mids.includes(leaf.names[1])) continue;
        entries.push([brand, `${prefix}{n}{i}`]);
      }
      return entries;
    });
    const maxBrands = Math.max(...brandsOf.map((b) => b.length));
    const vendors = VENDORS.filter((v) => v.tops.length === 0 || v.tops.includes(leaf.topName));
    for (let b = 0; b < maxBrands; b++) {
      leaf.templates.forEach((template, tIdx) => {
        const entry = brandsOf[tIdx]![b];
        if (!entry) return;
        const dims = template.d ?? [];
        ls.push({
          leaf,
          tIdx,
          template,
          brand: brandByName(entry[0]),
          pattern: entry[1],
          variants: cartesian(dims.map((d) => d.map(text))),
          codes: cartesian(dims.map((d) => d.map(code))),
          vendors,
          models: [],
        });
      });
    }
    return ls;
  });
  const out: Line[] = [];
  const longest = Math.max(...perLeaf.map((l) => l.length));
  for (let r = 0; r < longest; r++) for (const ls of perLeaf) if (ls[r]) out.push(ls[r]!);
  assignModels(out);
  linesCache = out;
  return out;
}

/** How many products one generation has (each is offered by one to three suppliers). */
export function productsPerGeneration(): number {
  return lines().reduce((n, l) => n + l.variants.length, 0);
}

// ---------------------------------------------------------------------------------------------------
// The small tables

export interface CatalogBase {
  catalogs: CatalogRow[];
  brands: BrandRow[];
  vendors: readonly VendorDef[];
  warehouses: ReturnType<typeof warehouseRows>;
  freightTemplates: ReturnType<typeof freightRows>['templates'];
  freightRules: ReturnType<typeof freightRows>['rules'];
}

export function catalogBase(): CatalogBase {
  const freight = freightRows();
  return {
    catalogs: tree().rows,
    brands: BRANDS.map((b, i) => ({
      id: b.id,
      name_cn: b.cn,
      name_en: b.en,
      logo: brandLogoPath(b.id),
      initial: b.initial,
      sort: i,
    })),
    vendors: VENDORS,
    warehouses: warehouseRows(),
    freightTemplates: freight.templates,
    freightRules: freight.rules,
  };
}

// ---------------------------------------------------------------------------------------------------
// Goods

/** Newer generations of a product line: a grade word in the name and its code after the model. */
const GRADES: [string, string][] = [
  ['加强型', 'H'],
  ['经济型', 'E'],
  ['专业级', 'P'],
  ['工业级', 'G'],
  ['重载型', 'HD'],
  ['精品', 'S'],
  ['耐用型', 'D'],
  ['轻量型', 'L'],
  ['旗舰款', 'X'],
  ['标准型', 'N'],
  ['高配版', 'Plus'],
  ['升级款', 'II'],
];
function gradeOf(lineNo: number, g: number): { word: string; suffix: string } {
  if (g === 0) return { word: '', suffix: '' };
  const [word, code] = GRADES[(g - 1 + lineNo) % GRADES.length]!;
  const round = Math.floor((g - 1) / GRADES.length);
  return { word, suffix: `-${code}${round ? round + 1 : ''}` };
}

/**
 * Fills each line's models from its pattern: {0} {1} … the dimension codes, {i} the variant number, {n}
 * a number of the line. Dimensions the pattern does not name are appended (NXC-09-AC220V) so that the
 * variants of a line differ; a model another line of the same brand already has moves the line's {n}
 * (or, without {n}, gets a letter) so that brand + model names one product.
 */
function dimIndex(line: Line, d: number, code: string): number {
  return [...new Set(line.codes.map((c) => c[d]))].indexOf(code) + 1;
}

function assignModels(ls: Line[]): void {
  const used = new Map<number, Set<string>>();
  ls.forEach((line, lineNo) => {
    const seen = used.get(line.brand.id) ?? new Set<string>();
    used.set(line.brand.id, seen);
    const named = new Set([...line.pattern.matchAll(/\{(\d)\}/g)].map((m) => Number(m[1])));
    const perVariant = /\{[in]\}/.test(line.pattern);
    const dims = line.codes[0]?.length ?? 0;
    const appended = perVariant
      ? []
      : Array.from({ length: dims }, (_, d) => d).filter(
          (d) => !named.has(d) && new Set(line.codes.map((c) => c[d])).size > 1,
        );
    for (let salt = 0; ; salt++) {
      const n = 100 + ((lineNo * 37 + line.brand.id * 11 + salt * 131) % 800);
      const tag = salt > 0 && !line.pattern.includes('{n}') ? `-${String.fromCharCode(64 + salt)}` : '';
      const models = line.codes.map((codes, v) => {
        let m = line.pattern
          .replace(/\{(\d)\}/g, (_, d: string) => codes[Number(d)] ?? '')
          .replace('{i}', String(v + 1).padStart(2, '0'))
          .replace('{n}', String(n + v));
        for (const d of appended) {
          // A code with Chinese in it (685mm宽叉) becomes the value's number in its dimension.
          const c = codes[d]!;
          m += `-${/^[\w.+/-]+$/.test(c) ? c : dimIndex(line, d, c)}`;
        }
        return m + tag;
      });
      if (new Set(models).size === models.length && models.every((m) => !seen.has(m))) {
        for (const m of models) seen.add(m);
        line.models = models;
        break;
      }
      if (salt > 25) throw new Error(`no unique models for ${line.brand.cn} ${line.template.n}`);
    }
  });
}

/** A price in fen rounded like a shop would: to 10 fen under 100 yuan, to a yuan above, to 10 above 1000. */
function roundPrice(fen: number): number {
  if (fen < 10_000) return Math.max(10, Math.round(fen / 10) * 10);
  if (fen < 100_000) return Math.round(fen / 100) * 100;
  return Math.round(fen / 1000) * 1000;
}

const BASE_DATE = Date.UTC(2025, 8, 1);
const DAY = 86_400_000;

/** warehouse ids per supplier */
let warehousesBySupplier: Map<number, number[]> | null = null;
function warehousesOf(supplierId: number): number[] {
  if (!warehousesBySupplier) {
    warehousesBySupplier = new Map();
    for (const w of warehouseRows()) {
      const list = warehousesBySupplier.get(w.supplier_id) ?? [];
      list.push(w.id);
      warehousesBySupplier.set(w.supplier_id, list);
    }
  }
  return warehousesBySupplier.get(supplierId) ?? [];
}

const VENDOR_INDEX = new Map(VENDORS.map((v, k) => [v.id, k]));
const VIEW_COUNT_MIN = 2;

/**
 * The goods of the catalog in id order, `count` of them (default: the 20,000 of the demo).
 * Stops after `count` goods; pass `startId` to skip the first ones (resume, or split across workers).
 */
export function* generateGoods(count: number, opts: { startId?: number } = {}): Generator<GeneratedGoods> {
  const ls = lines();
  const startId = opts.startId ?? 1;
  let id = 0;
  for (let g = 0; ; g++) {
    for (let lineNo = 0; lineNo < ls.length; lineNo++) {
      const line = ls[lineNo]!;
      const { leaf, template, brand } = line;
      const lr = rngOf(1, lineNo, g);
      const primary = pick(lr, line.vendors);
      const attrChoice: [string, string][] = Object.entries(template.a ?? {}).map(([k, v]) => [
        k,
        typeof v === 'string' ? v : pick(lr, v),
      ]);
      const basePrice = template.p[0] + (template.p[1] - template.p[0]) * (0.1 + 0.15 * lr());
      const spread = template.p[1] - template.p[0];
      const nv = line.variants.length;
      const grade = gradeOf(lineNo, g);

      for (let v = 0; v < nv; v++) {
        if (id >= count) return;
        const pr = rngOf(2, lineNo, g, v);
        const values = line.variants[v]!;
        const spec = values.join(' ');
        const model = line.models[v]! + grade.suffix;
        const noun = grade.word + template.n;
        const name = [brand.cn, noun, spec, model].filter(Boolean).join(' ');
        // Bigger variants cost more: position along each dimension.
        const pos = nv > 1 ? v / (nv - 1) : 0;
        const yuan = (basePrice + spread * 0.75 * pos * (0.8 + 0.4 * pr())) * brand.tier * (1 + g * 0.01);

        // Offers: the primary supplier, sometimes one or two more.
        const roll = pr();
        const others = line.vendors.filter((x) => x.id !== primary.id);
        const offers: VendorDef[] = [primary];
        if (others.length && roll < 0.3) offers.push(others[Math.floor(pr() * others.length)]!);
        if (others.length > 1 && roll < 0.08) {
          const third = others[Math.floor(pr() * others.length)]!;
          if (!offers.includes(third)) offers.push(third);
        }

        // Skip the work for goods before `startId` (a worker that starts mid-way).
        if (id + offers.length < startId) {
          id += offers.length;
          continue;
        }
        // Once per product: the offers of other suppliers have the same search document.
        const terms = searchTermsOf({
          name,
          brandNameCn: brand.cn,
          brandNameEn: brand.en,
          model,
          spec,
          catalogNames: leaf.names,
        });
        const modelNorm = normalizeModel(model);
        const attrs = [
          { name: '品牌', value: brand.cn === brand.en ? brand.cn : `${brand.cn}（${brand.en}）` },
          { name: '型号', value: model },
          ...(spec ? [{ name: '规格', value: spec }] : []),
          ...attrChoice.map(([n, value]) => ({ name: n, value })),
        ];

        for (let o = 0; o < offers.length; o++) {
          if (id >= count) return;
          id++;
          if (id < startId) continue;
          const supplier = offers[o]!;
          const r = rngOf(3, id);
          const factor = o === 0 ? 0.97 + 0.08 * r() : 0.9 + 0.22 * r();
          const listPrice = roundPrice(yuan * 100 * factor);
          const marketPrice = roundPrice(listPrice * (1.08 + 0.37 * r()));
          const status: 'on' | 'off' = r() < 0.015 ? 'off' : 'on';
          const noStock = r() < 0.03;
          const stock: [number, number][] = warehousesOf(supplier.id).map((w) => {
            const rr = r();
            const qty =
              noStock || rr < 0.12
                ? 0
                : Math.floor(Math.exp(r() * 7.5) * (yuan < 50 ? 2 : yuan < 500 ? 1 : 0.3));
            return [w, qty];
          });
          const stockTotal = stock.reduce((n, [, q]) => n + q, 0);
          // Cheap goods sell more; the classic models (first generation) sell best.
          const sales = Math.floor(Math.exp(r() * r() * (yuan < 100 ? 9.5 : 7.5)) / (1 + g)) - 1;
          const prices: [number, number][] = [];
          for (const b of AGREEMENT_BUYERS) {
            const br = rngOf(b.salt, id);
            if (br() < b.share)
              prices.push([b.orgId, roundPrice(listPrice * (b.min + (b.max - b.min) * br()))]);
          }
          let limits: string[] = [];
          if (template.restricted) limits = RESTRICTED_PROVINCES;
          else if (r() < 0.008) limits = [pick(r, REMOTE_PROVINCES)];
          const views = VIEW_COUNT_MIN + Math.floor(r() * 3);
          const images = Array.from({ length: views }, (_, k) => goodsImagePath(leaf.id, brand.id, k, model));
          const k = VENDOR_INDEX.get(supplier.id)!;
          const moq = template.q?.[0] ?? 1;
          const multiple = template.q?.[1] ?? 1;
          yield {
            goods: {
              id,
              sku_code: `GM${String(id).padStart(9, '0')}`,
              name,
              brand_id: brand.id,
              catalog_id: leaf.id,
              catalog1_id: leaf.top,
              catalog2_id: leaf.mid,
              supplier_id: supplier.id,
              series: nv > 1 ? `S${leaf.id}-${line.tIdx}-${brand.id}-${g}-${supplier.id}` : '',
              model,
              spec,
              unit: template.u,
              moq,
              order_multiple: multiple,
              list_price: listPrice,
              market_price: Math.max(marketPrice, listPrice),
              stock_total: stockTotal,
              sales: Math.max(0, sales),
              status,
              attrs,
              images,
              description: `${brand.cn} ${template.n}${spec ? `，${spec}` : ''}，型号 ${model}。${supplier.shortName}供货，正品保障，可开增值税专用发票。`,
              freight_template_id: k * 2 + (template.heavy ? 2 : 1),
              model_norm: modelNorm,
              search_terms: terms,
              created_at: new Date(
                BASE_DATE - Math.floor(r() * 540) * DAY - Math.floor(r() * DAY),
              ).toISOString(),
            },
            stock,
            prices,
            limits,
          };
        }
      }
    }
  }
}

/** Generator API in one call: the small tables and the goods stream. */
export function generateCatalog(opts: { count: number }): {
  base: CatalogBase;
  goods: Iterable<GeneratedGoods>;
} {
  return { base: catalogBase(), goods: generateGoods(opts.count) };
}
