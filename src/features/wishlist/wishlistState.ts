import { createContext, use } from 'react';
import type { ToggleOutcome } from './useToggleWishlistMutation.ts';

export interface WishlistControl {
  /** Product id → item key of the saved products; null until loaded (and on the server). */
  saved: ReadonlyMap<string, string> | null;
  toggle: (productId: string) => Promise<ToggleOutcome>;
}

export const WishlistStateContext = createContext<WishlistControl | null>(null);

/** The wishlist state and its toggle, for the wishlist feature's buttons. */
export function useWishlist(): WishlistControl | null {
  return use(WishlistStateContext);
}
