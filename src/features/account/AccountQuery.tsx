import { css } from '@linaria/core';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useQueryLoader, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { fetchQuery, type GraphQLTaggedNode, type OperationType } from 'relay-runtime';
import { Button } from '../../ui/Button.tsx';
import { accountMessage } from './accountMessages.ts';
import { endSession, isAuthError } from './session.ts';

/**
 * Loads a personal query in the browser once the part mounts (never on the server) and renders
 * its content from the store. A refused login ends the session (the area then shows its login
 * prompt); any other failure shows a message with a retry, never an error page. The request is
 * awaited here rather than thrown into an error boundary: a guest is an expected answer.
 */
export function AccountQuery<T extends OperationType>({
  query,
  variables,
  fallback,
  children,
}: {
  query: GraphQLTaggedNode;
  variables: T['variables'];
  fallback: ReactNode;
  children: (queryRef: PreloadedQuery<T>) => ReactNode;
}) {
  const environment = useRelayEnvironment();
  const [queryRef, load, dispose] = useQueryLoader<T>(query);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(variables);

  useEffect(() => {
    const vars = JSON.parse(key) as T['variables'];
    // Fresh data on every visit; the answer lands in the store, which the content then reads.
    const subscription = fetchQuery<T>(environment, query, vars, { fetchPolicy: 'network-only' }).subscribe({
      complete: () => load(vars, { fetchPolicy: 'store-or-network' }),
      error: (error: unknown) => {
        dispose();
        if (isAuthError(error)) endSession(environment, 'expired');
        else setFailed(true);
      },
    });
    return () => subscription.unsubscribe();
  }, [environment, query, key, load, dispose, attempt]);

  if (failed) {
    return (
      <div role="alert" className={failedStyle}>
        <p>{accountMessage('LOAD_FAILED')}</p>
        <Button
          variant="secondary"
          onClick={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          Erneut versuchen
        </Button>
      </div>
    );
  }
  if (!queryRef) return fallback;
  return <Suspense fallback={fallback}>{children(queryRef)}</Suspense>;
}

const failedStyle = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: var(--space-3);
  padding: var(--space-4);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-l);
`;

