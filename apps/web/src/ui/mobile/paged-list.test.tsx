import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { PagedList, type ListPage } from './paged-list';

type Row = { id: string; name: string };
let near: (() => void) | null = null;

beforeEach(() => {
  near = null;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private cb: (e: { isIntersecting: boolean; target: Element }[]) => void) {}
      observe(el: Element) {
        near = () => this.cb([{ isIntersecting: true, target: el }]);
      }
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

/** Two pages of three rows; the second repeats the last row of the first (a row that moved down). */
const PAGES: Record<number, ListPage<Row>> = {
  1: { total: 4, records: ['a', 'b', 'c'].map((id) => ({ id, name: `行${id}` })) },
  2: { total: 4, records: ['c', 'd'].map((id) => ({ id, name: `行${id}` })) },
};

function list(pages: Record<number, ListPage<Row>>) {
  return (
    <QueryClientProvider client={queryClient}>
      <PagedList<ListPage<Row>>
        queryOf={(page) => ({ queryKey: ['paged-test', page], queryFn: async () => pages[page]! })}
        render={(r) => <p key={r.id}>{r.name}</p>}
        empty={<p>空空如也</p>}
      />
    </QueryClientProvider>
  );
}

describe('PagedList', () => {
  it('shows the first page, loads the next near the end and shows each row once', async () => {
    render(list(PAGES));
    expect(await screen.findByText('行a')).toBeTruthy();
    expect(screen.queryByText('行d')).toBeNull();
    await act(async () => near?.());
    expect(await screen.findByText('行d')).toBeTruthy();
    expect(screen.getAllByText('行c')).toHaveLength(1);
    expect(await screen.findByText('没有更多了')).toBeTruthy();
  });

  it('shows what an empty list shows', async () => {
    render(list({ 1: { total: 0, records: [] } }));
    expect(await screen.findByText('空空如也')).toBeTruthy();
  });
});
