import { usePageContext } from 'vike-react/usePageContext';
import { createElement, lazy, Suspense, useMemo, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { RelayEnvironmentProvider, useRelayEnvironment } from 'react-relay';
import { useModuleExport } from '../ui/lazy/lazyModule.ts';
import { ShopBridgeContext, type RecommendationSlotProps, type ShopBridge } from '../features/content/shopBridge.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { RECOMMENDATIONS_MODULE } from './itemPreloads.ts';

const ContentLivePrice = lazy(() => import('./ContentLivePrice.tsx'));
const ContentCategoryImage = lazy(() => import('./ContentCategoryImage.tsx'));

/**
 * Gives content what it needs from the shop API (its own Relay environment): the tracking opt-out
 * and live prices. Rendered outside the content environment's provider, so it holds the shop one.
 */
export function ContentShopBridge({ children }: { children: ReactNode }) {
  const shop = useRelayEnvironment();
  const { locale } = usePageContext().shop;
  const bridge = useMemo<ShopBridge>(
    () => ({
      // The opt-out page's call, loaded when the rare OPTOUT button is pressed.
      trackingOptOut: (provider) =>
        import('../features/service/commitTrackingOptOut.ts').then((m) => m.commitTrackingOptOut(shop, provider)),
      ProductPrice: ({ productId }) => (
        <RelayEnvironmentProvider environment={shop}>
          <LivePrice productId={productId} />
        </RelayEnvironmentProvider>
      ),
      // Rare (image links that name only the category id): the lookup loads when first asked.
      categoryPath: (categoryId) =>
        import('../features/promotions/promotionData.ts').then(async (m) => (await m.loadCategory(shop, locale, categoryId))?.path ?? null),
      CategoryImage: (props) => (
        <RelayEnvironmentProvider environment={shop}>
          <BrowserOnly>
            <ContentCategoryImage {...props} />
          </BrowserOnly>
        </RelayEnvironmentProvider>
      ),
      Recommendations: (props) => (
        <RelayEnvironmentProvider environment={shop}>
          <ContentRecommendations {...props} />
        </RelayEnvironmentProvider>
      ),
    }),
    [shop, locale],
  );
  return <ShopBridgeContext value={bridge}>{children}</ShopBridgeContext>;
}

/** Recommendations come in their own chunk, loaded with the page when it has recommendation items. */
function ContentRecommendations(props: RecommendationSlotProps) {
  const Component = useModuleExport<ComponentType<RecommendationSlotProps>>(RECOMMENDATIONS_MODULE, 'ContentRecommendations');
  return Component ? createElement(Component, props) : null;
}

const noSubscription = () => () => {};

/** Shop data that content shows, loaded in the browser only; nothing (and no error) until it is there. */
function BrowserOnly({ children }: { children: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!inBrowser) return null;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/** Prices change: loaded in the browser only; the badge keeps its size meanwhile. */
function LivePrice({ productId }: { productId: string }) {
  return (
    <BrowserOnly>
      <ContentLivePrice productId={productId} />
    </BrowserOnly>
  );
}
