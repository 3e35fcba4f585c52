import { fenToYuanText } from '@pm/contract/money';
import { describe, expect, it } from 'vitest';
import type { RefundableLine } from '@pm/contract/refund';
import {
  applicationKey,
  buildApplyRequest,
  initialDraft,
  lineCap,
  photoProblem,
  withNum,
  amountTextToFen,
  type ApplyForm,
} from './refund-apply-form';

const line = (over: Partial<RefundableLine> = {}): RefundableLine => ({
  orderLineId: '11',
  goodsId: '5',
  name: '双头扳手',
  brandName: '得力',
  model: 'DL-8',
  spec: '8-10mm',
  unit: '把',
  image: '/img/goods/5.svg',
  price: 1999,
  num: 10,
  amount: 19990,
  refundableNum: 10,
  refundableAmount: 19990,
  ...over,
});

describe('yuan and fen', () => {
  it('reads typed yuan exactly as integer fen', () => {
    expect(amountTextToFen('12')).toBe(1200);
    expect(amountTextToFen('12.3')).toBe(1230);
    expect(amountTextToFen('0.07')).toBe(7);
    // 1.15 * 100 is 114.99999999999999 in floating point
    expect(amountTextToFen('1.15')).toBe(115);
    expect(amountTextToFen(' ¥1,234.50 ')).toBe(123450);
    expect(amountTextToFen('12.')).toBe(1200);
  });

  it('refuses what is not an amount with two decimals', () => {
    for (const bad of ['', 'abc', '1.234', '-1', '1e3', '0x10', '.5'])
      expect(amountTextToFen(bad)).toBeNull();
  });

  it('writes fen as yuan for the input', () => {
    expect(fenToYuanText(123456)).toBe('1234.56');
    expect(fenToYuanText(7)).toBe('0.07');
    expect(fenToYuanText(0)).toBe('0.00');
  });
});

describe('line amounts', () => {
  it('defaults to price × num within what is left', () => {
    expect(lineCap(line(), 3)).toBe(5997);
    const partly = line({ refundableNum: 4, refundableAmount: 5000 });
    expect(lineCap(partly, 3)).toBe(5000);
    expect(initialDraft(partly)).toEqual({ orderLineId: '11', checked: false, num: 4, amountText: '50.00' });
  });

  it('a changed quantity stays within 1…left and resets the amount', () => {
    const l = line({ refundableNum: 4, refundableAmount: 7996 });
    const d = initialDraft(l);
    expect(withNum(l, d, 2)).toMatchObject({ num: 2, amountText: '39.98' });
    expect(withNum(l, d, 9)).toMatchObject({ num: 4, amountText: '79.96' });
    expect(withNum(l, d, null)).toMatchObject({ num: 1, amountText: '19.99' });
  });
});

describe('buildApplyRequest', () => {
  const lines = [
    line(),
    line({ orderLineId: '12', name: '内六角扳手', price: 500, refundableNum: 2, refundableAmount: 1000 }),
  ];
  const form = (over: Partial<ApplyForm> = {}): ApplyForm => ({
    orderId: '3',
    type: 'RETURN',
    reason: 'QUALITY',
    description: '  有裂纹 ',
    drafts: lines.map(initialDraft),
    photoIds: ['7'],
    ...over,
  });

  it('sends the chosen lines in integer fen', () => {
    const drafts = lines.map(initialDraft);
    drafts[1] = { ...drafts[1]!, checked: true, num: 1, amountText: '4.5' };
    const built = buildApplyRequest(form({ drafts }), lines);
    expect(built).toEqual({
      ok: true,
      amount: 450,
      request: {
        orderId: '3',
        type: 'RETURN',
        reason: 'QUALITY',
        description: '有裂纹',
        lines: [{ orderLineId: '12', num: 1, amount: 450 }],
        photoIds: ['7'],
      },
    });
  });

  it('names the first problem', () => {
    expect(buildApplyRequest(form({ type: null }), lines)).toEqual({ ok: false, message: '请选择售后类型' });
    expect(buildApplyRequest(form({ reason: null }), lines)).toEqual({
      ok: false,
      message: '请选择售后原因',
    });
    expect(buildApplyRequest(form(), lines)).toEqual({ ok: false, message: '请选择要售后的商品' });
    const over = lines.map(initialDraft);
    over[1] = { ...over[1]!, checked: true, num: 1, amountText: '5.01' };
    expect(buildApplyRequest(form({ drafts: over }), lines)).toEqual({
      ok: false,
      message: '「内六角扳手」的退款金额最多 ¥5.00',
    });
    over[1] = { ...over[1]!, amountText: '0' };
    expect(buildApplyRequest(form({ drafts: over }), lines)).toMatchObject({
      message: '「内六角扳手」的退款金额必须大于 0',
    });
    over[1] = { ...over[1]!, amountText: '1.234' };
    expect(buildApplyRequest(form({ drafts: over }), lines)).toMatchObject({ ok: false });
    over[1] = { ...over[1]!, num: 3, amountText: '1' };
    expect(buildApplyRequest(form({ drafts: over }), lines)).toMatchObject({
      message: '「内六角扳手」的售后数量应为 1 到 2',
    });
  });
});

describe('photoProblem', () => {
  it('takes JPEG, PNG and WebP up to 5 MB', () => {
    expect(photoProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(photoProblem({ type: 'image/gif', size: 1000 })).toBe('仅支持 JPG、PNG、WebP 格式的图片');
    expect(photoProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('图片不能超过 5 MB');
  });
});

describe('applicationKey', () => {
  const body = {
    orderId: '3',
    type: 'RETURN' as const,
    reason: 'QUALITY' as const,
    lines: [{ orderLineId: '1', num: 1, amount: 100 }],
  };
  let n = 0;
  const random = () => `refund-key-${(n += 1)}`;

  it('keeps the key for the same body and takes a new one for another', () => {
    const first = applicationKey(null, body, random);
    expect(first.key).toBe('refund-key-1');
    expect(applicationKey(first, { ...body }, random)).toBe(first);
    const changed = applicationKey(first, { ...body, description: '补充说明' }, random);
    expect(changed.key).toBe('refund-key-2');
  });

  it('makes keys the server accepts', () => {
    expect(applicationKey(null, body).key).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
  });
});
