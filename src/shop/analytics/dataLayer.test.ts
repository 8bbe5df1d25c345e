import { afterEach, describe, expect, it, vi } from 'vitest';
import { consentOf, type Consent } from '../privacy/consent.ts';
import { mayTrack, pushEvent } from './dataLayer.ts';
import { productClickEvent, type AnalyticsProduct } from './events.ts';
import { analyticsPrice } from './index.ts';

// The visitor's consent as the dataLayer reads it.
let consent: Consent | null = consentOf('all');
vi.mock('../privacy/useConsent.ts', () => ({ readConsent: () => consent }));

const product = (n: number): AnalyticsProduct => ({
  id: `P${n}`,
  name: `Artikel ${n}`,
  brand: null,
  price: '9.90',
  list: 'plp',
  position: n,
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
    pushEvent(productClickEvent('EUR', product(3)));
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
    pushEvent(productClickEvent('EUR', product(1)));
    expect(win.dataLayer).toBeUndefined();
    consent = null;
    pushEvent({ event: 'cookieBanner', cookieBanner: { action: 'visible' } });
    expect(win.dataLayer).toEqual([{ event: 'cookieBanner', cookieBanner: { action: 'visible' } }]);
  });
});
