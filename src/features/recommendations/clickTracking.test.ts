import { describe, expect, it } from 'vitest';
import {
  categoryClickVariables,
  clickTrackingVariables,
  leadingCategory,
  listDetailsOf,
  recommendationAnalyticsProduct,
} from './clickTracking.ts';

const base = {
  productId: 'P1',
  trackingToken: 'basket|1-1|similarProducts|standard|P1',
  trackingConsent: true,
  sessionId: 's'.repeat(21),
  userId: null,
  locale: 'de-DE',
};

describe('clickTrackingVariables', () => {
  it('sends the click with token, session and consent', () => {
    expect(clickTrackingVariables(base)).toEqual({ ...base });
    expect(clickTrackingVariables({ ...base, userId: 'u1' })?.userId).toBe('u1');
  });

  it('sends nothing without tracking consent, token or session id', () => {
    expect(clickTrackingVariables({ ...base, trackingConsent: false })).toBeNull();
    expect(clickTrackingVariables({ ...base, trackingToken: null })).toBeNull();
    expect(clickTrackingVariables({ ...base, trackingToken: '' })).toBeNull();
    expect(clickTrackingVariables({ ...base, sessionId: null })).toBeNull();
  });
});

describe('listDetailsOf', () => {
  it('is the token group', () => {
    expect(listDetailsOf(base.trackingToken)).toBe('similarProducts');
    expect(listDetailsOf(null)).toBeUndefined();
  });
});

describe('productViewVariables', async () => {
  const { productViewVariables } = await import('./useTrackProductView.ts');
  it('reports a view only with tracking consent and a session id', () => {
    expect(productViewVariables('P1', true, 's'.repeat(21), null, 'de-DE')).toEqual({
      productId: 'P1',
      sessionId: 's'.repeat(21),
      userId: null,
      trackingConsent: true,
      locale: 'de-DE',
    });
    expect(productViewVariables('P1', false, 's'.repeat(21), null, 'de-DE')).toBeNull();
    expect(productViewVariables('P1', true, null, null, 'de-DE')).toBeNull();
  });
});

describe('recommended categories', () => {
  const entry = (n: number, category: string | null, token: string | null = `homepage|1-${n}|topseller|standard|P${n}`) => ({
    trackingToken: token,
    category,
    categoryName: category ? `Name ${category}` : null,
    categoryPath: category ? `/c/${category}` : null,
  });

  it("the category of most products leads, the first of equals; it carries its first product's token", () => {
    expect(leadingCategory([entry(1, 'C1'), entry(2, 'C2'), entry(3, 'C2')])).toEqual({
      id: 'C2',
      name: 'Name C2',
      path: '/c/C2',
      trackingToken: 'homepage|1-2|topseller|standard|P2',
    });
    expect(leadingCategory([entry(1, 'C1'), entry(2, 'C2')])?.id).toBe('C1');
  });

  it('none without a complete category and a token', () => {
    expect(leadingCategory([])).toBeNull();
    expect(leadingCategory([entry(1, null), entry(2, 'C2', null)])).toBeNull();
    expect(leadingCategory([{ ...entry(1, 'C1'), categoryPath: 'https://elsewhere.example/x' }])).toBeNull();
  });

  it('a category click goes out under the product click rule', () => {
    const { productId: _, ...rest } = base;
    expect(categoryClickVariables({ ...rest, categoryId: 'C7' })).toEqual({ ...rest, categoryId: 'C7' });
    expect(categoryClickVariables({ ...rest, categoryId: 'C7', trackingConsent: false })).toBeNull();
    expect(categoryClickVariables({ ...rest, categoryId: 'C7', trackingToken: null })).toBeNull();
  });
});

describe('recommendationAnalyticsProduct', () => {
  const recommended = {
    trackingToken: 'productDetailPage|1-1|outfit|standard|P2',
    product: {
      id: 'P2',
      name: 'Bluse',
      mkz: 'C-blusen',
      styleType: 'fashion',
      masterCategory: 'Damen-Mode|Blusen',
      trackingDimensionId: 'P2-1',
      masterKey: 'M355646',
      salesUnit: '2er-Pack',
      brand: { id: 'B7', name: 'Mira Hellweg' },
      price: { min: 2999 },
    },
  };

  it('reports the master key, category code, style type, category path, tracking dimension, sales unit and brand id', () => {
    expect(
      recommendationAnalyticsProduct(recommended, 3, { list: 'recommendation', listKind: 'outfit', listPosition: 'belowAtb' }),
    ).toEqual({
      id: 'P2',
      name: 'Bluse',
      brand: 'Mira Hellweg',
      price: '29.99',
      list: 'recommendation',
      position: 3,
      recommendationListKind: 'outfit',
      listDetails: 'outfit',
      listPosition: 'belowAtb',
      brandId: 'B7',
      masterKey: 'M355646',
      mkz: 'C-blusen',
      styleType: 'fashion',
      category: 'Damen-Mode|Blusen',
      dimensionId: 'P2-1',
      salesUnit: '2er-Pack',
    });
  });

  it('leaves out what the product does not have', () => {
    const plain = { product: { id: 'P3', name: 'Decke', salesUnit: null, brand: null, masterKey: '', price: { min: 100 } } };
    expect(recommendationAnalyticsProduct(plain, 1, { list: 'recommendation', listKind: 'gk_air' })).toEqual({
      id: 'P3',
      name: 'Decke',
      brand: null,
      price: '1.00',
      list: 'recommendation',
      position: 1,
      recommendationListKind: 'gk_air',
    });
  });
});
