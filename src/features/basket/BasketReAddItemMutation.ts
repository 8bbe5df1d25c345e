import { graphql } from 'react-relay';

// Undo of a removal: the line comes back with its variant and pieces.
export const BasketReAddItemMutation = graphql`
  mutation BasketReAddItemMutation($input: AddToBasketInput!) {
    addToBasket(input: $input) {
      basket {
        id
        count
        ...BasketScreen_basket
      }
    }
  }
`;
