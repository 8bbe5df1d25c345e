import { graphql } from 'react-relay';

// Personal: the page's +data runs it on the server with the visitor's token; the browser runs it
// again when the wishlist changes elsewhere. The items share the wishlist record with every heart
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
          ...ProductTile_product @relay(mask: false)
        }
      }
    }
  }
`;

/** The query's variables, the same in +data and in the page (they name its outcome). */
export const wishlistPageVariables = (locale: string) => ({ locale });
