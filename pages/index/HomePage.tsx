import { usePageQuery } from '../../src/relay/usePageQuery.ts';
import { useData } from 'vike-react/useData';
import { ProductGrid } from '../../src/features/catalogue/ProductGrid.tsx';
import { ProductTile } from '../../src/features/catalogue/ProductTile.tsx';
import { HomeContentSection } from '../../src/features/content/HomeContent.tsx';
import { ErrorBoundary } from '../../src/ui/ErrorBoundary.tsx';
import { ContentShopBridge } from '../../src/views/ContentShopBridge.tsx';
import type { HomePageQuery as HomePageQueryType } from './__generated__/HomePageQuery.graphql.ts';
import type { Data } from './+data.ts';
import { HomePageQuery } from './HomePageQuery.ts';
import { useLayoutTexts } from '../../src/ui/layoutTexts.ts';

export function HomePage() {
  const { variables, contentVariables } = useData<Data>();
  const texts = useLayoutTexts();
  const fallbackHeadline = <h1>{texts.layoutWelcome()}</h1>;
  const data = usePageQuery<HomePageQueryType>(HomePageQuery, variables);
  return (
    <>
      {/* The content entry assembles the page's top; a failing entry leaves the fallback headline. */}
      <ErrorBoundary fallback={fallbackHeadline}>
        <ContentShopBridge>
          <HomeContentSection variables={contentVariables} fallback={fallbackHeadline} />
        </ContentShopBridge>
      </ErrorBoundary>
      <h2>{texts.layoutPopular()}</h2>
      <ProductGrid label={texts.layoutPopular()}>
        {data.productListing.products.map((product, index) => (
          <ProductTile key={product.id} product={product} position={index + 1} listType="homepage" quickBuy />
        ))}
      </ProductGrid>
    </>
  );
}
