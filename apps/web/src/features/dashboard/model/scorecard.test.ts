import { describe, expect, it } from 'vitest';
import { scoreCell } from './scorecard';

describe('the sample-size rule of the scorecard', () => {
  it('shows a rate with its sample size', () => {
    expect(scoreCell('onTime', { value: 0.875, n: 8, reason: null }, 5)).toEqual({
      text: '87.50%',
      sample: '样本 n=8',
      insufficient: false,
      reason: null,
    });
  });

  it('shows hours with one decimal', () => {
    expect(scoreCell('responseHours', { value: 6.46, n: 5, reason: null }, 5).text).toBe('6.5 小时');
  });

  it('says 样本不足 instead of a figure the server left empty, with its reason', () => {
    const c = scoreCell('refundRate', { value: null, n: 3, reason: '样本不足 5 笔' }, 5);
    expect(c).toEqual({
      text: '样本不足（n<5）',
      sample: '样本 n=3',
      insufficient: true,
      reason: '样本不足 5 笔',
    });
  });

  it('never shows a figure below the minimum sample, even when one is sent', () => {
    const c = scoreCell('onTime', { value: 1, n: 4, reason: null }, 5);
    expect(c.insufficient).toBe(true);
    expect(c.text).toBe('样本不足（n<5）');
  });

  it('a figure of zero with enough sample is a figure, not an empty one', () => {
    expect(scoreCell('refundRate', { value: 0, n: 20, reason: null }, 5).text).toBe('0.00%');
  });
});
