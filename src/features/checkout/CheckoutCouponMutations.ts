import { graphql } from 'react-relay';

// The voucher line changes the cost lines of the checkout and of the basket, so the answer carries both.
export const CheckoutRedeemCouponMutation = graphql`
  mutation CheckoutRedeemCouponMutation($code: String!) {
    redeemCoupon(code: $code) {
      id
      couponCode
      ...ReviewStep_checkout
      basket {
        id
        totals {
          ...BasketTotals_totals
        }
      }
    }
  }
`;

export const CheckoutRemoveCouponMutation = graphql`
  mutation CheckoutRemoveCouponMutation {
    removeCoupon {
      id
      couponCode
      ...ReviewStep_checkout
      basket {
        id
        totals {
          ...BasketTotals_totals
        }
      }
    }
  }
`;
