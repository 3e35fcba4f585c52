import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Sparkline, sparkPoints } from './sparkline';

describe('sparkPoints', () => {
  it('draws nothing without values', () => {
    expect(sparkPoints([null, null], 100, 20)).toEqual({ segments: [], dots: [] });
  });

  it('puts the highest value at the top and the lowest at the bottom', () => {
    const { segments } = sparkPoints([100, 200, 150], 104, 24);
    expect(segments).toEqual(['2.0,22.0 52.0,2.0 102.0,12.0']);
  });

  it('breaks the line at months without a value, and a lone month is a dot', () => {
    const r = sparkPoints([100, 200, null, 150, null], 100, 20);
    expect(r.segments).toHaveLength(1);
    expect(r.dots).toEqual([{ x: 2 + 3 * 24, y: 10 }]);
  });

  it('draws a flat price in the middle', () => {
    expect(sparkPoints([5, 5], 100, 20).segments).toEqual(['2.0,10.0 98.0,10.0']);
  });
});

describe('Sparkline', () => {
  it('is an image named by its label', () => {
    const { getByRole } = render(<Sparkline values={[1, 2]} label="价格走势" />);
    expect(getByRole('img', { name: '价格走势' })).toBeTruthy();
  });
});
