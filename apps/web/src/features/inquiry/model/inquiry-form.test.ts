import { describe, expect, it } from 'vitest';
import {
  deadlineProblem,
  defaultDeadline,
  quoteLinesOf,
  priceYuanToFen,
  type QuoteRow,
} from './inquiry-form';

const row = (over: Partial<QuoteRow>): QuoteRow => ({
  lineId: '1',
  goodsName: '螺丝刀',
  priceYuan: null,
  quotedNum: null,
  validUntil: null,
  remark: '',
  ...over,
});

describe('inquiry form rules', () => {
  it('turns yuan into fen without float drift and refuses non-positive amounts', () => {
    expect(priceYuanToFen(12.34)).toBe(1234);
    expect(priceYuanToFen(0.1 + 0.2)).toBe(30);
    expect(priceYuanToFen(0)).toBeNull();
    expect(priceYuanToFen(-1)).toBeNull();
    expect(priceYuanToFen(null)).toBeNull();
  });

  it('checks the reply deadline against now and the 30-day limit', () => {
    const now = new Date('2026-11-21T08:00:00+08:00');
    expect(deadlineProblem(null, now)).toBe('请选择报价截止时间');
    expect(deadlineProblem(new Date('2026-11-21T07:00:00+08:00'), now)).toBe('报价截止时间须晚于当前时间');
    expect(deadlineProblem(new Date('2027-01-01T00:00:00+08:00'), now)).toBe('报价截止时间最晚为 30 天内');
    expect(deadlineProblem(defaultDeadline(now), now)).toBeNull();
  });

  it('sends priced quote rows, skips unpriced ones and names those without a validity date', () => {
    expect(quoteLinesOf([row({})]).problem).toBe('请至少填写一条报价单价');
    expect(quoteLinesOf([row({ validUntil: '2026-11-30' })]).problem).toBe('请至少填写一条报价单价');
    expect(quoteLinesOf([row({ priceYuan: 5 })]).problem).toBe('请填写「螺丝刀」的报价有效期');
    expect(quoteLinesOf([row({ priceYuan: 0, validUntil: '2026-11-30' })]).problem).toBe(
      '「螺丝刀」的报价单价须大于 0',
    );
    expect(
      quoteLinesOf([
        row({ priceYuan: 9.9, validUntil: '2026-11-30', remark: ' 含税 ' }),
        row({ lineId: '2' }),
      ]),
    ).toEqual({
      lines: [{ lineId: '1', price: 990, quotedNum: null, validUntil: '2026-11-30', remark: '含税' }],
      problem: null,
    });
  });

  it('asks an invited supplier for goods of its own on the lines it prices', () => {
    const priced = { priceYuan: 12, validUntil: '2026-11-30', needsOffer: true };
    expect(quoteLinesOf([row(priced)]).problem).toBe('请为「螺丝刀」选择贵司的报价商品');
    expect(
      quoteLinesOf([row({ ...priced, offeredGoodsId: '77' }), row({ lineId: '2', needsOffer: true })]),
    ).toEqual({
      lines: [
        {
          lineId: '1',
          price: 1200,
          quotedNum: null,
          validUntil: '2026-11-30',
          remark: '',
          offeredGoodsId: '77',
        },
      ],
      problem: null,
    });
  });
});
