import { graphql } from 'react-relay';

// Personalised: loaded in the browser only. The items share the wishlist record with every heart
// and the header badge, so a removal shows here at once.
export const WishlistPageQuery = graphql`
  query WishlistPageQuery($locale: String!) {
    wishlist(locale: $locale) {
      id
      count
      items {
        id
        product {
          id
          name
          ...ProductTile_product
        }
      }
    }
  }
`;
