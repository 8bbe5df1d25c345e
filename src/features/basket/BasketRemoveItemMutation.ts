import { graphql } from 'react-relay';

// Answers the whole basket (a removed mattress may take the disposal service, a removed article
// the free gift with it).
export const BasketRemoveItemMutation = graphql`
  mutation BasketRemoveItemMutation($itemId: ID!) {
    removeBasketItem(itemId: $itemId) {
      id
      count
      ...BasketScreen_basket
    }
  }
`;
