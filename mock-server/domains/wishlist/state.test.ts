import { describe, expect, it } from 'vitest';
import { itemKeyOf, removeItem, saveProduct, type WishlistEntry } from './state.ts';

describe('wishlist entries', () => {
  it('keep the newest first and each product once', () => {
    const entries: WishlistEntry[] = [];
    let clock = 0;
    const now = () => `t${++clock}`;
    saveProduct(entries, 'P1', now);
    saveProduct(entries, 'P2', now);
    expect(saveProduct(entries, 'P1', now)).toEqual({ productId: 'P1', addedAt: 't1' });
    expect(entries.map((e) => e.productId)).toEqual(['P2', 'P1']);
  });

  it('are removed by item key', () => {
    const entries: WishlistEntry[] = [{ productId: 'P1', addedAt: 't1' }];
    expect(itemKeyOf('P1')).toBe('wishlist-item-P1');
    expect(removeItem(entries, 'wishlist-item-P9')).toBe(false);
    expect(removeItem(entries, 'wishlist-item-P1')).toBe(true);
    expect(entries).toEqual([]);
  });
});
