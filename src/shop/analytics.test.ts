import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsPrice, createImpressionBatcher, mayTrack, pushEvent, trackProductClick, type AnalyticsProduct } from './analytics.ts';
import { consentOf, type Consent } from './consent.ts';

// The visitor's consent as the dataLayer reads it.
let consent: Consent | null = consentOf('all');
vi.mock('./useConsent.ts', () => ({ readConsent: () => consent }));

const product = (n: number): AnalyticsProduct => ({
  id: `P${n}`,
  name: `Artikel ${n}`,
  brand: null,
  price: '9.90',
  list: 'plp',
  position: n,
});

describe('impression batching', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends products in pairs', () => {
    const send = vi.fn();
    const batcher = createImpressionBatcher(send);
    batcher.add(product(1));
    expect(send).not.toHaveBeenCalled();
    batcher.add(product(2));
    batcher.add(product(3));
    batcher.add(product(4));
    expect(send.mock.calls).toEqual([[[product(1), product(2)]], [[product(3), product(4)]]]);
  });

  it('sends a single remaining product after a short quiet time', () => {
    const send = vi.fn();
    const batcher = createImpressionBatcher(send, { idleMs: 1000 });
    batcher.add(product(1));
    vi.advanceTimersByTime(999);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledWith([product(1)]);
  });

  it('waits again when another product comes in, and the pair goes out at once', () => {
    const send = vi.fn();
    const batcher = createImpressionBatcher(send, { idleMs: 1000 });
    batcher.add(product(1));
    vi.advanceTimersByTime(900);
    batcher.add(product(2));
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('flush sends what is left, and nothing when the buffer is empty', () => {
    const send = vi.fn();
    const batcher = createImpressionBatcher(send);
    batcher.flush();
    expect(send).not.toHaveBeenCalled();
    batcher.add(product(1));
    batcher.flush();
    expect(send).toHaveBeenCalledWith([product(1)]);
    vi.runAllTimers();
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('analyticsPrice', () => {
  it('has 2 decimals', () => {
    expect(analyticsPrice(4990)).toBe('49.90');
    expect(analyticsPrice(4000)).toBe('40.00');
    expect(analyticsPrice(5)).toBe('0.05');
  });
});

describe('dataLayer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is created when missing and receives the click with list and position', () => {
    const win: { dataLayer?: unknown[] } = {};
    vi.stubGlobal('window', win);
    trackProductClick(product(3), 'EUR');
    expect(win.dataLayer).toEqual([
      { event: 'productClick', ecommerce: { currencyCode: 'EUR', click: { actionField: { list: 'plp' }, products: [product(3)] } } },
    ]);
  });

  it('keeps what is there already', () => {
    const win = { dataLayer: [{ event: 'gtm.js' }] as unknown[] };
    vi.stubGlobal('window', win);
    pushEvent({ event: 'productImpressions', ecommerce: { currencyCode: 'EUR', impressions: [product(1)] } });
    expect(win.dataLayer).toHaveLength(2);
  });
});

describe('consent (section 6)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    consent = consentOf('all');
  });

  it('lets events through only with performance consent; the cookie banner and the consent always', () => {
    const all = consentOf('all');
    const necessary = consentOf('necessary');
    expect(mayTrack({ event: 'purchase' }, all)).toBe(true);
    expect(mayTrack({ event: 'purchase' }, { ...necessary, C0002: true })).toBe(true);
    expect(mayTrack({ event: 'purchase' }, { ...all, C0002: false })).toBe(false);
    expect(mayTrack({ event: 'productImpressions' }, null)).toBe(false);
    expect(mayTrack({ event: 'cookieBanner' }, null)).toBe(true);
    expect(mayTrack({ event: 'consent' }, necessary)).toBe(true);
  });

  it('pushes nothing without that consent', () => {
    const win: { dataLayer?: unknown[] } = {};
    vi.stubGlobal('window', win);
    consent = consentOf('necessary');
    trackProductClick(product(1), 'EUR');
    expect(win.dataLayer).toBeUndefined();
    consent = null;
    pushEvent({ event: 'cookieBanner', cookieBanner: { action: 'visible' } });
    expect(win.dataLayer).toEqual([{ event: 'cookieBanner', cookieBanner: { action: 'visible' } }]);
  });
});
