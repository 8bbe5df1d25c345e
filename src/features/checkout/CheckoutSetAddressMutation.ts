import { graphql } from 'react-relay';

// The answer is the checkout record again: every step shows the new address without a refetch.
export const CheckoutSetAddressMutation = graphql`
  mutation CheckoutSetAddressMutation($input: AddressInput!) {
    setCheckoutAddress(input: $input) {
      id
      email
      deliveryAddress {
        firstName
      }
      ...AddressStep_checkout
      ...ReviewStep_checkout
    }
  }
`;
