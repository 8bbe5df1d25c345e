import { useLazyLoadQuery } from 'react-relay';
import { useData } from 'vike-react/useData';
import { ProductGrid } from '../../src/features/catalogue/ProductGrid.tsx';
import { ProductTile } from '../../src/features/catalogue/ProductTile.tsx';
import { HomeTeaserSection } from '../../src/features/content/HomeTeaser.tsx';
import { useProductPopup } from '../../src/features/product/popup/ProductPopupProvider.tsx';
import { ContentRelay } from '../../src/relay/contentEnvironment.tsx';
import { ErrorBoundary } from '../../src/ui/ErrorBoundary.tsx';
import type { HomePageQuery as HomePageQueryType } from './__generated__/HomePageQuery.graphql.ts';
import type { Data } from './+data.ts';
import { HomePageQuery } from './HomePageQuery.ts';

const FIRST_ROW = 4;

export function HomePage() {
  const { variables, contentVariables } = useData<Data>();
  const data = useLazyLoadQuery<HomePageQueryType>(HomePageQuery, variables, { fetchPolicy: 'store-or-network' });
  const quickBuy = useProductPopup();
  return (
    <>
      {contentVariables ? (
        <ErrorBoundary fallback={null}>
          <ContentRelay>
            <HomeTeaserSection variables={contentVariables} />
          </ContentRelay>
        </ErrorBoundary>
      ) : (
        <h1>Willkommen</h1>
      )}
      <h2>Beliebte Artikel</h2>
      <ProductGrid label="Beliebte Artikel">
        {data.productListing.products.map((product, index) => (
          <ProductTile
            key={product.id}
            product={product}
            position={index + 1}
            listType="homepage"
            eager={index < FIRST_ROW}
            quickBuy={quickBuy}
          />
        ))}
      </ProductGrid>
    </>
  );
}
