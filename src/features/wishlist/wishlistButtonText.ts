/** Animation and state sync after a change (spec 9): 1 s. */
export const WISHLIST_SYNC_MS = 1000;

/**
 * Visible label and accessible name of the wishlist button. Where a product name is given (tiles,
 * a page of hearts) the name says which product it is about, after the label.
 */
export function wishlistButtonText(appearance: 'toggle' | 'remove', saved: boolean, productName?: string) {
  if (appearance === 'remove') {
    return { label: 'Entfernen', name: productName ? `${productName} vom Merkzettel entfernen` : 'Vom Merkzettel entfernen' };
  }
  const label = saved ? 'Gemerkt' : 'Merken';
  return { label, name: productName ? `${label}: ${productName}` : label };
}
