import { ContentPage } from '../features/content/ContentPage.tsx';
import type { ContentPageQuery$variables } from '../features/content/__generated__/ContentPageQuery.graphql.ts';
import { ContentShopBridge } from './ContentShopBridge.tsx';

/** A content, inspiration or outfit page, with what its items need from the shop API. */
export function ContentPageView({ variables }: { variables: ContentPageQuery$variables }) {
  return (
    <ContentShopBridge>
      <ContentPage variables={variables} />
    </ContentShopBridge>
  );
}
