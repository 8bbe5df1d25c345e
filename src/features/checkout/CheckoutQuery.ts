import { graphql } from 'react-relay';

// Personal: the checkout page's +data runs it on the server with the visitor's token. The top-level fields decide which step is open and what
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

/** The query's variables, the same in +data and in the page (they name its outcome). */
export const CHECKOUT_VARIABLES = {} as const;
