import { useCallback } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { commitMutation } from 'relay-runtime';
import type { SearchFieldTrackSearchMutation as MutationType } from './__generated__/SearchFieldTrackSearchMutation.graphql.ts';
import { loadedSearchOperations, loadSearchOperations } from './loadOperations.ts';
import { LOG_MISSING_SESSION, recoSessionId, recoUserId } from '../../shop/recoSession.ts';

type Operations = Awaited<ReturnType<typeof loadSearchOperations>>;

/**
 * Reports a search, only with tracking consent. Fire and forget: a lost tracking call must never
 * hold up the search (the network layer logs failures). The mutation loads with the first search.
 */
export function useTrackSearchMutation() {
  const environment = useRelayEnvironment();
  return useCallback(
    (searchTerm: string, trackingConsent: boolean, locale: string) => {
      if (!trackingConsent) return;
      const sessionId = recoSessionId();
      if (!sessionId) {
        console.warn(LOG_MISSING_SESSION);
        return;
      }
      const variables = { searchTerm, sessionId, userId: recoUserId(), trackingConsent, locale };
      const send = ({ SearchFieldTrackSearchMutation }: Operations) =>
        commitMutation<MutationType>(environment, { mutation: SearchFieldTrackSearchMutation, variables, onError: () => {} });
      const operations = loadedSearchOperations();
      if (operations) send(operations);
      else void loadSearchOperations().then(send, () => {});
    },
    [environment],
  );
}
