import { commitMutation, graphql, type Environment } from 'relay-runtime';
import type { trackSearchMutation } from './__generated__/trackSearchMutation.graphql.ts';
import { LOG_MISSING_SESSION, recoSessionId, recoUserId } from './recoSession.ts';

const mutation = graphql`
  mutation trackSearchMutation($searchTerm: String!, $sessionId: ID!, $userId: ID, $trackingConsent: Boolean!, $locale: String!) {
    trackSearchGkAir(searchTerm: $searchTerm, sessionId: $sessionId, userId: $userId, trackingConsent: $trackingConsent, locale: $locale) {
      success
    }
  }
`;

/**
 * Reports a search to the recommendation service. Only with tracking consent; fire and forget,
 * since a lost tracking call must never hold up the search (the network layer logs failures).
 */
export function trackSearch(environment: Environment, searchTerm: string, trackingConsent: boolean, locale: string): void {
  if (!trackingConsent) return;
  const sessionId = recoSessionId();
  if (!sessionId) {
    console.warn(LOG_MISSING_SESSION);
    return;
  }
  commitMutation<trackSearchMutation>(environment, {
    mutation,
    variables: { searchTerm, sessionId, userId: recoUserId(), trackingConsent, locale },
    onError: () => {},
  });
}
