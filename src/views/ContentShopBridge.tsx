import { createElement, lazy, Suspense, useMemo, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { commitMutation, RelayEnvironmentProvider, useRelayEnvironment } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { useModuleExport } from '../features/content/lazyModule.ts';
import { ShopBridgeContext, type RecommendationSlotProps, type ShopBridge, type TrackingOptOutStatus } from '../features/content/shopBridge.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import type { ContentTrackingOptOutMutation as OptOutType } from './__generated__/ContentTrackingOptOutMutation.graphql.ts';
import { ContentTrackingOptOutMutation } from './ContentTrackingOptOutMutation.ts';
import { RECOMMENDATIONS_MODULE } from './itemPreloads.ts';

const ContentLivePrice = lazy(() => import('./ContentLivePrice.tsx'));

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

/** Recommendations come in their own chunk, loaded with the page when it has recommendation items. */
function ContentRecommendations(props: RecommendationSlotProps) {
  const Component = useModuleExport<ComponentType<RecommendationSlotProps>>(RECOMMENDATIONS_MODULE, 'ContentRecommendations');
  return Component ? createElement(Component, props) : null;
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
        <ContentLivePrice productId={productId} />
      </Suspense>
    </ErrorBoundary>
  );
}
