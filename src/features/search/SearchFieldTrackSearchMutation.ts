import { graphql } from 'react-relay';

// Reports a search to the recommendation service; the answer is not read.
export const SearchFieldTrackSearchMutation = graphql`
  mutation SearchFieldTrackSearchMutation($searchTerm: String!, $sessionId: ID!, $userId: ID, $trackingConsent: Boolean!, $locale: String!) {
    trackSearchGkAir(searchTerm: $searchTerm, sessionId: $sessionId, userId: $userId, trackingConsent: $trackingConsent, locale: $locale) {
      success
    }
  }
`;
