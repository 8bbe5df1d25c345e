import { useEffect } from 'react';
import { usePageQuery } from '../../src/relay/usePageQuery.ts';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { ProductDetails } from '../../src/features/product/ProductDetails.tsx';
import { StoreDisplayFailure } from '../../src/features/product/StoreDisplayFailure.tsx';
import { productPageParameters } from '../../src/features/recommendations/productPlace.ts';
import { LazyRecommendationPlace } from '../../src/features/recommendations/LazyRecommendationPlace.tsx';
import { useTrackProductView } from '../../src/features/recommendations/useTrackProductView.ts';
import { track } from '../../src/shop/analytics/index.ts';
import type { ProductPageQuery as ProductPageQueryType } from './__generated__/ProductPageQuery.graphql.ts';
import type { Data } from './+data.ts';
import { ProductPageQuery } from './ProductPageQuery.ts';
import { useDisposalNote } from './useDisposalNote.tsx';

export function ProductPage() {
  const { variables, reviewCount, storeDisplayFailure } = useData<Data>();
  const { shop, urlParsed } = usePageContext();
  const data = usePageQuery<ProductPageQueryType>(ProductPageQuery, variables);
  const disposalNote = useDisposalNote();
  const product = data.productById;
  useTrackProductView(storeDisplayFailure ? null : variables.id, shop.locale);
  // The view is credited to the list the shopper came from, as the URL says (recommendation, popup, search).
  const { search } = urlParsed;
  useEffect(() => {
    if (!product || storeDisplayFailure) return;
    const viewed = {
      id: product.id,
      name: product.name,
      brand: product.brand?.name ?? null,
      priceCents: product.price.min,
      availability: product.availability,
      displayNumber: product.displayNumber,
    };
    track((e) => {
      const { list, origin } = e.productPageList(search);
      return e.productDetailViewEvent(product.price.currency, viewed, list, origin);
    });
  }, [product, storeDisplayFailure, search]);
  // +data answers 404 for unknown products, so the product is here.
  if (!product) return null;
  if (storeDisplayFailure) return <StoreDisplayFailure name={product.name} />;
  return (
    <ProductDetails
      key={product.id}
      product={product}
      reviewCount={reviewCount}
      disposalNote={disposalNote}
      recommendations={({ productId, lastBreadcrumbId, outputs }) => (
        <LazyRecommendationPlace
          name="productDetailPage"
          parameters={productPageParameters(productId, lastBreadcrumbId)}
          outputs={outputs}
        />
      )}
    />
  );
}
