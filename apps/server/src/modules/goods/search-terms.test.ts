import { describe, expect, it } from 'vitest';
import {
  cleanKeyword,
  normalizeModel,
  parseQuery,
  pinyinParses,
  searchTermsOf,
  type SearchDocumentInput,
} from './search-terms';
import {
  priceFineTier,
  priceFineTierMin,
  priceKeysBetween,
  priceTier,
  priceTierMin,
  salesTier,
} from './search-keys';

const doc: SearchDocumentInput = {
  name: '长城精工 十字螺丝刀 PH2×150mm 6205-2RS1',
  brandNameCn: '长城精工',
  brandNameEn: 'Greatwall',
  model: '6205-2RS1',
  spec: 'PH2×150mm',
  catalogNames: ['五金工具', '手动工具', '螺丝刀'],
  key: 'SKU-1',
};

/** A query matches a document when each term has an alternative whose keys the document all holds. */
function matches(query: string, d: SearchDocumentInput, relaxed = false): boolean {
  const terms = new Set(searchTermsOf(d));
  return parseQuery(query, { relaxed }).terms.every((t) =>
    t.alternatives.some((alt) => alt.every((k) => terms.has(k))),
  );
}

describe('searchTermsOf', () => {
  it('holds characters, pairs and words of the Chinese text', () => {
    const terms = searchTermsOf(doc);
    for (const t of ['螺', '丝', '刀', '螺丝', '丝刀', '十字', '长城', '工具']) expect(terms).toContain(t);
  });

  it('holds latin tokens in lower case, their runs and separator-free compounds', () => {
    const terms = searchTermsOf(doc);
    for (const t of ['ph2', '150mm', '150', '6205', '2rs1', '62052rs1', 'greatwall'])
      expect(terms).toContain(t);
  });

  it('holds pinyin of character pairs and initials, reading heteronyms in context', () => {
    const terms = searchTermsOf(doc);
    for (const t of ['p:luosi', 'p:sidao', 'i:lsd', 'p:changcheng', 'i:ls']) expect(terms).toContain(t);
    expect(terms).not.toContain('p:zhangcheng');
  });

  it('puts the item in one stable sample bucket', () => {
    const a = searchTermsOf(doc).filter((t) => t.startsWith('s:'));
    expect(a).toHaveLength(1);
    expect(searchTermsOf(doc).filter((t) => t.startsWith('s:'))).toEqual(a);
  });

  it('reads full-width letters and digits as ASCII', () => {
    expect(searchTermsOf({ ...doc, name: 'Ｍ６螺栓', model: '', spec: '' })).toContain('m6');
  });
});

describe('normalizeModel', () => {
  it('keeps letters and digits only, in lower case', () => {
    expect(normalizeModel('6205-2RS1')).toBe('62052rs1');
    expect(normalizeModel(' KN95 / 9501V+ ')).toBe('kn959501v');
  });
});

describe('cleanKeyword', () => {
  it('strips markup and trims and collapses spaces', () => {
    expect(cleanKeyword('  <b>螺丝</b>刀  ')).toBe('螺丝刀');
    expect(cleanKeyword('得力   订书机')).toBe('得力 订书机');
    expect(cleanKeyword('<script>alert(1)</script>胶')).toBe('alert(1)胶');
    expect(cleanKeyword('a < b')).toBe('a b');
  });
});

describe('parseQuery', () => {
  it('splits on spaces and between Chinese and latin', () => {
    expect(parseQuery('得力 订书机').terms.map((t) => t.text)).toEqual(['得力', '订书机']);
    expect(parseQuery('M6螺丝').terms.map((t) => t.text)).toEqual(['m6', '螺丝']);
  });

  it('makes one- and two-character terms one key and longer ones the pairs', () => {
    expect(parseQuery('胶').terms[0]!.alternatives).toEqual([['胶']]);
    expect(parseQuery('螺丝').terms[0]!.alternatives).toEqual([['螺丝']]);
    expect(parseQuery('螺丝刀').terms[0]!.alternatives).toEqual([['螺丝', '丝刀']]);
  });

  it('reads latin letters as a token, as pinyin or as initials', () => {
    const luosi = parseQuery('luosi').terms[0]!.alternatives;
    expect(luosi).toContainEqual(['luosi']);
    expect(luosi).toContainEqual(['p:luosi']);
    expect(parseQuery('luosidao').terms[0]!.alternatives).toContainEqual(['p:luosi', 'p:sidao']);
    expect(parseQuery('lsd').terms[0]!.alternatives).toContainEqual(['i:lsd']);
  });

  it('gives the model forms that rank exact model hits first', () => {
    expect(parseQuery('6205-2RS1').modelKeys).toContain('62052rs1');
    expect(parseQuery('<i>6205-2RS1</i>').keyword).toBe('6205-2RS1');
  });

  it('splits a Chinese run into words when relaxed', () => {
    expect(parseQuery('得力订书机', { relaxed: true }).terms.map((t) => t.text)).toEqual(['得力', '订书机']);
  });
});

describe('index and keyword agree', () => {
  it.each([
    ['螺丝刀'],
    ['螺丝'],
    ['刀'],
    ['长城精工'],
    ['greatwall'],
    ['GREATWALL'],
    ['6205-2RS1'],
    ['62052rs1'],
    ['6205'],
    ['ph2'],
    ['luosi'],
    ['luosidao'],
    ['lsd'],
    ['changcheng'],
    ['长城 螺丝刀'],
    ['十字螺丝刀 PH2'],
    ['<em>螺丝刀</em>'],
    ['shoudonggongju'],
  ])('%s finds the document', (q) => {
    expect(matches(q, doc)).toBe(true);
  });

  it.each([['扳手'], ['螺母'], ['m6'], ['luomu'], ['长城 扳手'], ['刀螺']])('%s does not', (q) => {
    expect(matches(q, doc)).toBe(false);
  });

  it('finds words typed without a space only when relaxed', () => {
    const stapler = { ...doc, name: '得力 订书机 12号 0414', brandNameCn: '得力', model: '0414', spec: '' };
    expect(matches('得力订书机', stapler)).toBe(false);
    expect(matches('得力订书机', stapler, true)).toBe(true);
  });
});

describe('pinyinParses', () => {
  it('reads whole syllables only', () => {
    expect(pinyinParses('luosidao')[0]).toEqual(['luo', 'si', 'dao']);
    expect(pinyinParses('lsd')).toEqual([]);
  });
});

describe('tiers', () => {
  it('order sales and prices and give each price tier its lowest price', () => {
    const sales = [0, 1, 2, 4, 5, 9, 10, 19, 20, 49, 50, 99, 100, 12345, 99999, 100000];
    for (let i = 1; i < sales.length; i++)
      expect(salesTier(sales[i]!)).toBeGreaterThanOrEqual(salesTier(sales[i - 1]!));
    const prices = [1, 2, 3, 9, 10, 24, 25, 49, 50, 99, 100, 249, 250, 999, 1000, 123456, 10_000_000_000];
    for (let i = 1; i < prices.length; i++) {
      expect(priceTier(prices[i]!)).toBeGreaterThanOrEqual(priceTier(prices[i - 1]!));
    }
    for (const p of prices) {
      const t = priceTier(p);
      expect(priceTierMin(t)).toBeLessThanOrEqual(p);
      expect(priceTier(priceTierMin(t))).toBe(t);
      expect(priceTier(priceTierMin(t) - 1)).toBeLessThan(t === priceTier(1) ? t + 1 : t);
      const f = priceFineTier(p);
      expect(Math.floor(f / 4)).toBe(t);
      expect(priceFineTierMin(f)).toBeLessThanOrEqual(p);
      expect(priceFineTier(priceFineTierMin(f))).toBe(f);
    }
  });

  it('name the index keys of every list price within a range and few outside', () => {
    const held = (p: number) => [`ps:${priceTier(p)}`, `pf:${priceFineTier(p)}`];
    for (const [min, max] of [
      [0, 5000],
      [1000, 10000],
      [5000, 30000],
      [10000, 55000],
      [1234, 1300],
    ] as const) {
      const keys = new Set(priceKeysBetween(min, max));
      for (let p = Math.max(1, min); p <= max; p += 7) expect(held(p).some((k) => keys.has(k))).toBe(true);
      expect(held(max).some((k) => keys.has(k))).toBe(true);
      // Outside: at most one fine tier (about 5%) beyond each edge.
      expect(held(Math.ceil(max * 1.11)).some((k) => keys.has(k))).toBe(false);
      if (min > 100) expect(held(Math.floor(min * 0.9)).some((k) => keys.has(k))).toBe(false);
    }
  });
});
