import { graphql } from 'react-relay';

export const ListingPageQuery = graphql`
  query ListingPageQuery($input: ProductListingInput!) {
    productListing(input: $input) {
      id
      pageCount
      category {
        id
        name
        title
        path
        children {
          id
          name
          path
        }
      }
      ...ListingView_listing
    }
  }
`;
