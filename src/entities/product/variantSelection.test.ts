import { describe, expect, it } from 'vitest';
import { initialSelection, isSoldOut, preselectVariant, variantAfterColourChange } from './variantSelection.ts';

const v = (id: string, label: string, quantity: number | null = 5) => ({ id, size: { label }, availability: { quantity } });
const braun = { id: 'P1-1', promotion: '745', variants: [v('P1-1-1', 'S'), v('P1-1-2', 'M', 0), v('P1-1-3', 'Einheitsgröße')] };
const oliv = { id: 'P1-2', promotion: '746', variants: [v('P1-2-1', 'M'), v('P1-2-2', 'L')] };
const dimensions = [braun, oliv];

describe('sold out', () => {
  it('treats no stock as sold out', () => {
    expect(isSoldOut(v('a', 'S', 0))).toBe(true);
    expect(isSoldOut(v('a', 'S', null))).toBe(true);
    expect(isSoldOut(v('a', 'S', 3))).toBe(false);
  });
});

describe('variant preselection', () => {
  it('matches a size by variant id first', () => {
    expect(preselectVariant(braun.variants, 'P1-1-2')).toBe('P1-1-2');
  });
  it('else by the decoded size label', () => {
    expect(preselectVariant(braun.variants, 'm')).toBe('P1-1-2');
    expect(preselectVariant(braun.variants, 'Einheitsgr%C3%B6%C3%9Fe')).toBe('P1-1-3');
  });
  it('uses a single variant, even without a size', () => {
    expect(preselectVariant([v('one', '90x200', 0)], null)).toBe('one');
    expect(preselectVariant([v('one', '90x200')], 'XL')).toBe('one');
  });
  it('selects nothing otherwise', () => {
    expect(preselectVariant(braun.variants, null)).toBeNull();
    expect(preselectVariant(braun.variants, 'XXL')).toBeNull();
    expect(preselectVariant([], 'M')).toBeNull();
  });
});

describe('colour change', () => {
  it('keeps the size when the new colour has it', () => {
    expect(variantAfterColourChange(braun.variants[1]!, oliv.variants)).toBe('P1-2-1');
  });
  it('clears it otherwise', () => {
    expect(variantAfterColourChange(braun.variants[0]!, oliv.variants)).toBeNull();
    expect(variantAfterColourChange(null, oliv.variants)).toBeNull();
  });
});

describe('initial selection from the URL', () => {
  it('starts with the first colour and no size', () => {
    expect(initialSelection(dimensions, {}, '355646745')).toEqual({ dimensionIndex: 0, variantId: null });
  });
  it('takes the colour of a variant id given as size', () => {
    expect(initialSelection(dimensions, { size: 'P1-2-2' }, '355646745')).toEqual({ dimensionIndex: 1, variantId: 'P1-2-2' });
  });
  it('takes the colour from dimension (dimension or colour id) or epid, the size label within it', () => {
    expect(initialSelection(dimensions, { dimension: 'P1-2', size: 'M' }, '355646745')).toEqual({ dimensionIndex: 1, variantId: 'P1-2-1' });
    expect(initialSelection(dimensions, { dimension: 'colour-P1-2' }, '355646745')).toEqual({ dimensionIndex: 1, variantId: null });
    expect(initialSelection(dimensions, { epid: '355.646.746' }, '355646745')).toEqual({ dimensionIndex: 1, variantId: null });
    expect(initialSelection(dimensions, { epid: 'P1' }, '355646745')).toEqual({ dimensionIndex: 0, variantId: null });
  });
});
