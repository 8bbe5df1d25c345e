import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsPrice, createImpressionBatcher, pushEvent, trackProductClick, type AnalyticsProduct } from './analytics.ts';
import { checkoutEvent, purchaseEvent, pushWithConsent } from './checkoutAnalytics.ts';

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

describe('checkout and purchase events', () => {
  const item = { id: 'P100010', name: 'Kleid', brand: null, price: '49.90', quantity: 2, variant: '42' };

  it('describe a checkout step with its option', () => {
    expect(checkoutEvent(3, [item], 'EUR', 'invoice')).toEqual({
      event: 'checkout',
      ecommerce: { currencyCode: 'EUR', checkout: { actionField: { step: 3, option: 'invoice' }, products: [item] } },
    });
    expect(checkoutEvent(1, [], 'EUR').ecommerce.checkout.actionField).toEqual({ step: 1 });
  });

  it('describe the purchase with revenue, shipping and coupon in euros', () => {
    expect(purchaseEvent({ id: '123456789', revenue: 9385, shipping: 595, coupon: 'HERBST10' }, [item], 'EUR').ecommerce.purchase.actionField).toEqual({
      id: '123456789',
      revenue: '93.85',
      shipping: '5.95',
      coupon: 'HERBST10',
    });
    expect(purchaseEvent({ id: '1', revenue: 100, shipping: 0, coupon: '' }, [], 'EUR').ecommerce.purchase.actionField).toEqual({ id: '1', revenue: '1.00', shipping: '0.00' });
  });

  it('go to the dataLayer only with tracking consent', () => {
    const win: { dataLayer?: unknown[] } = {};
    vi.stubGlobal('window', win);
    expect(pushWithConsent(checkoutEvent(1, [], 'EUR'), false)).toBe(false);
    expect(win.dataLayer).toBeUndefined();
    expect(pushWithConsent(checkoutEvent(1, [], 'EUR'), true)).toBe(true);
    expect(win.dataLayer).toHaveLength(1);
    vi.unstubAllGlobals();
  });
});
