import { graphql } from 'react-relay';

// A recommended product was clicked (only with tracking consent and a tracking token).
export const RecommendationTrackClickMutation = graphql`
  mutation RecommendationTrackClickMutation($productId: ID!, $trackingToken: String!, $sessionId: ID!, $userId: ID, $trackingConsent: Boolean!, $locale: String!) {
    trackClickGkAir(productId: $productId, trackingToken: $trackingToken, sessionId: $sessionId, userId: $userId, trackingConsent: $trackingConsent, locale: $locale) {
      success
    }
  }
`;
