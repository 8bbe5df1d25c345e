import { graphql } from 'react-relay';

// Reports a removed product to the recommendation service (targeting consent only); the answer is not read.
export const WishlistTrackRemoveMutation = graphql`
  mutation WishlistTrackRemoveMutation($productId: ID!, $sessionId: ID!, $userId: ID, $trackingConsent: Boolean!, $locale: String!) {
    trackRemoveFromWishlistGkAir(productId: $productId, sessionId: $sessionId, userId: $userId, trackingConsent: $trackingConsent, locale: $locale) {
      success
    }
  }
`;
