import { css } from '@linaria/core';
import { useEffect, useRef } from 'react';
import { fetchQuery, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import { ProductGrid } from '../../src/features/catalogue/ProductGrid.tsx';
import { ProductTile } from '../../src/features/catalogue/ProductTile.tsx';
import { LazyRecommendationPlace } from '../../src/features/recommendations/LazyRecommendationPlace.tsx';
import { PlaceholderTiles } from '../../src/features/listing/PlaceholderTiles.tsx';
import { WishlistIntro } from '../../src/features/wishlist/WishlistIntro.tsx';
import { wishlistTexts } from '../../src/features/wishlist/texts.ts';
import { message } from '../../src/shop/texts/messages.ts';
import { track } from '../../src/shop/analytics/index.ts';
import { registerWishlistLoader, WISHLIST_LOADERS } from '../../src/shop/context/wishlistRefresh.ts';
import { RetryButton } from '../../src/relay/RetryButton.tsx';
import { PersonalQuery } from '../../src/relay/usePersonalQuery.tsx';
import type { WishlistPageQuery as QueryType } from './__generated__/WishlistPageQuery.graphql.ts';
import { WishlistPageQuery, wishlistPageVariables } from './WishlistPageQuery.ts';

/**
 * /wishlist: intro and the three steps for everyone, the saved products as tiles (the
 * page's +data loads them with the visitor's token, so they come with the page), add to basket
 * through the quick-buy popup.
 */
export function WishlistPage() {
  const { shop } = usePageContext();
  const environment = useRelayEnvironment();
  const variables = wishlistPageVariables(shop.locale);
  useEffect(() => {
    // Another tab may have saved products: their tile data comes with this page's query, which
    // also serves the hearts and the header badge (one request on visibility or login change).
    return registerWishlistLoader(WISHLIST_LOADERS.wishlistPage, () => {
      fetchQuery(environment, WishlistPageQuery, wishlistPageVariables(shop.locale)).subscribe({ error: () => {} });
    });
  }, [environment, shop.locale]);

  const loading = (
    <ProductGrid label={wishlistTexts(shop.locale).wishlistLoadingLabel()}>
      <PlaceholderTiles />
    </ProductGrid>
  );
  return (
    <div className={page}>
      <WishlistIntro />
      {/* The wishlist's own refresh (above) loads it again on visibility, not on every focus. */}
      <PersonalQuery<QueryType>
        query={WishlistPageQuery}
        variables={variables}
        skeleton={loading}
        failure={(retry) => <LoadFailed onRetry={retry} />}
        refreshOnFocus={false}
      >
        {(queryRef) => <WishlistItems queryRef={queryRef} />}
      </PersonalQuery>
    </div>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { locale } = usePageContext().shop;
  return (
    <div className={failed}>
      <p role="alert">{message(locale, 'DEFAULT')}</p>
      <RetryButton onRetry={onRetry} />
    </div>
  );
}

function WishlistItems({ queryRef }: { queryRef: PreloadedQuery<QueryType> }) {
  const { locale } = usePageContext().shop;
  const data = usePreloadedQuery<QueryType>(WishlistPageQuery, queryRef);
  // Items saved in another tab arrive first without their tile data (the wishlist state query);
  // they show once this page's own query has them.
  const items = (data.wishlist?.items ?? []).filter((item) => item.product.name != null);
  // wishlistInfo: what the wishlist held when the page showed it (once per page view).
  const productIds = items.map((item) => item.product.id).join(',');
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    track((e) => e.wishlistInfoEvent(productIds ? productIds.split(',') : []));
  }, [productIds]);
  if (items.length === 0) {
    return (
      <p className={empty} role="status">
        {message(locale, 'WISHLIST_EMPTY')}
      </p>
    );
  }
  return (
    <>
      <ProductGrid label={wishlistTexts(locale).wishlistItemsLabel()}>
        {items.map((item, index) => (
          <ProductTile key={item.id} product={item.product} position={index + 1} listType="wishlist" quickBuy wishlist="remove" />
        ))}
      </ProductGrid>
      {/* Shown from WISHLIST_RECOMMENDATION_MINIMUM saved products. */}
      <LazyRecommendationPlace name="wishlist" wishlistCount={items.length} />
    </>
  );
}

const page = css`
  display: grid;
  gap: var(--space-5);
`;
const failed = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: var(--space-3);
  & p {
    margin: 0;
  }
`;
const empty = css`
  margin: 0;
  padding: var(--space-5) 0;
  font-size: 1.125rem;
`;
