import { describe, expect, it } from 'vitest';
import { selectedVariant } from './selectedVariant.ts';

const oneSize = [{ id: 'D1', variants: [{ id: 'D1-1' }] }];
const sized = [
  { id: 'D1', variants: [{ id: 'D1-1' }, { id: 'D1-2' }] },
  { id: 'D2', variants: [{ id: 'D2-1' }] },
];

describe('selectedVariant', () => {
  it('finds the given variant in any colour', () => {
    expect(selectedVariant(sized, 'D2-1')).toEqual({ dimension: sized[1], variant: { id: 'D2-1' } });
  });
  it('takes the only variant of the first colour when none is given', () => {
    expect(selectedVariant(oneSize, null)).toEqual({ dimension: oneSize[0], variant: { id: 'D1-1' } });
  });
  it('takes none when the first colour has several sizes and none is chosen', () => {
    expect(selectedVariant(sized, undefined)).toBeNull();
  });
  it('takes none for an unknown variant', () => {
    expect(selectedVariant(sized, 'X-1')).toBeNull();
    expect(selectedVariant([], null)).toBeNull();
  });
});
