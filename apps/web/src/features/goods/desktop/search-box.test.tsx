import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { queryClient } from '@/lib/query-client';
import { SearchBox } from './search-box';
import { setRequestStandIn } from '@/lib/http';

// The box's hot searches and suggestions: none here.
beforeAll(() => setRequestStandIn(() => Promise.resolve([])));

afterEach(() => queryClient.clear());

let go: (to: string) => void = () => undefined;
function Header({ keyword }: { keyword: string }) {
  const navigate = useNavigate();
  const [to, setTo] = useState<string | null>(null);
  go = (path) => navigate(path);
  return (
    <>
      <SearchBox keyword={keyword} signedIn={false} onNavigate={setTo} />
      <output data-testid="to">{to ?? ''}</output>
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/shop', element: <Header keyword="" /> },
      { path: '/shop/list', element: <Header keyword="螺丝" /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('SearchBox', () => {
  it('keeps what the buyer is typing while the route settles, and searches for it', async () => {
    renderAt('/shop');
    const user = userEvent.setup();
    const box = screen.getByRole('combobox');
    await user.type(box, 'SKF 6202');
    // the address moves under the focused box (a redirect, a canonical address)
    await act(async () => {
      go('/shop?from=home');
    });
    expect(box).toHaveProperty('value', 'SKF 6202');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('to').textContent).toContain(encodeURIComponent('SKF 6202'));
  });

  it('shows the keyword of the page it moved to when the buyer is not typing', async () => {
    const router = renderAt('/shop');
    const box = screen.getByRole('combobox');
    expect(box).toHaveProperty('value', '');
    await act(async () => {
      await router.navigate('/shop/list');
    });
    expect(await screen.findByRole('combobox')).toHaveProperty('value', '螺丝');
  });
});
