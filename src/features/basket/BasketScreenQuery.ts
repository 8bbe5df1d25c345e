import { graphql } from 'react-relay';

// Personal: runs in the browser only (the server renders the same shell for every visitor).
export const BasketScreenQuery = graphql`
  query BasketScreenQuery {
    basket {
      id
      count
      ...BasketScreen_basket
    }
  }
`;
