import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import { useLazyQueryLoader } from '../../../relay/useLazyQueryLoader.ts';
import { readShopCookie } from '../../../shop/privacy/cookies.ts';
import { QuickBuyContext, type QuickBuyState, type QuickBuyStore } from '../../../entities/product/quickBuy.ts';
import { assignExperiments, EXPERIMENT_COOKIE, isOn } from '../../../shop/campaigns/experiments.ts';
import { useModal } from '../../../ui/useModal.ts';
import { useFrameBrowserValue } from '../../../ui/lazy/useTransitionStore.ts';
import { usePageType } from '../../../shop/page/usePageType.ts';
import type { ProductPopupModalQuery } from './__generated__/ProductPopupModalQuery.graphql.ts';
import { withTexts } from '../../../i18n/lazyTexts.ts';

export const LOG_POPUP_FAILED = 'Popup product could not be loaded';
/** The spec's modal unmount delay: the closing dialog keeps its content meanwhile. */
const UNMOUNT_DELAY_MS = 600;
/** Hash id of the open popup (#productPopup). */
const POPUP_ID = 'productPopup';

/** The quick-buy control (src/entities/product/quickBuy.ts) with a setter for the provider. */
function controlStore(initial: QuickBuyState): QuickBuyStore & { set: (state: QuickBuyState, open: QuickBuyStore['open']) => void } {
  let current = initial;
  let latestOpen: QuickBuyStore['open'] | null = null;
  const listeners = new Set<() => void>();
  return {
    initial: () => initial,
    get: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (state, open) => {
      latestOpen = open;
      if (state.enabled === current.enabled && state.loadingId === current.loadingId) return;
      current = state;
      for (const listener of listeners) listener();
    },
    // Before the provider's first effect (not yet hydrated) there is nothing to open.
    open: (productId, catalogId) => latestOpen?.(productId, catalogId),
  };
}

// The popup (modal, buy box, query) is a chunk of its own, loaded on the first quick buy.
const importModal = () => withTexts(['frame', 'tile', 'delivery', 'product'], import('./ProductPopupModal.tsx'));
const ProductPopupModal = lazy(importModal);

const readFlag = () => isOn(assignExperiments(readShopCookie(EXPERIMENT_COOKIE)), 'popup_product');

/** answered: false while the query is on its way (a popup opened by ?pop= shows the placeholder product). */
type Shown = { productId: string; queryRef: PreloadedQuery<ProductPopupModalQuery>; answered: boolean };

/**
 * Quick buy for every page: tiles call open(productId) through the control it provides
 * (src/entities/product/quickBuy.ts); ?pop={productId} opens it on arrival. Not offered on the server and when
 * the popup_product flag is off (except on /wishlist), so tiles render no button then.
 */
export function ProductPopupProvider({ children }: { children: ReactNode }) {
  const { shop, urlParsed } = usePageContext();
  const pageType = usePageType();
  // The wishlist page adds to the basket through the popup (size choice) whatever the flag says.
  const enabled = useFrameBrowserValue(readFlag, []) === true || pageType === 'wishlist';
  const [, load] = useLazyQueryLoader<ProductPopupModalQuery>(importModal, { fetchPolicy: 'network-only' });
  const [loadingId, setLoadingId] = useState<string | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const modal = useModal(POPUP_ID);
  const { show, close } = modal;
  const busy = useRef(false);
  const opener = useRef<HTMLElement | null>(null);

  // The answer is here (or failed): the tiles are ready again; without a product the popup closes.
  const settle = useCallback(
    (productId: string, found: boolean) => {
      busy.current = false;
      setLoadingId(null);
      if (found) return;
      // The network layer has logged a failed call already; the shopper sees nothing (a placeholder
      // shown for ?pop= goes).
      console.info(LOG_POPUP_FAILED, { productId });
      setShown(null);
      close();
    },
    [close],
  );

  /**
   * Opens the popup for a product. From a tile it opens with its answer (the tile spins and the
   * other quick-buy buttons wait meanwhile; a failed call shows nothing). Arriving with ?pop= there
   * is no tile to spin: the popup opens at once with the placeholder product in its final layout,
   * which the answer replaces (a failed call closes it).
   */
  const open = useCallback(
    (productId: string, catalogId?: string | null, placeholderFirst = false) => {
      if (busy.current) return;
      busy.current = true;
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setLoadingId(productId);
      load({ id: productId, locale: shop.locale, referrer: 'popupProduct', catalogId: catalogId ?? null })
        .then(async (queryRef) => {
          if (!queryRef) return;
          if (placeholderFirst) {
            setShown({ productId, queryRef, answered: false });
            show();
          }
          await queryRef.source?.toPromise();
          if (placeholderFirst) {
            // Unless the popup has been closed and unmounted meanwhile.
            setShown((current) => (current?.queryRef === queryRef ? { ...current, answered: true } : current));
          } else {
            setShown({ productId, queryRef, answered: true });
            show();
          }
        })
        .catch(() => settle(productId, false));
    },
    [load, shop.locale, settle, show],
  );

  const productId = shown?.productId ?? '';
  const onLoaded = useCallback((found: boolean) => settle(productId, found), [settle, productId]);

  const visible = shown !== null && modal.open;
  useEffect(() => {
    // Closed (the hash id left the URL): focus back, and unmount a little later. Shown and opened
    // in one update, so a shown popup that is not open has been closed.
    if (visible || !shown) return;
    // The dialog does not hand focus back to the quick-buy button (it was busy when the dialog
    // opened). This runs after the modal's own effect has closed the dialog.
    opener.current?.focus();
    const timer = setTimeout(() => {
      setShown(null);
      // Closed before the answer came: the tiles are ready again (the answer will show nothing).
      busy.current = false;
      setLoadingId(null);
    }, UNMOUNT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [visible, shown]);

  const pop = typeof urlParsed.search.pop === 'string' ? urlParsed.search.pop : '';
  useEffect(() => {
    if (enabled && pop) open(pop, null, true);
  }, [enabled, pop, open]);

  const [store] = useState(() => controlStore({ enabled, loadingId: null }));
  useEffect(() => store.set({ enabled, loadingId }, open), [store, enabled, loadingId, open]);
  return (
    <QuickBuyContext value={store}>
      {children}
      {shown && (
        // The modal's code is here already (loaded before the query starts); its answer is in the
        // store before it is shown, so the suspense covers nothing that takes time.
        <Suspense fallback={null}>
          <ProductPopupModal queryRef={shown.queryRef} answered={shown.answered} onLoaded={onLoaded} {...modal.modalProps} />
        </Suspense>
      )}
    </QuickBuyContext>
  );
}
