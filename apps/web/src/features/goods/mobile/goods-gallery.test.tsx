import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { GoodsGallery } from './goods-gallery';

describe('GoodsGallery (native snapping strip)', () => {
  it('shows every picture with its text, the first at once and the others lazily, and follows the scroll', () => {
    const { container } = render(<GoodsGallery images={['/a.svg', '/b.svg', '/c.svg']} name="螺丝刀" />);
    const imgs = screen.getAllByRole('img');
    expect(imgs.map((i) => i.getAttribute('alt'))).toEqual(['螺丝刀 图1', '螺丝刀 图2', '螺丝刀 图3']);
    expect(imgs.map((i) => i.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(screen.getByText('1 / 3')).toBeTruthy();

    // The strip takes the keyboard (its arrows scroll it) and tells which picture is in view.
    const strip = container.querySelector<HTMLElement>('.pm-snap')!;
    expect(strip.tabIndex).toBe(0);
    Object.defineProperty(strip, 'clientWidth', { value: 390, configurable: true });
    strip.scrollLeft = 780;
    fireEvent.scroll(strip);
    expect(screen.getByText('3 / 3')).toBeTruthy();
  });

  it('keeps the square box for goods without pictures, with no count and nothing to focus', () => {
    const { container } = render(<GoodsGallery images={[]} name="无图" />);
    expect(container.querySelector('.mg-gallery .mg-gallery__slide')).not.toBeNull();
    expect(screen.queryAllByRole('img')).toEqual([]);
    expect(container.querySelector('.mg-gallery__count')).toBeNull();
    expect(container.querySelector('.pm-snap')?.hasAttribute('tabindex')).toBe(false);
  });
});
