import { css } from '@linaria/core';
import { Component, Suspense, useEffect, type ReactNode } from 'react';
import { useQueryLoader, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import type { Environment, GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { Button } from '../../ui/Button.tsx';
import { accountMessage } from './accountMessages.ts';
import { endSession, isAuthError } from './session.ts';

/**
 * Loads a personal query in the browser once the part mounts (never on the server) and renders
 * its content under Suspense. A refused login ends the session (the area then shows its login
 * prompt); any other failure shows a message with a retry, never an error page.
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
  const [queryRef, load] = useQueryLoader<T>(query);
  const key = JSON.stringify(variables);
  useEffect(() => {
    load(JSON.parse(key) as T['variables'], { fetchPolicy: 'store-and-network' });
  }, [load, key]);
  const retry = () => load(JSON.parse(key) as T['variables'], { fetchPolicy: 'network-only' });
  if (!queryRef) return fallback;
  return (
    <AccountBoundary key={queryRef.fetchKey} environment={environment} onRetry={retry}>
      <Suspense fallback={fallback}>{children(queryRef)}</Suspense>
    </AccountBoundary>
  );
}

interface BoundaryProps {
  environment: Environment;
  onRetry: () => void;
  children: ReactNode;
}

class AccountBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown) {
    if (isAuthError(error)) endSession(this.props.environment, 'expired');
  }
  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (isAuthError(error)) return null;
    return (
      <div role="alert" className={failed}>
        <p>{accountMessage('LOAD_FAILED')}</p>
        <Button variant="secondary" onClick={this.props.onRetry}>
          Erneut versuchen
        </Button>
      </div>
    );
  }
}

const failed = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: var(--space-3);
  padding: var(--space-4);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-l);
`;

/** Grey blocks in the shape of the content, so nothing moves when it arrives. */
export function AccountSkeleton({ lines = 4 }: { lines?: number }) {
  return (
    <div aria-busy="true" aria-label="Wird geladen" className={skeleton}>
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className={bar} />
      ))}
    </div>
  );
}

const skeleton = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
`;
const bar = css`
  height: 4.5rem;
  border-radius: var(--radius-l);
  background: var(--color-surface);
`;
