import { useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import { createOperationDescriptor, getRequest, type Environment, type OperationDescriptor } from 'relay-runtime';
import { usePageContext } from 'vike-react/usePageContext';
import { LOGIN_CHANGED } from '../../shop/loginMarker.ts';
import { WishlistButtonContext, type WishlistButtonProps } from '../../shop/wishlist.tsx';
import type { WishlistStateQuery as QueryType, WishlistStateQuery$data } from './__generated__/WishlistStateQuery.graphql.ts';
import { useToggleWishlistMutation } from './useToggleWishlistMutation.ts';
import { WishlistButton } from './WishlistButton.tsx';
import { WishlistStateContext } from './wishlistState.ts';
import { WishlistStateQuery } from './WishlistStateQuery.ts';

function savedOf(data: unknown): ReadonlyMap<string, string> | null {
  const items = (data as WishlistStateQuery$data | undefined)?.wishlist?.items;
  if (!items) return null;
  return new Map(items.map((item) => [item.product.id, item.id]));
}

/** The saved products as the store holds them, for useSyncExternalStore. */
function storeSource(environment: Environment, operation: OperationDescriptor) {
  let saved: ReadonlyMap<string, string> | null = null;
  return {
    subscribe(onChange: () => void) {
      const snapshot = environment.lookup(operation.fragment);
      saved = savedOf(snapshot.data);
      const subscription = environment.subscribe(snapshot, (next) => {
        saved = savedOf(next.data);
        onChange();
      });
      onChange();
      return () => subscription.dispose();
    },
    get: () => saved,
  };
}

const none = () => null;
const renderButton = (props: WishlistButtonProps) => <WishlistButton {...props} />;

/**
 * Loads the visitor's wishlist in the browser (after hydration, when the page becomes visible
 * again — another tab may have changed it — and after login or logout), keeps it in the Relay
 * store and offers the wishlist button to every tile and buy box. The store runtime (shared
 * in-store devices) gets no button.
 */
export function WishlistProvider({ children }: { children: ReactNode }) {
  const { shop, runtime } = usePageContext();
  const enabled = runtime !== 'store';
  const environment = useRelayEnvironment();
  const locale = shop.locale;
  const operation = useMemo(() => createOperationDescriptor(getRequest(WishlistStateQuery), { locale }), [locale]);
  const source = useMemo(() => storeSource(environment, operation), [environment, operation]);
  const saved = useSyncExternalStore(source.subscribe, enabled ? source.get : none, none);

  const reload = useCallback(() => {
    fetchQuery<QueryType>(environment, WishlistStateQuery, { locale }, { fetchPolicy: 'network-only' }).subscribe({ error: () => {} });
  }, [environment, locale]);

  useEffect(() => {
    if (!enabled) return;
    // Kept in the store for the whole visit: every change shows at once wherever it is read.
    const retained = environment.retain(operation);
    reload();
    const onVisible = () => {
      if (document.visibilityState === 'visible') reload();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener(LOGIN_CHANGED, reload);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener(LOGIN_CHANGED, reload);
      retained.dispose();
    };
  }, [enabled, environment, operation, reload]);

  const commitToggle = useToggleWishlistMutation(locale, reload);
  const toggle = useCallback((productId: string) => commitToggle(productId, saved?.get(productId) ?? null), [commitToggle, saved]);
  const control = useMemo(() => ({ saved, toggle }), [saved, toggle]);

  return (
    <WishlistStateContext value={control}>
      <WishlistButtonContext value={enabled ? renderButton : null}>{children}</WishlistButtonContext>
    </WishlistStateContext>
  );
}
