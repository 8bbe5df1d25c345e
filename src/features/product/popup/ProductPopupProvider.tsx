import { createContext, lazy, Suspense, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import { readShopCookie } from '../../../shop/cookies.ts';
import { assignExperiments, EXPERIMENT_COOKIE, isOn } from '../../../shop/experiments.ts';
import { useBrowserValue } from '../../../ui/useBrowserValue.ts';
import type { AddResult } from '../buybox/BuyBox.tsx';
import type { ProductPopupModalQuery } from './__generated__/ProductPopupModalQuery.graphql.ts';

export interface ProductPopupControl {
  /** Loads the product's details, then opens the popup; ignored while another one loads. */
  open: (productId: string) => void;
  /** The product whose details are loading. */
  loadingId: string | null;
}

interface Props {
  children: ReactNode;
  onAddToBasket: (variantId: string, promotion: string | null) => Promise<AddResult>;
  adding: boolean;
}

export const LOG_POPUP_FAILED = 'Popup product could not be loaded';
/** The spec's modal unmount delay: the closing dialog keeps its content meanwhile. */
const UNMOUNT_DELAY_MS = 600;

const Context = createContext<ProductPopupControl | null>(null);
// The popup (modal, buy box, query) is a chunk of its own, loaded on the first quick buy.
const loadModal = () => import('./ProductPopupModal.tsx');
const ProductPopupModal = lazy(loadModal);

const readFlag = () => isOn(assignExperiments(readShopCookie(EXPERIMENT_COOKIE)), 'popup_product');

/**
 * Quick buy for every page: tiles call open(productId); ?pop={productId} opens it on arrival.
 * Null on the server and when the popup_product flag is off, so tiles render no button then.
 */
export function ProductPopupProvider({ children, onAddToBasket, adding }: Props) {
  const environment = useRelayEnvironment();
  const { shop, urlParsed } = usePageContext();
  const enabled = useBrowserValue(readFlag, []) === true;
  const [loadingId, setLoadingId] = useState<string | null>(null);
  const [shown, setShown] = useState<{ productId: string; open: boolean } | null>(null);
  const busy = useRef(false);
  const opener = useRef<HTMLElement | null>(null);
  const variables = useMemo(
    () => (shown ? { id: shown.productId, locale: shop.locale, referrer: 'popupProduct' } : null),
    [shown, shop.locale],
  );

  const open = useCallback(
    (productId: string) => {
      if (busy.current) return;
      busy.current = true;
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setLoadingId(productId);
      loadModal()
        .then(({ ProductPopupQuery }) =>
          fetchQuery<ProductPopupModalQuery>(environment, ProductPopupQuery, { id: productId, locale: shop.locale, referrer: 'popupProduct' }, { fetchPolicy: 'network-only' }).toPromise(),
        )
        .then((data) => {
          if (data?.popupProductById) setShown({ productId, open: true });
          else console.info(LOG_POPUP_FAILED, { productId });
        })
        // The network layer has logged the call's error already; the shopper sees nothing.
        .catch(() => console.info(LOG_POPUP_FAILED, { productId }))
        .finally(() => {
          busy.current = false;
          setLoadingId(null);
        });
    },
    [environment, shop.locale],
  );

  const close = useCallback(() => setShown((current) => (current ? { ...current, open: false } : null)), []);

  useEffect(() => {
    if (!shown || shown.open) return;
    // The quick-buy button was disabled while loading, so the dialog cannot hand focus back to it.
    // This runs after the modal's own effect has closed the dialog.
    opener.current?.focus();
    const timer = setTimeout(() => setShown(null), UNMOUNT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  const pop = typeof urlParsed.search.pop === 'string' ? urlParsed.search.pop : '';
  useEffect(() => {
    if (enabled && pop) open(pop);
  }, [enabled, pop, open]);

  const control = useMemo(() => (enabled ? { open, loadingId } : null), [enabled, open, loadingId]);
  return (
    <Context value={control}>
      {children}
      {shown && variables && (
        <Suspense fallback={null}>
          <ProductPopupModal open={shown.open} variables={variables} onClose={close} onAddToBasket={onAddToBasket} adding={adding} />
        </Suspense>
      )}
    </Context>
  );
}

/** Quick buy for product tiles; null where it is not available. */
export function useProductPopup(): ProductPopupControl | null {
  return use(Context);
}
