import { graphql } from 'react-relay';

// Where a submitted term leads (product, category, redirect or the search results).
export const SearchFieldLookupQuery = graphql`
  query SearchFieldLookupQuery($input: SearchFieldInput!) {
    searchField(input: $input) {
      productId
      category {
        path
        activeFilters {
          id
          values
        }
      }
      term
      redirect
      totalItemsCount
    }
  }
`;
