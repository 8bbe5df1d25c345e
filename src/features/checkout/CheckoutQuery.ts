import { graphql } from 'react-relay';

// Personal: loaded in the browser only. The top-level fields decide which step is open and what
// the analytics events list; each step asks for the rest in its fragment.
export const CheckoutQuery = graphql`
  query CheckoutQuery {
    client {
      id
      isLoggedIn
    }
    checkout {
      id
      email
      selectedPaymentMethodId
      deliveryAddress {
        firstName
      }
      totals {
        currency
        shipping
      }
      basket {
        id
        count
        items {
          id
          productId
          name
          brand
          sizeLabel
          quantity
          price
          displayNumber
          availability {
            key
            state
            color
          }
        }
      }
      ...AddressStep_checkout
      ...PaymentStep_checkout
      ...ReviewStep_checkout
    }
  }
`;
