import { graphql } from 'react-relay';

// Personalised: a personal page's +data runs it on the server with the customer's token
// (loadPersonalFrame in pages/frameData.ts); on every other page the browser runs it after
// hydration (HeaderTools).
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

/** The query's variables, alike on the server and in the browser. */
export const headerToolsVariables = (shop: { locale: string }) => ({ locale: shop.locale });
