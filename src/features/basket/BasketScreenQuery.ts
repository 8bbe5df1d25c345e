import { graphql } from 'react-relay';

// Personal: the basket page's +data runs it on the server with the visitor's token (guests have a
// basket too); the browser runs it again on focus (BasketScreen, usePersonalQuery).
export const BasketScreenQuery = graphql`
  query BasketScreenQuery {
    basket {
      id
      count
      ...BasketScreen_basket
    }
  }
`;

/** The query's variables, the same in +data and in the page (they name its outcome). */
export const BASKET_VARIABLES = {} as const;
