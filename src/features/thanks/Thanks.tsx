import { css } from '@linaria/core';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import { PersonalQuery } from '../../relay/usePersonalQuery.tsx';
import { ButtonLink } from '../../ui/Button.tsx';
import { formatPrice } from '../../ui/formatPrice.ts';
import type { ThanksQuery as QueryType } from './__generated__/ThanksQuery.graphql.ts';
import { LoyaltyMessage } from './LoyaltyMessage.tsx';
import { survey } from './surveyCode.ts';
import { withParts } from '../../i18n/parts.tsx';
import { thanksTexts } from './texts.ts';
import { THANKS_VARIABLES, ThanksQuery } from './ThanksQuery.ts';

/**
 * The thanks page's personal part: the order just placed, the loyalty message and the survey. The
 * page's +data loads them with the visitor's token, so the page comes with them (usePersonalQuery);
 * the order does not change, so nothing is loaded again on focus. The recommendations' place
 * below keeps its height while it is empty.
 */
export function Thanks() {
  const t = thanksTexts(usePageContext().shop.locale);
  return (
    <PersonalQuery<QueryType>
      query={ThanksQuery}
      variables={THANKS_VARIABLES}
      skeleton={<div className={loading} aria-busy="true" />}
      failure={() => <p role="alert">{t.thanksLoadFailed()}</p>}
      refreshOnFocus={false}
    >
      {(queryRef) => <LoadedThanks queryRef={queryRef} />}
    </PersonalQuery>
  );
}

function LoadedThanks({ queryRef }: { queryRef: PreloadedQuery<QueryType> }) {
  const { lastOrder, loyalty } = usePreloadedQuery<QueryType>(ThanksQuery, queryRef);
  const { shop } = usePageContext();
  const t = thanksTexts(shop.locale);
  if (!lastOrder) {
    return (
      <div className={content}>
        <p>{t.thanksNoOrder()}</p>
        <div>
          <ButtonLink href="/">{t.thanksToHome()}</ButtonLink>
        </div>
      </div>
    );
  }
  return (
    <div className={content}>
      <p className={lead}>
        {withParts(t.thanksOrderNumber, { orderNumber: <strong data-testid="order-number">{lastOrder.orderNumber}</strong> })}
      </p>
      <p>
        {t.thanksTotal({ total: formatPrice(lastOrder.total, lastOrder.currency, shop.locale) })}{' '}
        {lastOrder.email ? t.thanksConfirmationSent({ email: lastOrder.email }) : t.thanksConfirmationByEmail()}
      </p>
      <LoyaltyMessage order={lastOrder} loyalty={loyalty} />
      <survey.Deferred orderNumber={lastOrder.orderNumber} submitted={lastOrder.surveySubmitted} />
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
