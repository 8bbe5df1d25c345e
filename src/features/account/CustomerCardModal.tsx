import { css } from '@linaria/core';
import { graphql, useFragment } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import { HashModal } from '../../ui/HashModal.tsx';
import type { CustomerCardModal_customer$key } from './__generated__/CustomerCardModal_customer.graphql.ts';
import { formatDate } from './accountFormat.ts';
import { customerTexts } from './customerTexts.ts';
import { ean13Bars } from './ean13.ts';

export const CUSTOMER_CARD_MODAL = 'customerCardModal';

/** The digital customer card: holder, number and its EAN-13 barcode to scan at the till. */
export function CustomerCardModal({ customer }: { customer: CustomerCardModal_customer$key }) {
  const { customerCard } = useFragment(
    graphql`
      fragment CustomerCardModal_customer on Customer {
        customerCard {
          number
          holder
          barcode
          validUntil
        }
      }
    `,
    customer,
  );
  const { locale } = usePageContext().shop;
  const t = customerTexts(locale);
  const bars = ean13Bars(customerCard.barcode);
  return (
    <HashModal id={CUSTOMER_CARD_MODAL} title={t.customerCard()}>
      <div className={cardFace}>
        <p className={holder}>{customerCard.holder}</p>
        {bars && (
          <svg
            role="img"
            aria-label={t.customerBarcode({ code: customerCard.barcode })}
            viewBox={`0 0 ${bars.length} 60`}
            className={barcode}
            preserveAspectRatio="none"
          >
            {[...bars].map((bar, x) => (bar === '1' ? <rect key={x} x={x} width={1} height={60} fill="currentColor" /> : null))}
          </svg>
        )}
        <p className={number}>{customerCard.number}</p>
        {customerCard.validUntil && <p>{t.customerValidUntil({ date: formatDate(locale, customerCard.validUntil) })}</p>}
      </div>
    </HashModal>
  );
}

const cardFace = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--space-2);
  padding: var(--space-4);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-xl);
  background: var(--color-background);
  color: var(--color-text);
  p {
    margin: 0;
  }
`;
const holder = css`
  font-size: 1.125rem;
  font-weight: 700;
`;
const barcode = css`
  width: 100%;
  max-width: 20rem;
  height: 5rem;
`;
const number = css`
  font-family: monospace;
  font-size: 1.125rem;
  letter-spacing: 0.1em;
`;
