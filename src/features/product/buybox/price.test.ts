import { describe, expect, it } from 'vitest';
import { isReduced, piecesPerSalesUnit, priceView, unitPrice, variantOldPrice } from './price.ts';

const product = { currency: 'EUR', min: 5694, old: 6699, saving: 15, savingRange: false, priceRange: true };
const variant = (withTax: number, sale: number | null) => ({
  withTax,
  currency: 'EUR',
  reductions:
    sale === null
      ? []
      : [
          { withTax: 100, category: 'campaign' },
          { withTax: sale, category: 'sale' },
        ],
});

describe('variant old price', () => {
  it('adds the sale reduction to the current price', () => {
    expect(variantOldPrice(variant(4000, 3999))).toBe(7999);
  });
  it('is 0 without a sale reduction', () => {
    expect(variantOldPrice(variant(4000, null))).toBe(0);
    expect(variantOldPrice({ withTax: 4000, currency: 'EUR', reductions: [{ withTax: 500, category: 'campaign' }] })).toBe(0);
  });
});

describe('price view', () => {
  it('shows the selected variant with its old price and saving', () => {
    expect(priceView(product, variant(4000, 3999))).toEqual({
      amount: 4000,
      old: 7999,
      currency: 'EUR',
      prefix: 'nur',
      saving: 50,
      savingUpTo: false,
    });
  });
  it('shows the variant without old price when it is not reduced', () => {
    expect(priceView(product, variant(6119, null))).toMatchObject({ amount: 6119, old: 0, saving: null, prefix: 'nur' });
  });
  it('shows the product minimum with "ab" for a range', () => {
    expect(priceView(product, null)).toEqual({ amount: 5694, old: 6699, currency: 'EUR', prefix: 'ab', saving: 15, savingUpTo: false });
  });
  it('says "nur" for a single price and "bis zu" for a saving range', () => {
    expect(priceView({ ...product, priceRange: false, savingRange: true }, null)).toMatchObject({ prefix: 'nur', savingUpTo: true });
  });
  it('drops an old price that is 0 or not above the current one', () => {
    expect(isReduced(4000, 0)).toBe(false);
    expect(isReduced(4000, 4000)).toBe(false);
    expect(isReduced(4000, 3000)).toBe(false);
    expect(isReduced(4000, 4001)).toBe(true);
    expect(priceView({ ...product, old: 5000 }, null)).toMatchObject({ old: 0, saving: null });
  });
});

describe('unit price', () => {
  it('reads the pieces of multi-piece units only', () => {
    expect(piecesPerSalesUnit('3er-Pack')).toBe(3);
    expect(piecesPerSalesUnit('2er-Set')).toBe(2);
    expect(piecesPerSalesUnit('Paar')).toBeNull();
    expect(piecesPerSalesUnit(null)).toBeNull();
    expect(piecesPerSalesUnit('1er-Pack')).toBeNull();
  });
  it('divides the price by the pieces', () => {
    expect(unitPrice(2999, 3)).toBe(1000);
  });
});
