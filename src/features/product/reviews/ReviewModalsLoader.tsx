import { lazy, Suspense, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { overlayIds } from '../../../ui/overlayHash.ts';
import { OVERLAY_IDS } from '../../../shop/context/overlays.ts';
import { useBrowserValue } from '../../../ui/lazy/useBrowserValue.ts';
import { OVERLAY_CHANGED } from '../../../ui/useOverlay.ts';
import { withTexts } from '../../../i18n/lazyTexts.ts';

// The modals' shells are a chunk of their own too: the product page loads them when one of them
// is asked for (its id in the URL hash).
const ReviewModals = lazy(() => withTexts(['frame', 'review'], import('./ReviewModals.tsx')));
const IDS: readonly string[] = [OVERLAY_IDS.ratingInfo, OVERLAY_IDS.ratings, OVERLAY_IDS.writeReview];
const EVENTS = ['hashchange', 'popstate', OVERLAY_CHANGED];

export function ReviewModalsLoader({ productId }: { productId: string }) {
  const { shop } = usePageContext();
  const wanted = useBrowserValue(() => overlayIds(location.hash).some((id) => IDS.includes(id)), EVENTS) === true;
  // Once loaded they stay, so a closing modal keeps its content and its history handling.
  const [loaded, setLoaded] = useState(false);
  if (wanted && !loaded) setLoaded(true);
  if (!wanted && !loaded) return null;
  return (
    <Suspense fallback={null}>
      <ReviewModals productId={productId} locale={shop.locale} />
    </Suspense>
  );
}
