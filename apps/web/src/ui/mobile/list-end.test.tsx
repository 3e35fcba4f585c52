import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ListEnd } from './list-end';
import { useNearScreen } from './use-near-screen';

interface FakeObserver {
  cb: (entries: { isIntersecting: boolean; target: Element }[]) => void;
  options: IntersectionObserverInit & { scrollMargin?: string };
  watched: Element[];
}
let observers: FakeObserver[] = [];
/** Tells every observer that still watches something that its elements are (or are not) near. */
const near = (isIntersecting = true) =>
  act(() => {
    for (const o of observers.filter((x) => x.watched.length))
      o.cb(o.watched.map((target) => ({ isIntersecting, target })));
  });

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      o: FakeObserver;
      constructor(cb: FakeObserver['cb'], options: FakeObserver['options']) {
        this.o = { cb, options, watched: [] };
        observers.push(this.o);
      }
      observe(el: Element) {
        this.o.watched.push(el);
      }
      unobserve(el: Element) {
        this.o.watched = this.o.watched.filter((x) => x !== el);
      }
      disconnect() {
        this.o.watched = [];
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('ListEnd', () => {
  it('loads the next page once near the screen, and again while it stays near', async () => {
    const loadMore = vi.fn(() => Promise.resolve());
    render(<ListEnd hasMore loadMore={loadMore} />);
    expect(screen.getByRole('status').textContent).toBe('上拉加载更多');
    expect(observers[0]!.options.rootMargin).toBe('0px 0px 250px 0px');
    near(false);
    expect(loadMore).not.toHaveBeenCalled();
    near();
    near(); // a second report while the page loads asks nothing more
    expect(loadMore).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toContain('加载中');
    await act(async () => {});
    expect(screen.getByRole('status').textContent).toBe('上拉加载更多');
    // Observed anew after the page: still near, so the next page loads too.
    near();
    expect(loadMore).toHaveBeenCalledTimes(2);
  });

  it('offers 重新加载 after a failed page and loads again when pressed', async () => {
    const loadMore = vi.fn().mockRejectedValueOnce(new Error('网络错误')).mockResolvedValue(undefined);
    render(<ListEnd hasMore loadMore={loadMore} />);
    near();
    await act(async () => {});
    expect(screen.getByText('加载失败')).toBeTruthy();
    near(); // nothing is watched while it failed
    expect(loadMore).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    near();
    expect(loadMore).toHaveBeenCalledTimes(2);
  });

  it('says 没有更多了 at the end and watches nothing', () => {
    render(<ListEnd hasMore={false} loadMore={() => Promise.resolve()} />);
    expect(screen.getByText('没有更多了')).toBeTruthy();
    expect(observers.every((o) => o.watched.length === 0)).toBe(true);
  });
});

function Picture({ now }: { now?: boolean }) {
  const { ref, near: isNear } = useNearScreen<HTMLSpanElement>(now);
  return <span ref={ref}>{isNear ? '图片' : '空框'}</span>;
}

describe('useNearScreen', () => {
  it('starts empty and shows the picture once its box comes near, half a screen ahead', () => {
    render(
      <>
        <Picture />
        <Picture now />
      </>,
    );
    expect(screen.getAllByText(/图片|空框/).map((el) => el.textContent)).toEqual(['空框', '图片']);
    const o = observers.find((x) => x.watched.length)!;
    expect(o.options).toMatchObject({ rootMargin: '50% 0px', scrollMargin: '200px' });
    near();
    expect(screen.getAllByText('图片')).toHaveLength(2);
    expect(o.watched).toEqual([]);
  });
});
