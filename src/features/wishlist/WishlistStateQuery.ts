import { graphql } from 'react-relay';

// Personalised: which products the visitor saved. Loaded in the browser after hydration and again
// when the page becomes visible; every heart, the header badge and /wishlist read the same record.
export const WishlistStateQuery = graphql`
  query WishlistStateQuery($locale: String!) {
    wishlist(locale: $locale) {
      id
      count
      items {
        id
        product {
          id
        }
      }
    }
  }
`;
