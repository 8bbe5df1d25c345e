import { graphql } from 'react-relay';

export const HomePageContentQuery = graphql`
  query HomePageContentQuery($locale: String!, $preview: Boolean!) {
    pageCollection(where: { slug: "homepage" }, limit: 1, locale: $locale, preview: $preview) {
      items {
        sys {
          id
        }
        ...HomeTeaser_page
      }
    }
  }
`;
