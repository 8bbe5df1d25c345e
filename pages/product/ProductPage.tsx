import { useLazyLoadQuery } from 'react-relay';
import { useData } from 'vike-react/useData';
import { ProductDetails } from '../../src/features/product/ProductDetails.tsx';
import type { ProductPageQuery as ProductPageQueryType } from './__generated__/ProductPageQuery.graphql.ts';
import type { Data } from './+data.ts';
import { ProductPageQuery } from './ProductPageQuery.ts';
import { useDisposalNote } from './useDisposalNote.tsx';

export function ProductPage() {
  const { variables, reviewCount } = useData<Data>();
  const data = useLazyLoadQuery<ProductPageQueryType>(ProductPageQuery, variables, { fetchPolicy: 'store-or-network' });
  const disposalNote = useDisposalNote();
  // +data answers 404 for unknown products, so the product is here.
  if (!data.productById) return null;
  return <ProductDetails key={data.productById.id} product={data.productById} reviewCount={reviewCount} disposalNote={disposalNote} />;
}
