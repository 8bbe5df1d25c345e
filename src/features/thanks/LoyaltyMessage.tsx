import { css } from '@linaria/core';
import { graphql, useFragment } from 'react-relay';
import type { LoyaltyMessage_loyalty$key } from './__generated__/LoyaltyMessage_loyalty.graphql.ts';
import type { LoyaltyMessage_order$key } from './__generated__/LoyaltyMessage_order.graphql.ts';
import { loyaltyLines } from './loyalty.ts';
import { usePageContext } from 'vike-react/usePageContext';

/** The loyalty programme's message after the order. */
export function LoyaltyMessage({ order, loyalty }: { order: LoyaltyMessage_order$key; loyalty: LoyaltyMessage_loyalty$key }) {
  const { locale } = usePageContext().shop;
  const placed = useFragment(
    graphql`
      fragment LoyaltyMessage_order on OrderConfirmation {
        loyaltyPoints
        loyaltyRegistered
      }
    `,
    order,
  );
  const programme = useFragment(
    graphql`
      fragment LoyaltyMessage_loyalty on Loyalty {
        programmeName
        sessionActive
        points
      }
    `,
    loyalty,
  );
  const lines = loyaltyLines(locale, {
    points: placed.loyaltyPoints,
    registered: placed.loyaltyRegistered,
    programmeName: programme.programmeName,
    sessionActive: programme.sessionActive,
    balance: programme.points,
  });
  return (
    <section className={box} aria-labelledby="thanks-loyalty">
      <h2 id="thanks-loyalty">{programme.programmeName}</h2>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </section>
  );
}

const box = css`
  padding: var(--space-4);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-l);
  h2 {
    margin: 0 0 var(--space-2);
    font-size: 1.125rem;
  }
  p {
    margin: 0;
  }
`;
