import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BELOW_THE_SCREEN, useClearBelow } from './useClearBelow.ts';

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
  const off = useClearBelow(ref, watching);
  return (
    <div ref={ref} data-testid="box">
      {off ? 'clear' : 'held'}
    </div>
  );
}

function report(isIntersecting: boolean) {
  const { callback, targets } = observers.at(-1)!;
  act(() =>
    callback(
      targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
      {} as IntersectionObserver,
    ),
  );
}

describe('useClearBelow', () => {
  beforeEach(() => {
    observers = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('does not observe until watching', () => {
    const { getByTestId } = render(<Box watching={false} />);
    expect(observers).toHaveLength(0);
    expect(getByTestId('box').textContent).toBe('held');
  });

  it('stays false while something after the element is on the screen, and turns true for good once nothing is', () => {
    const { getByTestId, rerender } = render(<Box watching={false} />);
    rerender(<Box watching />);
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options?.rootMargin).toBe(BELOW_THE_SCREEN);
    expect(observers[0]!.targets).toEqual([getByTestId('box')]);
    // Not reaching below the screen's bottom edge: what follows it may be on the screen.
    report(false);
    expect(getByTestId('box').textContent).toBe('held');
    report(true);
    expect(getByTestId('box').textContent).toBe('clear');
    expect(observers[0]!.disconnected).toBe(true);
    rerender(<Box watching={false} />);
    expect(getByTestId('box').textContent).toBe('clear');
  });

  it('is clear where nothing is on a screen (no IntersectionObserver)', () => {
    vi.unstubAllGlobals();
    vi.stubGlobal('IntersectionObserver', undefined);
    const { getByTestId } = render(<Box watching />);
    expect(getByTestId('box').textContent).toBe('clear');
  });

  it('stops observing when the element goes away', () => {
    const { unmount } = render(<Box watching />);
    unmount();
    expect(observers[0]!.disconnected).toBe(true);
  });
});
