import { describe, expect, it } from 'vitest';
import { initialVariantId, isSoldOut } from './selection.ts';

const v = (id: string, quantity: number | null) => ({ id, size: { label: id }, availability: { quantity } });

describe('variant selection', () => {
  it('treats no stock as sold out', () => {
    expect(isSoldOut(v('a', 0))).toBe(true);
    expect(isSoldOut(v('a', null))).toBe(true);
    expect(isSoldOut(v('a', 3))).toBe(false);
  });
  it('preselects a single available variant only', () => {
    expect(initialVariantId([v('one', 5)])).toBe('one');
    expect(initialVariantId([v('one', 0)])).toBeNull();
    expect(initialVariantId([v('s', 5), v('m', 5)])).toBeNull();
  });
});
