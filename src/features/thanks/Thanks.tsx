import { css } from '@linaria/core';
import { Suspense, useEffect } from 'react';
import { usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import { ButtonLink } from '../../ui/Button.tsx';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { formatPrice } from '../../ui/formatPrice.ts';
import type { ThanksQuery as QueryType } from './__generated__/ThanksQuery.graphql.ts';
import { LoyaltyMessage } from './LoyaltyMessage.tsx';
import { Survey } from './Survey.tsx';
import { ThanksQuery } from './ThanksQuery.ts';

/**
 * The thanks page's personal part: the order just placed, the loyalty message and the survey,
 * loaded in the browser. The recommendations' place below keeps its height while it is empty.
 */
export function Thanks() {
  const [queryRef, loadQuery] = useQueryLoader<QueryType>(ThanksQuery);
  useEffect(() => loadQuery({}, { fetchPolicy: 'network-only' }), [loadQuery]);
  const placeholder = <div className={loading} aria-busy="true" />;
  return (
    <>
      {queryRef ? (
        <ErrorBoundary fallback={<p role="alert">Ihre Bestelldaten konnten nicht geladen werden. Ihre Bestellung ist trotzdem bei uns eingegangen.</p>}>
          <Suspense fallback={placeholder}>
            <LoadedThanks queryRef={queryRef} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        placeholder
      )}
    </>
  );
}

function LoadedThanks({ queryRef }: { queryRef: PreloadedQuery<QueryType> }) {
  const { lastOrder, loyalty } = usePreloadedQuery<QueryType>(ThanksQuery, queryRef);
  const { shop } = usePageContext();
  if (!lastOrder) {
    return (
      <div className={content}>
        <p>Zu Ihrem Besuch liegt keine Bestellung vor.</p>
        <div>
          <ButtonLink href="/">Zur Startseite</ButtonLink>
        </div>
      </div>
    );
  }
  return (
    <div className={content}>
      <p className={lead}>
        Ihre Bestellnummer: <strong data-testid="order-number">{lastOrder.orderNumber}</strong>
      </p>
      <p>
        Gesamtbetrag: {formatPrice(lastOrder.total, lastOrder.currency, shop.locale)}.{' '}
        {lastOrder.email ? `Eine Bestellbestätigung haben wir an ${lastOrder.email} gesendet.` : 'Eine Bestellbestätigung erhalten Sie per E-Mail.'}
      </p>
      <LoyaltyMessage order={lastOrder} loyalty={loyalty} />
      <Survey orderNumber={lastOrder.orderNumber} submitted={lastOrder.surveySubmitted} />
    </div>
  );
}

const loading = css`
  min-height: 24rem;
`;
const content = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
  min-height: 24rem;
  p {
    margin: 0;
  }
`;
const lead = css`
  font-size: 1.25rem;
`;
