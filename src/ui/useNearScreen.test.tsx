import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEAR_SCREENS, useNearScreen } from './useNearScreen.ts';

let observers: Array<{ callback: IntersectionObserverCallback; margin?: string; targets: Element[]; disconnected: boolean }> = [];

class FakeObserver {
  private readonly record: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.record = { callback, margin: options?.rootMargin, targets: [], disconnected: false };
    observers.push(this.record);
  }
  observe(target: Element) {
    this.record.targets.push(target);
  }
  disconnect() {
    this.record.disconnected = true;
  }
}

/** A box `top` px from the top of an 800 px screen, 300 px high. */
function Box({ top }: { top: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref);
  return (
    <div ref={ref} data-top={top} data-testid="box">
      {near ? 'near' : 'far'}
    </div>
  );
}

function report(isIntersecting: boolean) {
  const { callback, targets } = observers[0]!;
  act(() => callback(targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry), {} as IntersectionObserver));
}

describe('useNearScreen', () => {
  beforeEach(() => {
    observers = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal('innerHeight', 800);
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const top = Number(this.getAttribute('data-top') ?? 0);
      return { top, bottom: top + 300 } as DOMRect;
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is near at once when the element is on the screen or within half a screen of it', () => {
    expect(render(<Box top={100} />).getByTestId('box').textContent).toBe('near');
    expect(render(<Box top={800 + 800 * NEAR_SCREENS - 1} />).getAllByTestId('box')[1]!.textContent).toBe('near');
    expect(observers).toHaveLength(0);
  });

  it('is far until the observer sees the element come near, then near for good', () => {
    const { getByTestId } = render(<Box top={3000} />);
    expect(getByTestId('box').textContent).toBe('far');
    expect(observers).toHaveLength(1);
    expect(observers[0]!.margin).toBe('50% 0px');
    expect(observers[0]!.targets).toEqual([getByTestId('box')]);
    report(false);
    expect(getByTestId('box').textContent).toBe('far');
    report(true);
    expect(getByTestId('box').textContent).toBe('near');
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('stops observing when the element goes away before it came near', () => {
    const { unmount } = render(<Box top={3000} />);
    unmount();
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('is near at once in a browser without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    expect(render(<Box top={3000} />).getByTestId('box').textContent).toBe('near');
  });
});
