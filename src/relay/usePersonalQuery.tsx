import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { loadQuery, useQueryLoader, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import {
  createOperationDescriptor,
  fetchQuery,
  getRequest,
  type Environment,
  type GraphQLTaggedNode,
  type OperationType,
} from 'relay-runtime';
import { usePageContext } from 'vike-react/usePageContext';
import { LOGIN_CHANGED } from '../shop/context/loginMarker.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { yieldToMain } from '../ui/lazy/yieldToMain.ts';
import { isRefusedLogin } from './apiError.ts';
import { personalKey } from './personalData.ts';

// The one way the shop shows the visitor's own data (basket, checkout, account, wishlist …).
//
// A personal page's +data runs the query on the server with the customer's token (pageData.ts,
// `load.personal`): its records come with the page, the server renders the data, and the browser
// hydrates from the same records without a request. A part whose page did not load it (the
// header's tools on a catalogue page, whose HTML is the same for everyone) loads it in the
// browser after hydration, showing its skeleton meanwhile. Either way: a failure shows the part's
// failure text with a retry (never an error page), a token the API refuses goes to `onRefused`
// (the account ends the session and shows its login prompt), and the data is loaded again when
// the window regains focus or the tab becomes visible, so two tabs converge.

export interface PersonalQueryOptions {
  /**
   * The API refused the customer's token (the shop's route has already ended the session). Without
   * it a refusal is a failure like any other.
   */
  onRefused?: (environment: Environment) => void;
  /** Load again on focus and when the tab becomes visible (default true). */
  refreshOnFocus?: boolean;
  /** Load again when the login changes (LOGIN_CHANGED): the data depends on who is logged in. */
  refreshOnLogin?: boolean;
  /**
   * A first load in the browser starts in a task of its own, after the one that runs the effects
   * after hydration (a part of every page's frame: a phone's start is smoother in short tasks).
   */
  ownTask?: boolean;
}

export type PersonalQueryState<T extends OperationType> =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | {
      status: 'ready';
      queryRef: PreloadedQuery<T>;
      /** A network load again, with a fresh reference (the part's own retry after a bad answer). */
      retry: () => void;
      /** Counts the retries: a key for the part's error boundary. */
      attempt: number;
    };

/** The query's state for a part that shows the visitor's data: see the top of this module. */
export function usePersonalQuery<T extends OperationType>(
  query: GraphQLTaggedNode,
  variables: T['variables'],
  options: PersonalQueryOptions = {},
): PersonalQueryState<T> {
  const environment = useRelayEnvironment();
  const request = getRequest(query);
  const key = JSON.stringify(variables);
  const outcome = usePageContext().data?.personal?.[personalKey(request.params.name, variables)];
  // Records the server loaded are read from the store as they are: no request on hydration.
  const [preloaded] = useState(() => {
    if (outcome !== 'loaded' || environment.check(createOperationDescriptor(request, variables)).status !== 'available') return null;
    return loadQuery<T>(environment, query, variables, { fetchPolicy: 'store-only' });
  });
  const [queryRef, load, dispose] = useQueryLoader<T>(query, preloaded);
  const [failed, setFailed] = useState(outcome === 'failed');
  const [attempt, setAttempt] = useState(0);
  const onRefused = useRef(options.onRefused);
  useEffect(() => {
    onRefused.current = options.onRefused;
  });
  const refreshOnFocus = options.refreshOnFocus ?? true;
  const refreshOnLogin = options.refreshOnLogin ?? false;
  const ready = !!queryRef && !failed;

  const refused = useCallback(
    (error: unknown) => {
      const { code, status } = (error ?? {}) as { code?: unknown; status?: unknown };
      if (!onRefused.current || !isRefusedLogin(code, status)) return false;
      onRefused.current(environment);
      return true;
    },
    [environment],
  );

  // Loads in the browser: when the page did not bring the records, and on every retry.
  const loadsHere = attempt > 0 || (!preloaded && outcome !== 'failed');
  const ownTask = !!options.ownTask && attempt === 0;
  useEffect(() => {
    if (!loadsHere) return;
    const vars = JSON.parse(key) as T['variables'];
    let subscription: { unsubscribe: () => void } | undefined;
    let gone = false;
    // The answer lands in the store, which the part then reads.
    const start = () => {
      if (gone) return;
      subscription = fetchQuery<T>(environment, query, vars, { fetchPolicy: 'network-only' }).subscribe({
        complete: () => load(vars, { fetchPolicy: 'store-or-network' }),
        error: (error: unknown) => {
          dispose();
          if (!refused(error)) setFailed(true);
        },
      });
    };
    if (ownTask) void yieldToMain().then(start);
    else start();
    return () => {
      gone = true;
      subscription?.unsubscribe();
    };
  }, [environment, query, key, load, dispose, refused, loadsHere, attempt, ownTask]);

  // Two tabs converge: the shown data is loaded again when the visitor comes back to this one.
  useEffect(() => {
    if (!ready || (!refreshOnFocus && !refreshOnLogin)) return;
    const vars = JSON.parse(key) as T['variables'];
    const load = () => fetchQuery<T>(environment, query, vars, { fetchPolicy: 'network-only' }).subscribe({ error: refused });
    const refresh = () => {
      if (document.visibilityState === 'visible') load();
    };
    if (refreshOnFocus) {
      window.addEventListener('focus', refresh);
      document.addEventListener('visibilitychange', refresh);
    }
    if (refreshOnLogin) window.addEventListener(LOGIN_CHANGED, load);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
      window.removeEventListener(LOGIN_CHANGED, load);
    };
  }, [environment, query, key, ready, refreshOnFocus, refreshOnLogin, refused]);

  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);

  if (failed) return { status: 'failed', retry };
  if (!queryRef) return { status: 'loading' };
  return { status: 'ready', queryRef, retry, attempt };
}

/**
 * A part showing the visitor's data with usePersonalQuery's policy: `skeleton` while it loads (give
 * it the size of the loaded part, so nothing jumps), `failure` with its retry when it failed (or a
 * render of the data threw), `children` with the query's reference once there.
 */
export function PersonalQuery<T extends OperationType>({
  query,
  variables,
  skeleton,
  failure,
  onRefused,
  refreshOnFocus,
  refreshOnLogin,
  ownTask,
  children,
}: {
  query: GraphQLTaggedNode;
  variables: T['variables'];
  skeleton: ReactNode;
  failure: (retry: () => void) => ReactNode;
  children: (queryRef: PreloadedQuery<T>, retry: () => void) => ReactNode;
} & PersonalQueryOptions) {
  const state = usePersonalQuery<T>(query, variables, { onRefused, refreshOnFocus, refreshOnLogin, ownTask });
  if (state.status === 'failed') return failure(state.retry);
  if (state.status === 'loading') return skeleton;
  return (
    <ErrorBoundary key={state.attempt} fallback={failure(state.retry)}>
      <Suspense fallback={skeleton}>{children(state.queryRef, state.retry)}</Suspense>
    </ErrorBoundary>
  );
}
