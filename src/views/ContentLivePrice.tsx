import { useLazyLoadQuery } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import { ProductPrice } from '../entities/price/Price.tsx';
import type { ContentPriceQuery as PriceQueryType } from './__generated__/ContentPriceQuery.graphql.ts';
import { ContentPriceQuery } from './ContentPriceQuery.ts';

/** A product's live price in content (price eyecatchers); a lazy chunk, loaded in the browser only. */
export default function ContentLivePrice({ productId }: { productId: string }) {
  const { shop } = usePageContext();
  const data = useLazyLoadQuery<PriceQueryType>(
    ContentPriceQuery,
    { id: productId, locale: shop.locale },
    { fetchPolicy: 'store-or-network' },
  );
  const price = data.productPriceAndNameById?.price;
  if (!price) return null;
  return <ProductPrice price={price} locale={shop.locale} />;
}
