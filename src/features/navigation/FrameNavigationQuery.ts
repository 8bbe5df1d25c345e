import { graphql } from 'react-relay';

// The navigation every page renders in its frame; loaded by each page's +data (see pages/frameData.ts).
export const FrameNavigationQuery = graphql`
  query FrameNavigationQuery($locale: String!) {
    navigation(locale: $locale) {
      id
      categories {
        id
        name
        path
      }
    }
  }
`;
