import { useCallback } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import type { BasketScreenQuery as QueryType } from './__generated__/BasketScreenQuery.graphql.ts';
import { BasketScreenQuery } from './BasketScreenQuery.ts';

/** Loads the basket again into the store (another tab changed it, or a change found the line gone). */
export function useRefreshBasket() {
  const environment = useRelayEnvironment();
  return useCallback(() => {
    fetchQuery<QueryType>(environment, BasketScreenQuery, {}, { fetchPolicy: 'network-only' }).subscribe({});
  }, [environment]);
}
