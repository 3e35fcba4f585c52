import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Banner } from '@pm/contract/mall';
import { BannerCarousel } from './banner-carousel';

const BANNERS = [
  { id: '1', title: '劳保用品节', image: '', link: '/shop/list?keyword=手套' },
  { id: '2', title: '五金工具季', image: '', link: '/shop/list?keyword=扳手' },
] as Banner[];

/** The system's motion setting as the page reads it (the test window has no matchMedia of its own). */
function prefers(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('首页轮播 (desktop)', () => {
  it('turns to the next banner every 5 s, but not for a user who prefers less motion', () => {
    for (const reduce of [false, true]) {
      prefers(reduce);
      // the page's 5-s timers, run by hand (no waiting on time, no fake clock)
      const timers: (() => void)[] = [];
      const setInterval = vi.spyOn(window, 'setInterval').mockImplementation(((
        fn: () => void,
        ms?: number,
      ) => {
        if (ms === 5_000) timers.push(fn);
        return 0;
      }) as typeof window.setInterval);
      const { unmount } = render(
        <MemoryRouter>
          <BannerCarousel banners={BANNERS} />
        </MemoryRouter>,
      );
      expect(screen.getByRole('button', { name: '第 1 张：劳保用品节' }).getAttribute('aria-current')).toBe(
        'true',
      );
      expect(timers).toHaveLength(reduce ? 0 : 1);
      act(() => timers.forEach((turn) => turn()));
      const current = screen.getByRole('button', {
        name: reduce ? '第 1 张：劳保用品节' : '第 2 张：五金工具季',
      });
      expect(current.getAttribute('aria-current')).toBe('true');
      unmount();
      setInterval.mockRestore();
    }
  });
});
