import { graphql } from 'react-relay';

// Live suggestions: brands, categories with their suggested filter, products with image and price.
export const SearchSuggestionsQuery = graphql`
  query SearchSuggestionsQuery($input: SuggestionInput!) {
    suggestion(input: $input) {
      id
      brands {
        id
        name
      }
      categories {
        id
        category {
          id
          name
          path
        }
        suggestedFilter {
          id
          values
        }
      }
      products {
        id
        product {
          id
          name
          images(count: 1) {
            hash
            alt
          }
          price {
            ...Price_productPrice @relay(mask: false)
          }
        }
      }
    }
  }
`;
