import { createContext, use, type ReactNode } from 'react';

// The wishlist button on product tiles (catalogue), the product page and the quick-buy popup
// (product). Shared here because features do not import each other: the wishlist feature provides
// the button (mounted by the layout), the tile and the buy box place it.

export interface WishlistButtonProps {
  productId: string;
  /** 'toggle' adds or removes ('Merken' / 'Gemerkt'); 'remove' only removes (the wishlist page). */
  appearance?: 'toggle' | 'remove';
  /** Shows 'Merken' / 'Gemerkt' beside the heart (product page); tiles show the heart only. */
  withLabel?: boolean;
  /** Product name, for the accessible name (a page of tiles holds many hearts). */
  productName?: string;
  className?: string;
}

/** Renders the wishlist button; null where there is none (store runtime). */
export const WishlistButtonContext = createContext<((props: WishlistButtonProps) => ReactNode) | null>(null);

/** The wishlist button where one is offered; nothing in the store runtime. */
export function WishlistButtonSlot(props: WishlistButtonProps) {
  const render = use(WishlistButtonContext);
  return render ? render(props) : null;
}
