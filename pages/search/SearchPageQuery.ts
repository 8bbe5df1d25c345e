import { graphql } from 'react-relay';

export const SearchPageQuery = graphql`
  query SearchPageQuery($input: ProductListingInput!) {
    productListing(input: $input) {
      id
      term
      optimizedTerm
      totalItemsCount
      pageCount
      ...ListingView_listing
    }
  }
`;
