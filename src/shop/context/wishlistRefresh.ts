import { LOGIN_CHANGED } from './loginMarker.ts';

// The visitor's wishlist is loaded again when the page becomes visible (another tab may have
// changed it) and when the login changes. Several parts of a page can load it (the header's
// badge, the hearts, the /wishlist page); only the one that loads the most asks, so each change
// costs one request and every part reads the answer from the same record in the Relay store.

/** Who loads what: a higher rank loads everything a lower one does. */
export const WISHLIST_LOADERS = {
  /** The header badge's count: on every page. */
  headerCount: 0,
  /** The hearts' saved products: on pages with tiles or a buy box. */
  hearts: 1,
  /** The /wishlist page's items with their tile data. */
  wishlistPage: 2,
} as const;

interface Loader {
  rank: number;
  load: () => void;
}

const loaders = new Set<Loader>();
let listening = false;

/** Asks the highest-ranked loader (the latest of equals) to load the wishlist again. */
export function refreshWishlist(): void {
  let chosen: Loader | null = null;
  for (const loader of loaders) if (chosen === null || loader.rank >= chosen.rank) chosen = loader;
  chosen?.load();
}

function onVisibilityChange() {
  if (document.visibilityState === 'visible') refreshWishlist();
}

/** Offers a way to load the wishlist again; returns the withdrawal. Browser only. */
export function registerWishlistLoader(rank: number, load: () => void): () => void {
  const loader: Loader = { rank, load };
  loaders.add(loader);
  if (!listening) {
    listening = true;
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener(LOGIN_CHANGED, refreshWishlist);
  }
  return () => {
    loaders.delete(loader);
  };
}
