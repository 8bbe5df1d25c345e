import { createContext, use, useMemo } from 'react';
import { useTransitionStore, type TransitionStore } from '../../ui/lazy/useTransitionStore.ts';

// Quick buy on product tiles (catalogue) opens the product popup (product). Shared here because
// features do not import each other: the popup's provider (mounted by the layout) offers the
// control, the tile's quick-buy button reads it.

/** Quick buy where it is offered: opens the product's details and purchase popup. */
export interface QuickBuy {
  /** Loads the product's details (of its catalogue, when the tile knows it), then opens the popup; ignored while another one loads. */
  open: (productId: string, catalogId?: string | null) => void;
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
export interface QuickBuyStore extends TransitionStore<QuickBuyState> {
  /** Stable: calls the provider's latest open. */
  open: (productId: string, catalogId?: string | null) => void;
}

export const QuickBuyContext = createContext<QuickBuyStore | null>(null);

const DISABLED: QuickBuyState = { enabled: false, loadingId: null };
const disabled = () => DISABLED;
const withoutProvider: TransitionStore<QuickBuyState> = { subscribe: () => () => {}, get: disabled, initial: disabled };
/** A product loading (or done) answers the shopper's click: at once. Quick buy coming on is not. */
const loadingOnly = (previous: QuickBuyState, next: QuickBuyState) => previous.enabled === next.enabled;

/**
 * Quick buy for a product tile's button; null where it is not available (flag off, server render).
 * Quick buy coming on after hydration puts a button on every tile: that renders in a transition.
 */
export function useQuickBuy(): QuickBuy | null {
  const store = use(QuickBuyContext);
  const state = useTransitionStore(store ?? withoutProvider, loadingOnly);
  const open = store?.open;
  return useMemo(() => (open && state.enabled ? { open, loadingId: state.loadingId } : null), [open, state]);
}
