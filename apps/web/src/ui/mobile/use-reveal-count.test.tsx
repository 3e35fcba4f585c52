import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { REVEAL_FIRST, useRevealCount } from './use-reveal-count';

function Items({ total }: { total: number }) {
  const shown = useRevealCount(total);
  return (
    <ul>
      {Array.from({ length: shown }, (_, i) => (
        <li key={i}>{i}</li>
      ))}
    </ul>
  );
}

describe('useRevealCount', () => {
  it('renders the first few at once and the rest in later steps, also when more arrive', async () => {
    const { rerender } = render(<Items total={20} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(REVEAL_FIRST);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20));
    rerender(<Items total={27} />);
    expect(screen.getAllByRole('listitem').length).toBeLessThan(27);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(27));
    rerender(<Items total={3} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('renders a short list whole in the first commit', () => {
    render(<Items total={4} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('shows the first few at once when the items arrive after an empty start (data still loading)', () => {
    const { rerender } = render(<Items total={0} />);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    rerender(<Items total={10} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(REVEAL_FIRST);
  });
});
