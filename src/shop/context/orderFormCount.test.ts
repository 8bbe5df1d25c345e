import { describe, expect, it } from 'vitest';
import { storedOrderFormCount } from './orderFormCount.ts';

describe('order form count', () => {
  it('sums the quantities of the stored lines', () => {
    expect(storedOrderFormCount(JSON.stringify([{ quantity: 2 }, { quantity: 1 }, { quantity: 0 }]))).toBe(3);
  });
  it('is 0 for the three empty default lines and for broken storage', () => {
    expect(storedOrderFormCount(JSON.stringify([{}, {}, {}]))).toBe(0);
    expect(storedOrderFormCount(null)).toBe(0);
    expect(storedOrderFormCount('{oops')).toBe(0);
    expect(storedOrderFormCount(JSON.stringify([{ quantity: -2 }, { quantity: 'x' }]))).toBe(0);
  });
});
