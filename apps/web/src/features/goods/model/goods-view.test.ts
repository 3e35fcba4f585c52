import { describe, expect, it } from 'vitest';
import { freightText, specRows } from './goods-view';

describe('goods detail words', () => {
  it('says the freight: free, a fee, or a fee with its free threshold', () => {
    expect(freightText({ fee: 0, freeThreshold: 0 })).toBe('免运费');
    expect(freightText({ fee: 1200, freeThreshold: 0 })).toBe('运费 ¥12.00');
    expect(freightText({ fee: 1200, freeThreshold: 9900 })).toBe('运费 ¥12.00，满 ¥99.00 包邮');
  });

  it('lists the specification, the goods attributes replacing or following the fields', () => {
    const goods = {
      name: '内六角扳手',
      skuCode: 'GM000000123',
      brandName: '世达',
      model: '',
      spec: '9 件套',
      unit: '套',
      moq: 5,
      orderMultiple: 2,
      attrs: [
        { name: '规格', value: '9 件套公制' },
        { name: '材质', value: '铬钒钢' },
      ],
    };
    const rows = specRows(goods);
    expect(rows.map((r) => r.name)).toEqual([
      '商品编码',
      '品牌',
      '规格',
      '单位',
      '起订量',
      '订货倍数',
      '材质',
    ]);
    expect(rows.find((r) => r.name === '规格')?.value).toBe('9 件套公制');
    expect(rows.find((r) => r.name === '起订量')?.value).toBe('5套');
    expect(specRows(goods, { withName: true })[0]).toEqual({ name: '商品名称', value: '内六角扳手' });
  });
});
