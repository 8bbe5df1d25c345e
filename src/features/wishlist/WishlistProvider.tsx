import { css, cx } from '@linaria/core';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { WishlistButtonContext, type WishlistButtonProps } from '../../shop/context/wishlist.tsx';
import { useAfterHydration } from '../../ui/lazy/useTransitionStore.ts';
import { withTexts } from '../../i18n/lazyTexts.ts';

// The heart (its look, the wishlist state, mutations, tracking) is a chunk of its own, loaded
// after hydration: hearts are on nearly every page, so their code stays out of every first load.
// Until then a placeholder of the button's size keeps its place.
const WishlistButton = lazy(() => withTexts(['frame', 'wishlist'], import('./WishlistButton.tsx')));

function LazyWishlistButton(props: WishlistButtonProps & { locale: string }) {
  const shell = <span className={cx(placeholder, props.className)} data-wishlist-state="loading" />;
  // The server and hydration render the placeholder; then the working button takes its place, in
  // a transition (a heart on every tile of a listing) that keeps the placeholder until it loads.
  if (!useAfterHydration()) return shell;
  return (
    <Suspense fallback={shell}>
      <WishlistButton {...props} />
    </Suspense>
  );
}

/**
 * Offers the wishlist button to every tile and buy box below. The store runtime (shared in-store
 * devices) gets none.
 */
export function WishlistProvider({ children }: { children: ReactNode }) {
  const { runtime, shop } = usePageContext();
  const { locale } = shop;
  const render = useMemo(
    () => (runtime === 'store' ? null : (props: WishlistButtonProps) => <LazyWishlistButton {...props} locale={locale} />),
    [runtime, locale],
  );
  return <WishlistButtonContext value={render}>{children}</WishlistButtonContext>;
}

const placeholder = css`
  display: inline-block;
  width: var(--touch-target);
  height: var(--touch-target);
`;
