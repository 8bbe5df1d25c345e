import { describe, expect, it } from 'vitest';
import type { DirectOrderFormLineInput } from '../../__generated__/shop-resolvers.ts';
import { emptyBasket } from '../basket/state.ts';
import { HANDMADE, handmadeLookup as lookup } from '../basket/testing.ts';
import { normaliseDisplayNumber, submitLines } from './lines.ts';

const byNumber = (number: string) => {
  const product = HANDMADE.find((p) => p.displayNumber === number);
  return product && { product, dimension: product.dimensions[0]! };
};
const line = (displayNumber: string, variantId: string | null, quantity = 1): DirectOrderFormLineInput => ({
  displayNumber,
  variantId,
  quantity,
});
const submit = (lines: DirectOrderFormLineInput[], state = emptyBasket()) => submitLines(state, lines, lookup, byNumber);

describe('direct order form', () => {
  it('reads display numbers with or without separators', () => {
    expect(normaliseDisplayNumber('111.111.001')).toBe('111111001');
    expect(normaliseDisplayNumber(' 111 111 001 ')).toBe('111111001');
    expect(normaliseDisplayNumber('111111001')).toBe('111111001');
    expect(normaliseDisplayNumber('11111100')).toBeNull();
    expect(normaliseDisplayNumber('111-111-001')).toBeNull();
  });

  it('adds the valid lines together and reports each invalid one', () => {
    const outcome = submit([
      line('111.111.001', 'D1-M', 2),
      line('999.999.999', null),
      line('111.111.001', null),
      line('111.111.001', 'D1-XL'),
      line('111.111.001', 'D1-L', 4),
      line('222.222.001', null, 3),
      line('abc', null),
      line('777777001', null),
    ]);
    expect(outcome.addedLines).toEqual([0, 5]);
    expect(outcome.lineErrors.map((e) => [e.index, e.failure.code, e.failure.params])).toEqual([
      [1, 'INVALID_DISPLAY_NUMBER', {}],
      [2, 'DOF_VARIANT_NOT_SELECTED', {}],
      [3, 'DOF_SOLD_OUT', {}],
      [4, 'DOF_QUANTITY_MORE_THAN_STOCK', { stock: 3 }],
      [6, 'INVALID_DISPLAY_NUMBER', {}],
      [7, 'DOF_SOLD_OUT', {}],
    ]);
    expect(outcome.state.lines.map((l) => [l.variantId, l.quantity])).toEqual([
      ['D1-M', 2],
      ['S1-M', 3],
    ]);
  });

  it('counts earlier lines and the basket against stock and limits', () => {
    const outcome = submit([line('111111001', 'D1-L', 2), line('111111001', 'D1-L', 2), line('111111001', 'D1-M', 19)]);
    expect(outcome.addedLines).toEqual([0]);
    expect(outcome.lineErrors.map((e) => [e.index, e.failure.code, e.failure.params])).toEqual([
      [1, 'DOF_QUANTITY_MORE_THAN_STOCK', { stock: 3 }],
      [2, 'QUANTITY_LIMIT_EXCEEDED', { displayNumber: '111111001' }],
    ]);
  });

  it('leaves the basket as it was when no line is valid, and skips empty lines', () => {
    const before = emptyBasket();
    const outcome = submit([line('', null), line('999999999', null)], before);
    expect(outcome.state).toBe(before);
    expect(outcome.addedLines).toEqual([]);
    expect(outcome.lineErrors.map((e) => e.index)).toEqual([1]);
  });
});
