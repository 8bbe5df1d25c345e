import { graphql } from 'react-relay';

// Reports a saved product to the recommendation service (targeting consent only); the answer is not read.
export const WishlistTrackAddMutation = graphql`
  mutation WishlistTrackAddMutation($productId: ID!, $sessionId: ID!, $userId: ID, $trackingConsent: Boolean!, $locale: String!) {
    trackAddToWishlistGkAir(productId: $productId, sessionId: $sessionId, userId: $userId, trackingConsent: $trackingConsent, locale: $locale) {
      success
    }
  }
`;
