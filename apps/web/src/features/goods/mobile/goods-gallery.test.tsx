import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { GoodsGallery } from './goods-gallery';

type Callback = (entries: { isIntersecting: boolean; target: Element }[]) => void;
let wake: Callback = () => {};
const watched: Element[] = [];

beforeEach(() => {
  watched.length = 0;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(cb: Callback) {
        wake = cb;
      }
      observe(el: Element) {
        watched.push(el);
      }
      unobserve() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('GoodsGallery (native snapping strip)', () => {
  it('shows the first two pictures at once, the others once swiped near, and follows the scroll', () => {
    const { container } = render(<GoodsGallery images={['/a.svg', '/b.svg', '/c.svg']} name="螺丝刀" />);
    const alts = () => screen.getAllByRole('img').map((i) => i.getAttribute('alt'));
    expect(alts()).toEqual(['螺丝刀 图1', '螺丝刀 图2']);
    expect(screen.getAllByRole('img')[0]!.getAttribute('fetchpriority')).toBe('high');
    expect(screen.getByText('1 / 3')).toBeTruthy();
    // The third slide's box is watched; near the screen, its picture is asked for.
    expect(watched.map((el) => el.getAttribute('aria-label'))).toEqual(['3 / 3']);
    act(() => wake([{ isIntersecting: true, target: watched[0]! }]));
    expect(alts()).toEqual(['螺丝刀 图1', '螺丝刀 图2', '螺丝刀 图3']);

    // The strip takes the keyboard (its arrows scroll it) and tells which picture is in view.
    const strip = container.querySelector<HTMLElement>('.pm-snap')!;
    expect(strip.tabIndex).toBe(0);
    Object.defineProperty(strip, 'clientWidth', { value: 390, configurable: true });
    strip.scrollLeft = 780;
    fireEvent.scroll(strip);
    expect(screen.getByText('3 / 3')).toBeTruthy();
  });

  it('asks for drawn pictures as WebP at twice the strip width, and other pictures as they are', () => {
    render(
      <GoodsGallery images={['/img/goods/31/17/0/TTY.svg', '/pm-api/refund/photo/1.jpg']} name="螺丝" />,
    );
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('src'))).toEqual([
      '/img/goods/31/17/0/TTY.svg?w=960',
      '/pm-api/refund/photo/1.jpg',
    ]);
  });

  it('keeps the square box for goods without pictures, with no count and nothing to focus', () => {
    const { container } = render(<GoodsGallery images={[]} name="无图" />);
    expect(container.querySelector('.mg-gallery .mg-gallery__slide')).not.toBeNull();
    expect(screen.queryAllByRole('img')).toEqual([]);
    expect(container.querySelector('.mg-gallery__count')).toBeNull();
    expect(container.querySelector('.pm-snap')?.hasAttribute('tabindex')).toBe(false);
  });
});
