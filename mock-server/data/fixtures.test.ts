import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue.ts';
import { KNOWN } from './fixtures.ts';

const product = (id: string) => catalogue().productById.get(id)!.product;
const variant = (id: string) => catalogue().variantById.get(id)!.variant;

describe('known test products', () => {
  it('keep the properties tests rely on', () => {
    const available = product(KNOWN.availableProduct);
    expect(available.dimensions[0]!.variants.length).toBeGreaterThanOrEqual(5);
    for (const v of available.dimensions.flatMap((d) => d.variants)) {
      expect(v.availability.state).toBe('available');
      expect(v.availability.quantity).toBeGreaterThanOrEqual(20);
    }
    expect(variant(KNOWN.availableVariant).availability.state).toBe('available');

    expect(product(KNOWN.outsoldProduct).outsold).toBe(true);
    expect(product(KNOWN.outsoldProduct).availability.state).toBe('notAvailable');

    const soldOutSize = product(KNOWN.soldOutSizeProduct);
    expect(soldOutSize.outsold).toBe(false);
    expect(variant(KNOWN.soldOutVariant).availability.quantity).toBe(0);
    expect(soldOutSize.dimensions[0]!.variants.filter((v) => v.availability.quantity === 0)).toHaveLength(1);

    expect(variant(KNOWN.lowStockVariant).availability).toMatchObject({ state: 'lowStock', quantity: 2 });
    expect(product(KNOWN.saleProduct).price).toMatchObject({ min: 4000, old: 7999, saving: 50 });
    expect(product(KNOWN.renumberedProduct).oldDisplayNumber).toMatch(/^\d{9}$/);
    expect(product(KNOWN.heatDegreeProduct).heatDegree).not.toBeNull();
    expect(product(KNOWN.energyClassProduct).energyEfficiencyClass).not.toBeNull();
    expect(catalogue().categories.byId.get(KNOWN.category.id)?.path).toBe(KNOWN.category.path);
  });
});
