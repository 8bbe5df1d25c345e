import { graphql } from 'react-relay';

// The surcharge of the chosen method changes the cost lines, so the answer carries them.
export const CheckoutSetPaymentMutation = graphql`
  mutation CheckoutSetPaymentMutation($paymentMethodId: ID!) {
    setPaymentMethod(paymentMethodId: $paymentMethodId) {
      id
      selectedPaymentMethodId
      ...PaymentStep_checkout
      ...ReviewStep_checkout
    }
  }
`;
