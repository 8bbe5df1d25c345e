// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consentOf, formatConsent } from '../privacy/consent.ts';
import { productClickEvent, productImpressionsEvent, promotionImpressionsEvent, type AnalyticsProduct } from './events.ts';
import { track } from './index.ts';

const product = (n: number): AnalyticsProduct => ({
  id: `P${n}`,
  name: `Artikel ${n}`,
  brand: null,
  price: '9.90',
  list: 'plp',
  position: n,
});
const promotion = (n: number) => ({ id: `promo-${n}`, name: 'Herbst', creative: 'card', position: n });

describe('track', () => {
  afterEach(() => {
    window.dataLayer = [];
  });

  it('pushes the built event once the builders have loaded', async () => {
    window.dataLayer = [];
    document.cookie = `consent=${formatConsent(consentOf('all'))}`;
    track((e) => e.sizeSelectedEvent('P1', '38'));
    await vi.waitFor(() => expect(window.dataLayer).toEqual([{ event: 'sizeSelected', product: { id: 'P1', size: '38' } }]));
  });

  it('sends no null event, and pushes in the order of the calls', async () => {
    window.dataLayer = [];
    document.cookie = `consent=${formatConsent(consentOf('all'))}`;
    track(() => productClickEvent('EUR', product(3)));
    track(() => null);
    track((e) => e.featureEvent('a', 'b'));
    await vi.waitFor(() => expect(window.dataLayer).toHaveLength(2));
    expect(window.dataLayer).toEqual([
      { event: 'productClick', ecommerce: { currencyCode: 'EUR', click: { actionField: { list: 'plp' }, products: [product(3)] } } },
      { event: 'feature', feature: { name: 'a', variant: 'b' } },
    ]);
  });

  it('sends impressions in pairs of their kind, however they were given', async () => {
    window.dataLayer = [];
    document.cookie = `consent=${formatConsent(consentOf('all'))}`;
    track(() => productImpressionsEvent('EUR', [product(1)]));
    track(() => promotionImpressionsEvent([promotion(1)]));
    track((e) => e.productImpressionsEvent('EUR', [product(2)]));
    await vi.waitFor(() => expect(window.dataLayer).toHaveLength(1));
    expect(window.dataLayer).toEqual([
      { event: 'productImpressions', ecommerce: { currencyCode: 'EUR', impressions: [product(1), product(2)] } },
    ]);
    track((e) => e.promotionImpressionsEvent([promotion(2)]));
    await vi.waitFor(() => expect(window.dataLayer).toHaveLength(2));
    expect(window.dataLayer[1]).toEqual({
      event: 'promotionImpressions',
      ecommerce: { promoView: { promotions: [promotion(1), promotion(2)] } },
    });
  });
});
