import { graphql } from 'react-relay';
import type { FrameNavigationQuery$variables } from './__generated__/FrameNavigationQuery.graphql.ts';

// The navigation every page renders in its frame; loaded by each page's +data (see pages/frameData.ts).
// Each part of the frame asks for its own fields.
export const FrameNavigationQuery = graphql`
  query FrameNavigationQuery($locale: String!) {
    navigation(locale: $locale) {
      id
      ...DesktopNavigationTabs_navigation
      ...MenuPanel_navigation
      ...ShadowNavigation_navigation
    }
  }
`;

/** The query's variables for a shop: the navigation of its locale. */
export function frameNavigationVariables(shop: { locale: string }): FrameNavigationQuery$variables {
  return { locale: shop.locale };
}
