import { css } from '@linaria/core';
import { graphql, useFragment } from 'react-relay';
import type { LoyaltyBox_loyalty$key } from './__generated__/LoyaltyBox_loyalty.graphql.ts';
import { card, hint } from './accountStyles.ts';
import { message } from '../../shop/texts/messages.ts';
import { formatNumber } from '../../ui/numberFormats.ts';
import { usePageContext } from 'vike-react/usePageContext';

/** The loyalty programme: points, and the welcome hint when a number is active in the session. */
export function LoyaltyBox({ loyalty }: { loyalty: LoyaltyBox_loyalty$key }) {
  const { locale } = usePageContext().shop;
  const { programmeName, points, sessionActive, registered } = useFragment(
    graphql`
      fragment LoyaltyBox_loyalty on Loyalty {
        programmeName
        points
        sessionActive
        registered
      }
    `,
    loyalty,
  );
  return (
    <section className={`${card} ${box}`} aria-labelledby="loyalty-title">
      <h2 id="loyalty-title" className={title}>
        {programmeName}
      </h2>
      {sessionActive && (
        <p className={hint} data-code="SCRID_SESSION_ACTIVE">
          {message(locale, 'SCRID_SESSION_ACTIVE', { programmeName })}
        </p>
      )}
      <p>
        {registered
          ? `Ihr Punktestand: ${formatNumber(points, 'de-DE')} Punkte`
          : `Sammeln Sie mit jeder Bestellung Punkte im ${programmeName}.`}
      </p>
    </section>
  );
}

const box = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  p {
    margin: 0;
  }
`;
const title = css`
  margin: 0;
  font-size: 1.125rem;
`;
