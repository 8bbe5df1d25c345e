import { graphql } from 'react-relay';

// The basket's own booking of the disposal service: answers the whole basket (totals change).
export const BasketBookDisposalMutation = graphql`
  mutation BasketBookDisposalMutation($quantity: Int!) {
    setDisposalService(quantity: $quantity) {
      id
      count
      ...BasketScreen_basket
    }
  }
`;
