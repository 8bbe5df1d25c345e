import { graphql } from 'react-relay';

// The answer carries the basket's id and count, so the header badge (which reads the same record)
// updates through the store without another request.
export const BasketAddItemMutation = graphql`
  mutation BasketAddItemMutation($input: AddToBasketInput!) {
    addToBasket(input: $input) {
      basket {
        id
        count
        disposalService {
          quantity
        }
      }
      item {
        id
        quantity
      }
    }
  }
`;
