import { Suspense, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { commitMutation, RelayEnvironmentProvider, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { usePageContext } from 'vike-react/usePageContext';
import { ShopBridgeContext, type RecommendationSlotProps, type ShopBridge, type TrackingOptOutStatus } from '../features/content/shopBridge.ts';
import { RecommendationPlace } from '../features/recommendations/RecommendationPlace.tsx';
import { useWishlistState } from '../features/wishlist/wishlistStore.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { Price } from '../ui/Price.tsx';
import type { ContentPriceQuery as PriceQueryType } from './__generated__/ContentPriceQuery.graphql.ts';
import type { ContentTrackingOptOutMutation as OptOutType } from './__generated__/ContentTrackingOptOutMutation.graphql.ts';
import { ContentPriceQuery } from './ContentPriceQuery.ts';
import { ContentTrackingOptOutMutation } from './ContentTrackingOptOutMutation.ts';

/**
 * Gives content what it needs from the shop API (its own Relay environment): the tracking opt-out
 * and live prices. Rendered outside the content environment's provider, so it holds the shop one.
 */
export function ContentShopBridge({ children }: { children: ReactNode }) {
  const shop = useRelayEnvironment();
  const bridge = useMemo<ShopBridge>(
    () => ({
      trackingOptOut: (provider) => trackingOptOut(shop, provider),
      ProductPrice: ({ productId }) => (
        <RelayEnvironmentProvider environment={shop}>
          <LivePrice productId={productId} />
        </RelayEnvironmentProvider>
      ),
      Recommendations: (props) => (
        <RelayEnvironmentProvider environment={shop}>
          <ContentRecommendations {...props} />
        </RelayEnvironmentProvider>
      ),
    }),
    [shop],
  );
  return <ShopBridgeContext value={bridge}>{children}</ShopBridgeContext>;
}

/** A content item's recommendations as a place of the recommendations feature (shop data). */
function ContentRecommendations({ source, placement, display }: RecommendationSlotProps) {
  const displayType = display === 'assortmentCards' ? 'Assortment Cards' : 'Reco Slider';
  if (source.kind === 'wishlist') return <WishlistRecommendations displayType={displayType} />;
  const { serviceId, outputId, parameters, outputConfig } = source.request;
  return (
    <RecommendationPlace
      name={placement === 'outfit' ? 'outfit' : 'content'}
      service={{ serviceId, outputId, parameters, outputConfig }}
      displayType={displayType}
      saleBadgesOnly={placement === 'inspiration'}
    />
  );
}

/** The wishlist recommendation inside content: shown from 3 saved products, like on /wishlist. */
function WishlistRecommendations({ displayType }: { displayType: string }) {
  // The wishlist is personal: the server renders nothing in its place.
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  return inBrowser ? <SavedWishlistRecommendations displayType={displayType} /> : null;
}

function SavedWishlistRecommendations({ displayType }: { displayType: string }) {
  const { shop } = usePageContext();
  const saved = useWishlistState(shop.locale);
  return <RecommendationPlace name="wishlist" recommendation={{ recommendationType: 'Wishlist', displayType }} wishlistCount={saved?.size ?? 0} />;
}

function trackingOptOut(environment: Environment, provider: string) {
  return new Promise<TrackingOptOutStatus>((resolve, reject) => {
    commitMutation<OptOutType>(environment, {
      mutation: ContentTrackingOptOutMutation,
      variables: { provider },
      onCompleted: (response, errors) => {
        const status = response.trackingOptOut?.status;
        if (errors?.length || !status || status === '%future added value') reject(new Error('trackingOptOut failed'));
        else resolve(status);
      },
      onError: reject,
    });
  });
}

const noSubscription = () => () => {};

/** Prices change: loaded in the browser only; the badge keeps its size meanwhile. */
function LivePrice({ productId }: { productId: string }) {
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  if (!inBrowser) return null;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <LoadedPrice productId={productId} />
      </Suspense>
    </ErrorBoundary>
  );
}

function LoadedPrice({ productId }: { productId: string }) {
  const { shop } = usePageContext();
  const data = useLazyLoadQuery<PriceQueryType>(ContentPriceQuery, { id: productId, locale: shop.locale }, { fetchPolicy: 'store-or-network' });
  const price = data.productPriceAndNameById?.price;
  if (!price) return null;
  return <Price amount={price.min} old={price.old} currency={price.currency} range={price.priceRange} />;
}
