import { graphql } from 'react-relay';

// Answers the whole basket: lines, totals and hints change together, and the header badge reads
// the same record.
export const BasketChangeItemMutation = graphql`
  mutation BasketChangeItemMutation($input: ChangeBasketItemInput!) {
    changeBasketItem(input: $input) {
      id
      count
      ...BasketScreen_basket
    }
  }
`;
