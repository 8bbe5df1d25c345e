import { lazy } from 'react';
import { useLazyLoadQuery } from 'react-relay';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { useAddToBasketMutation } from '../../src/features/basket/useAddToBasketMutation.ts';
import { ProductDetails } from '../../src/features/product/ProductDetails.tsx';
import type { ProductPageQuery as ProductPageQueryType } from './__generated__/ProductPageQuery.graphql.ts';
import type { Data } from './+data.ts';
import { ProductPageQuery } from './ProductPageQuery.ts';

// The disposal note comes from the content API; its code loads when its modal opens.
const DisposalNote = lazy(() => import('../../src/features/content/DisposalNoteContent.tsx'));

export function ProductPage() {
  const { variables, reviewCount } = useData<Data>();
  const { shop } = usePageContext();
  const data = useLazyLoadQuery<ProductPageQueryType>(ProductPageQuery, variables, { fetchPolicy: 'store-or-network' });
  const { add, inFlight } = useAddToBasketMutation(shop.locale);
  // +data answers 404 for unknown products, so the product is here.
  if (!data.productById) return null;
  return (
    <ProductDetails
      key={data.productById.id}
      product={data.productById}
      onAddToBasket={add}
      adding={inFlight}
      reviewCount={reviewCount}
      disposalNote={<DisposalNote />}
    />
  );
}
