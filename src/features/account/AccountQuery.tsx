import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import type { PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { PersonalQuery } from '../../relay/usePersonalQuery.tsx';
import { Button } from '../../ui/Button.tsx';
import { usePageContext } from 'vike-react/usePageContext';
import { customerTexts } from './customerTexts.ts';
import { endSession } from './session.ts';

/**
 * A view of the account area with its personal query (usePersonalQuery): the data the page
 * brought, else loaded in the browser once the view mounts, again on focus. A refused login ends
 * the session (the area then shows its login prompt); any other failure shows a message with a
 * retry, never an error page.
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
  return (
    <PersonalQuery<T>
      query={query}
      variables={variables}
      skeleton={fallback}
      failure={(retry) => <LoadFailed onRetry={retry} />}
      onRefused={(environment) => endSession(environment, 'expired')}
    >
      {(queryRef) => children(queryRef)}
    </PersonalQuery>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = customerTexts(usePageContext().shop.locale);
  return (
    <div role="alert" className={failedStyle}>
      <p>{t.customerLoadFailed()}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t.customerRetry()}
      </Button>
    </div>
  );
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
