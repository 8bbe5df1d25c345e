import { graphql } from 'react-relay';

/** The homepage's content entry (slug 'homepage'); preview: true shows drafts (preview token). */
export const HomePageContentQuery = graphql`
  query HomePageContentQuery($locale: String!, $preview: Boolean!) {
    pageCollection(where: { slug: "homepage" }, limit: 1, locale: $locale, preview: $preview) {
      items {
        sys {
          id
        }
        ...HomeContent_page
      }
    }
  }
`;
