import { graphql } from 'react-relay';

// Personalised: runs in the browser only, after hydration, with the customer's token.
export const HeaderToolsQuery = graphql`
  query HeaderToolsQuery($locale: String!) {
    client {
      id
      isLoggedIn
      customerNumber
    }
    basket {
      id
      count
    }
    wishlist(locale: $locale) {
      id
      count
    }
  }
`;

// The badge's count alone, loaded again when the page becomes visible (see wishlistRefresh).
export const HeaderWishlistCountQuery = graphql`
  query HeaderWishlistCountQuery($locale: String!) {
    wishlist(locale: $locale) {
      id
      count
    }
  }
`;
