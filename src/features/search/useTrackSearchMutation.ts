import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { SearchFieldTrackSearchMutation as MutationType } from './__generated__/SearchFieldTrackSearchMutation.graphql.ts';
import { LOG_MISSING_SESSION, recoSessionId, recoUserId } from '../../shop/recoSession.ts';
import { SearchFieldTrackSearchMutation } from './SearchFieldTrackSearchMutation.ts';

/**
 * Reports a search, only with tracking consent. Fire and forget: a lost tracking call must never
 * hold up the search (the network layer logs failures).
 */
export function useTrackSearchMutation() {
  const [commit] = useMutation<MutationType>(SearchFieldTrackSearchMutation);
  return useCallback(
    (searchTerm: string, trackingConsent: boolean, locale: string) => {
      if (!trackingConsent) return;
      const sessionId = recoSessionId();
      if (!sessionId) {
        console.warn(LOG_MISSING_SESSION);
        return;
      }
      commit({ variables: { searchTerm, sessionId, userId: recoUserId(), trackingConsent, locale }, onError: () => {} });
    },
    [commit],
  );
}
