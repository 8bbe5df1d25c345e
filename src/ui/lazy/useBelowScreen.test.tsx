import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBelowScreen } from './useBelowScreen.ts';

let observers: Array<{
  callback: IntersectionObserverCallback;
  options?: IntersectionObserverInit;
  targets: Element[];
  disconnected: boolean;
}> = [];

class FakeObserver {
  private readonly record: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.record = { callback, options, targets: [], disconnected: false };
    observers.push(this.record);
  }
  observe(target: Element) {
    this.record.targets.push(target);
  }
  disconnect() {
    this.record.disconnected = true;
  }
}

function Box({ watching }: { watching: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const below = useBelowScreen(ref, watching);
  return (
    <div ref={ref} data-testid="box">
      {below ? 'below' : 'held'}
    </div>
  );
}

/** The element's top edge is at `top` (px from the screen's top; the screen is 768 px tall). */
function report(isIntersecting: boolean, top: number) {
  const { callback, targets } = observers.at(-1)!;
  for (const target of targets) target.getBoundingClientRect = () => ({ top }) as DOMRect;
  act(() =>
    callback(
      targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
      {} as IntersectionObserver,
    ),
  );
}

describe('useBelowScreen', () => {
  beforeEach(() => {
    observers = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal('innerHeight', 768);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('does not observe until watching', () => {
    const { getByTestId } = render(<Box watching={false} />);
    expect(observers).toHaveLength(0);
    expect(getByTestId('box').textContent).toBe('held');
  });

  it('stays false while the element is on the screen or above it, and turns true for good once it is wholly below', () => {
    const { getByTestId, rerender } = render(<Box watching={false} />);
    rerender(<Box watching />);
    expect(observers).toHaveLength(1);
    expect(observers[0]!.targets).toEqual([getByTestId('box')]);
    report(true, 300);
    expect(getByTestId('box').textContent).toBe('held');
    // Left the screen at its top: what follows it is on the screen.
    report(false, -900);
    expect(getByTestId('box').textContent).toBe('held');
    // Reported off the screen, but scrolled back onto it since the report's frame.
    report(false, 700);
    expect(getByTestId('box').textContent).toBe('held');
    report(false, 800);
    expect(getByTestId('box').textContent).toBe('below');
    expect(observers[0]!.disconnected).toBe(true);
    rerender(<Box watching={false} />);
    expect(getByTestId('box').textContent).toBe('below');
  });

  it('is true where nothing is on a screen (no IntersectionObserver)', () => {
    vi.unstubAllGlobals();
    vi.stubGlobal('IntersectionObserver', undefined);
    const { getByTestId } = render(<Box watching />);
    expect(getByTestId('box').textContent).toBe('below');
  });

  it('stops observing when the element goes away', () => {
    const { unmount } = render(<Box watching />);
    unmount();
    expect(observers[0]!.disconnected).toBe(true);
  });
});
