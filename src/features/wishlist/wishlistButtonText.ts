import { wishlistTexts } from './texts.ts';

/** Animation and state sync after a change: 1 s. */
export const WISHLIST_SYNC_MS = 1000;

/**
 * Visible label and accessible name of the wishlist button. Where a product name is given (tiles,
 * a page of hearts) the name says which product it is about, after the label.
 */
export function wishlistButtonText(locale: string, appearance: 'toggle' | 'remove', saved: boolean, productName?: string) {
  const t = wishlistTexts(locale);
  if (appearance === 'remove') {
    return { label: t.wishlistRemove(), name: productName ? t.wishlistRemoveProduct({ name: productName }) : t.wishlistRemoveLabel() };
  }
  const label = saved ? t.wishlistSaved() : t.wishlistSave();
  return { label, name: productName ? t.wishlistProductLabel({ label, name: productName }) : label };
}
