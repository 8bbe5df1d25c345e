import { graphql } from 'react-relay';

export const CheckoutPlaceOrderMutation = graphql`
  mutation CheckoutPlaceOrderMutation($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      orderNumber
      total
      currency
    }
  }
`;
