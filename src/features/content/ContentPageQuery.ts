import { graphql } from 'react-relay';

/** A content, inspiration or outfit page by slug; preview: true shows drafts (preview token). */
export const ContentPageQuery = graphql`
  query ContentPageQuery($slug: String!, $pageType: PageType!, $locale: String!, $preview: Boolean!) {
    pageCollection(where: { slug: $slug, pageType: $pageType }, limit: 1, locale: $locale, preview: $preview) {
      items {
        sys {
          id
          publishedAt
        }
        slug
        pageType
        title
        seoTitle
        seoDescription
        robots
        ...ContentPage_page
      }
    }
  }
`;
