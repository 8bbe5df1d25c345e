import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMPRESSION_THRESHOLD } from './useOnceVisible.ts';

type Entry = { target: Element; isIntersecting: boolean; intersectionRatio: number };
let report: ((entries: Entry[]) => void) | undefined;
let threshold: number | undefined;

vi.stubGlobal(
  'IntersectionObserver',
  class {
    constructor(callback: (entries: Entry[]) => void, options: { threshold: number }) {
      report = callback;
      threshold = options.threshold;
    }
    observe() {}
    unobserve() {}
    disconnect() {}
  },
);
const { useOnceVisible } = await import('./useOnceVisible.ts');

function Box({ onVisible }: { onVisible: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useOnceVisible(ref, onVisible);
  return <div ref={ref} data-testid="box" />;
}

describe('useOnceVisible', () => {
  afterEach(() => vi.clearAllMocks());

  it('calls back once, when 75 % of the element is in view', () => {
    const seen = vi.fn();
    const { getByTestId } = render(<Box onVisible={seen} />);
    const target = getByTestId('box');
    expect(threshold).toBe(IMPRESSION_THRESHOLD);
    report!([{ target, isIntersecting: true, intersectionRatio: 0.5 }]);
    expect(seen).not.toHaveBeenCalled();
    report!([{ target, isIntersecting: true, intersectionRatio: 0.8 }]);
    report!([{ target, isIntersecting: true, intersectionRatio: 1 }]);
    expect(seen).toHaveBeenCalledTimes(1);
  });
});
