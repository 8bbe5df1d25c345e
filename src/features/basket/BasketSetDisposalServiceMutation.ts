import { graphql } from 'react-relay';

// Books the disposal service (take-away of old mattresses and slatted frames) for a total number
// of pieces; the server caps it at the mattresses and slatted frames in the basket.
export const BasketSetDisposalServiceMutation = graphql`
  mutation BasketSetDisposalServiceMutation($quantity: Int!) {
    setDisposalService(quantity: $quantity) {
      id
      count
      disposalService {
        quantity
      }
    }
  }
`;
