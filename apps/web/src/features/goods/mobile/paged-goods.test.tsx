import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { WindowedBlock } from './paged-goods';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observers: Callback[] = [];

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(cb: Callback) {
        observers.push(cb);
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(1234);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('WindowedBlock', () => {
  it('parks a page of goods far from the screen at its own height and brings it back near it', () => {
    const { container } = render(
      <WindowedBlock>
        <p>一页商品</p>
      </WindowedBlock>,
    );
    expect(screen.getByText('一页商品')).toBeTruthy();
    act(() => observers[0]!([{ isIntersecting: false }]));
    expect(screen.queryByText('一页商品')).toBeNull();
    expect((container.firstChild as HTMLElement).style.height).toBe('1234px');
    act(() => observers[0]!([{ isIntersecting: true }]));
    expect(screen.getByText('一页商品')).toBeTruthy();
    expect((container.firstChild as HTMLElement).style.height).toBe('');
  });
});
