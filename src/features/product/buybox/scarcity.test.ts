import { describe, expect, it } from 'vitest';
import { scarcityQuantity } from './scarcity.ts';

describe('scarcity', () => {
  it('counts 1 to 8 pieces that are not a subsequent delivery', () => {
    expect(scarcityQuantity({ quantity: 1, isSubsequentDelivery: false })).toBe(1);
    expect(scarcityQuantity({ quantity: 8, isSubsequentDelivery: false })).toBe(8);
  });
  it('ignores none, more than 8, unknown and subsequent deliveries', () => {
    expect(scarcityQuantity({ quantity: 0, isSubsequentDelivery: false })).toBeNull();
    expect(scarcityQuantity({ quantity: 9, isSubsequentDelivery: false })).toBeNull();
    expect(scarcityQuantity({ quantity: null })).toBeNull();
    expect(scarcityQuantity({ quantity: 2, isSubsequentDelivery: true })).toBeNull();
    expect(scarcityQuantity(null)).toBeNull();
  });
});
