import { createContext, use, useMemo, useSyncExternalStore } from 'react';

// Quick buy on product tiles (catalogue) opens the product popup (product). Shared here because
// features do not import each other: the popup's provider (mounted by the layout) offers the
// control, the tile's quick-buy button reads it.

/** Quick buy where it is offered: opens the product's details and purchase popup. */
export interface QuickBuy {
  /** Loads the product's details, then opens the popup; ignored while another one loads. */
  open: (productId: string) => void;
  /** The product whose details are loading; every other quick-buy button waits meanwhile. */
  loadingId: string | null;
}

export interface QuickBuyState {
  enabled: boolean;
  loadingId: string | null;
}

/**
 * The control, a store whose identity never changes: a context value that changed when the page
 * hydrates (the flag is read in the browser) would reach parts still waiting to hydrate, and React
 * would drop their server HTML and render them anew. Only the buttons subscribe, so a change (the
 * flag on, a product loading) renders the buttons again, not the lists around them.
 */
export interface QuickBuyStore {
  subscribe: (listener: () => void) => () => void;
  get: () => QuickBuyState;
  /** What the server rendered with (and hydration must render with). */
  initial: () => QuickBuyState;
  /** Stable: calls the provider's latest open. */
  open: (productId: string) => void;
}

export const QuickBuyContext = createContext<QuickBuyStore | null>(null);

const noSubscription = () => () => {};
const DISABLED: QuickBuyState = { enabled: false, loadingId: null };
const disabled = () => DISABLED;

/** Quick buy for a product tile's button; null where it is not available (flag off, server render). */
export function useQuickBuy(): QuickBuy | null {
  const store = use(QuickBuyContext);
  const state = useSyncExternalStore(store?.subscribe ?? noSubscription, store?.get ?? disabled, store?.initial ?? disabled);
  const open = store?.open;
  return useMemo(() => (open && state.enabled ? { open, loadingId: state.loadingId } : null), [open, state]);
}
