import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNearScreen } from './useNearScreen.ts';

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

function Box({ screens }: { screens?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref, screens);
  return (
    <div ref={ref} data-testid="box">
      {near ? 'near' : 'far'}
    </div>
  );
}

function report(isIntersecting: boolean) {
  const { callback, targets } = observers[0]!;
  act(() =>
    callback(
      targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
      {} as IntersectionObserver,
    ),
  );
}

describe('useNearScreen', () => {
  beforeEach(() => {
    observers = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is far until the observer sees the element within half a screen, then near for good', () => {
    const { getByTestId } = render(<Box />);
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

  it('takes another distance in screens', () => {
    render(<Box screens={2} />);
    expect(observers[0]!.margin).toBe('200% 0px');
  });

  it('stops observing when the element goes away before it came near', () => {
    const { unmount } = render(<Box />);
    unmount();
    expect(observers[0]!.disconnected).toBe(true);
  });
});
