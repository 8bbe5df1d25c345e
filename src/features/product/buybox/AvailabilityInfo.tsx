import { css } from '@linaria/core';
import { formatPrice } from '../../../ui/formatPrice.ts';
import type { AvailabilityView, DeliveryState } from './availability.ts';
import { FORWARDING_AGENT_FEE } from './fees.ts';

interface Props {
  availability: AvailabilityView;
  /** Delivered by a forwarding agent (freight). */
  forwarding: boolean;
  loyaltyPoints: number | null | undefined;
  currency: string;
  locale: string;
}

// Check (available), clock (delayed), X (sold out); the text says the same in words.
const ICONS: Record<DeliveryState, string> = {
  available: 'M5 12.5l4.5 4.5L19 7.5',
  delayed: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-14v5l3.5 2',
  unavailable: 'M6 6l12 12M18 6L6 18',
};

/** Delivery time, freight note and loyalty points of the chosen size (else of the product). */
export function AvailabilityInfo({ availability, forwarding, loyaltyPoints, currency, locale }: Props) {
  return (
    <div className={box}>
      <p className={line} data-state={availability.state} data-testid="buybox-availability">
        <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={ICONS[availability.state]} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span>{availability.text}</span>
      </p>
      {forwarding && (
        <p className={note} data-testid="buybox-forwarding">
          <strong>Speditionslieferung</strong>: Lieferung bis an die Bordsteinkante, zzgl.{' '}
          {formatPrice(FORWARDING_AGENT_FEE, currency, locale)} Frachtkosten je Bestellung
        </p>
      )}
      {typeof loyaltyPoints === 'number' && loyaltyPoints > 0 && (
        <p className={note}>Sie erhalten {loyaltyPoints} Treuepunkte</p>
      )}
    </div>
  );
}

const box = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  p {
    margin: 0;
  }
`;
const line = css`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 700;
  &[data-state='available'] {
    color: var(--color-success);
  }
  &[data-state='delayed'] {
    color: var(--color-muted);
  }
  &[data-state='unavailable'] {
    color: var(--color-error);
  }
`;
const note = css`
  font-size: 0.875rem;
`;
