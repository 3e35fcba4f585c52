import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { MobileQueryRoot } from './query-root';

function Probe() {
  return <p>{useQueryClient() === queryClient ? '同一缓存' : '另一缓存'}</p>;
}

describe('MobileQueryRoot', () => {
  it("gives a mobile page the app's one query cache", () => {
    render(
      <MobileQueryRoot>
        <Probe />
      </MobileQueryRoot>,
    );
    expect(screen.getByText('同一缓存')).toBeTruthy();
  });
});
