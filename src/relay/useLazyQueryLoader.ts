import { useCallback, useEffect, useRef, useState } from 'react';
import { loadQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import type { Environment, FetchPolicy, GraphQLTaggedNode, OperationType } from 'relay-runtime';

/** A lazily loaded module (a modal's or a client-only section's content) and the query it reads. */
export type QueryModuleImport = () => Promise<{ query: GraphQLTaggedNode }>;

interface Options {
  /** Another API's environment (the content API's); by default the one of the surrounding provider. */
  environment?: Environment | null;
  fetchPolicy?: FetchPolicy;
}

/**
 * Render-as-you-fetch for data a modal or client-only section shows (relay-examples' `prepare`):
 * the part that opens it calls `load(variables)` when it opens, which fetches the content's code
 * and starts its query with loadQuery; the content reads the reference with usePreloadedQuery
 * under Suspense. Relay's useQueryLoader, for a query that lives in a lazily loaded module.
 */
export function useLazyQueryLoader<T extends OperationType>(importModule: QueryModuleImport, options: Options = {}) {
  const surrounding = useRelayEnvironment();
  const environment = options.environment ?? surrounding;
  const fetchPolicy = options.fetchPolicy ?? 'store-or-network';
  const [queryRef, setQueryRef] = useState<PreloadedQuery<T> | null>(null);
  const latest = useRef(0);

  const load = useCallback(
    async (variables: T['variables']) => {
      const call = ++latest.current;
      const { query } = await importModule();
      if (call !== latest.current) return null; // a later load has taken over
      const ref = loadQuery<T>(environment, query, variables, { fetchPolicy });
      setQueryRef(ref);
      return ref;
    },
    [importModule, environment, fetchPolicy],
  );

  // A replaced reference, or the last one when the owner unmounts, releases its data.
  useEffect(() => () => queryRef?.dispose(), [queryRef]);

  return [queryRef, load] as const;
}
