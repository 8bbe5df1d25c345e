import { graphql } from 'react-relay';

// The number of reviews, for the structured data's aggregate rating; the page shows without it.
export const ProductReviewCountQuery = graphql`
  query ProductReviewCountQuery($id: ID!, $locale: String!) {
    reviewStatistics(productId: $id, locale: $locale) {
      id
      totalReviewCount
    }
  }
`;
