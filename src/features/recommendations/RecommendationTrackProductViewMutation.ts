import { graphql } from 'react-relay';

// A product page was viewed (once per product page load, only with tracking consent).
export const RecommendationTrackProductViewMutation = graphql`
  mutation RecommendationTrackProductViewMutation($productId: ID!, $sessionId: ID!, $userId: ID, $trackingConsent: Boolean!, $locale: String!) {
    trackProductViewGkAir(productId: $productId, sessionId: $sessionId, userId: $userId, trackingConsent: $trackingConsent, locale: $locale) {
      success
    }
  }
`;
