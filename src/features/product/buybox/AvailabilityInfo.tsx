import { css } from '@linaria/core';
import { formatPrice } from '../../../ui/formatPrice.ts';
import { Icon, type IconName } from '../../../ui/Icon.tsx';
import type { AvailabilityView, DeliveryState } from '../../../entities/product/availability.ts';
import { FORWARDING_AGENT_FEE } from './fees.ts';
import { productTexts } from '../texts.ts';

interface Props {
  availability: AvailabilityView;
  /** Delivered by a forwarding agent (freight). */
  forwarding: boolean;
  loyaltyPoints: number | null | undefined;
  currency: string;
  locale: string;
}

// Check (available), clock (delayed), X (sold out); the text says the same in words.
const ICONS: Record<DeliveryState, IconName> = { available: 'check', delayed: 'clock', unavailable: 'close' };

/** Delivery time, freight note and loyalty points of the chosen size (else of the product). */
export function AvailabilityInfo({ availability, forwarding, loyaltyPoints, currency, locale }: Props) {
  const texts = productTexts(locale);
  return (
    <div className={box}>
      <p className={line} data-state={availability.state} data-testid="buybox-availability">
        <Icon name={ICONS[availability.state]} size={20} />
        <span>{availability.text}</span>
      </p>
      {forwarding && (
        <p className={note} data-testid="buybox-forwarding">
          <strong>{texts.productForwardingTitle()}</strong>
          {texts.productForwardingText({ fee: formatPrice(FORWARDING_AGENT_FEE, currency, locale) })}
        </p>
      )}
      {typeof loyaltyPoints === 'number' && loyaltyPoints > 0 && (
        <p className={note}>{texts.productLoyaltyPoints({ points: loyaltyPoints })}</p>
      )}
    </div>
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
const line = css`
  display: flex;
  align-items: center;
  gap: var(--space-2);
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
