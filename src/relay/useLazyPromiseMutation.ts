import { useCallback, useEffect, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { commitMutation, type GraphQLTaggedNode, type MutationParameters, type SelectorStoreUpdater } from 'relay-runtime';
import { whenIdle } from '../ui/lazy/whenIdle.ts';

/**
 * usePromiseMutation (src/relay/usePromiseMutation.ts) for a mutation whose artifact is no part of
 * the page's first scripts: `load` imports it (a module-level function, so it keeps its identity).
 * It loads once the browser is idle after the page became usable; a run before then waits for it.
 * `[run, inFlight]` as there: inFlight from the run's start until its answer.
 */
export function useLazyPromiseMutation<T extends MutationParameters>(
  load: () => Promise<GraphQLTaggedNode>,
  updater?: SelectorStoreUpdater<T['response']>,
) {
  const environment = useRelayEnvironment();
  const [running, setRunning] = useState(0);
  useEffect(() => whenIdle(() => void load().catch(() => {})), [load]);
  const run = useCallback(
    async (variables: T['variables']) => {
      setRunning((count) => count + 1);
      try {
        const mutation = await load();
        return await new Promise<T['response']>((resolve, reject) => {
          commitMutation<T>(environment, { mutation, variables, updater, onCompleted: resolve, onError: reject });
        });
      } finally {
        setRunning((count) => count - 1);
      }
    },
    [environment, load, updater],
  );
  return [run, running > 0] as const;
}
