import { useSyncExternalStore } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { RecommendationSlotProps } from '../features/content/shopBridge.ts';
import { RecommendationPlace } from '../features/recommendations/RecommendationPlace.tsx';
import { useWishlistState } from '../features/wishlist/wishlistStore.ts';

// Its own chunk: only pages with recommendation items load it (see itemPreloads.ts).

/** A content item's recommendations as a place of the recommendations feature (shop data). */
export function ContentRecommendations({ source, placement, display }: RecommendationSlotProps) {
  const displayType = display === 'assortmentCards' ? 'Assortment Cards' : 'Reco Slider';
  if (source.kind === 'wishlist') return <WishlistRecommendations displayType={displayType} />;
  const { serviceId, outputId, parameters, outputConfig } = source.request;
  return (
    <RecommendationPlace
      name={placement === 'outfit' ? 'outfit' : 'content'}
      service={{ serviceId, outputId, parameters, outputConfig }}
      displayType={displayType}
      inInspirationItem={placement === 'inspiration'}
    />
  );
}

const noSubscription = () => () => {};

/** The wishlist recommendation inside content: shown from 3 saved products, like on /wishlist. */
function WishlistRecommendations({ displayType }: { displayType: string }) {
  // The wishlist is personal: the server renders nothing in its place.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return inBrowser ? <SavedWishlistRecommendations displayType={displayType} /> : null;
}

function SavedWishlistRecommendations({ displayType }: { displayType: string }) {
  const { shop } = usePageContext();
  const saved = useWishlistState(shop.locale);
  return (
    <RecommendationPlace
      name="wishlist"
      recommendation={{ recommendationType: 'Wishlist', displayType }}
      wishlistCount={saved?.size ?? 0}
    />
  );
}
