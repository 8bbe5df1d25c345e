import { graphql } from 'react-relay';

// A recommended category was clicked (only with tracking consent and a tracking token).
export const RecommendationTrackCategoryClickMutation = graphql`
  mutation RecommendationTrackCategoryClickMutation($categoryId: ID!, $trackingToken: String!, $sessionId: ID!, $userId: ID, $trackingConsent: Boolean!, $locale: String!) {
    trackCategoryClickGkAir(categoryId: $categoryId, trackingToken: $trackingToken, sessionId: $sessionId, userId: $userId, trackingConsent: $trackingConsent, locale: $locale) {
      success
    }
  }
`;
