import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ScoreFigureCell } from './scorecard-board';

describe('a scorecard figure', () => {
  it('shows the figure with its sample size', () => {
    render(<ScoreFigureCell figure="onTime" value={{ value: 0.9, n: 10, reason: null }} minSample={5} />);
    expect(screen.getByText('90.00%')).toBeTruthy();
    expect(screen.getByText('样本 n=10')).toBeTruthy();
  });

  it('says 样本不足（n<5） below the minimum sample, with the sample size', () => {
    const { container } = render(
      <ScoreFigureCell figure="refundRate" value={{ value: null, n: 2, reason: '样本不足' }} minSample={5} />,
    );
    expect(screen.getByText('样本不足（n<5）')).toBeTruthy();
    expect(screen.getByText('样本 n=2')).toBeTruthy();
    expect(container.querySelector('[data-insufficient="true"]')).not.toBeNull();
  });
});
