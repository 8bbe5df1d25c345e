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
