import { visitorData } from '../../sessions/domainState.ts';
import type { VisitorState } from '../../sessions/store.ts';

export interface WishlistEntry {
  productId: string;
  addedAt: string;
}

/** The visitor's wishlist, newest first. */
export function wishlistEntries(visitor: VisitorState): WishlistEntry[] {
  return visitorData<{ entries: WishlistEntry[] }>(visitor, 'wishlist', () => ({ entries: [] })).entries;
}

export const itemKeyOf = (productId: string) => `wishlist-item-${productId}`;

/** Saves a product on top; a product already saved keeps its entry (and date). */
export function saveProduct(entries: WishlistEntry[], productId: string, addedAt: () => string): WishlistEntry {
  const existing = entries.find((e) => e.productId === productId);
  if (existing) return existing;
  const entry = { productId, addedAt: addedAt() };
  entries.unshift(entry);
  return entry;
}

/** Removes the entry with this item key; false when there is none. */
export function removeItem(entries: WishlistEntry[], itemKey: string): boolean {
  const index = entries.findIndex((e) => itemKeyOf(e.productId) === itemKey);
  if (index < 0) return false;
  entries.splice(index, 1);
  return true;
}
