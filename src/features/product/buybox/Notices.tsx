import { css } from '@linaria/core';
import { readShopCookie } from '../../../shop/cookies.ts';
import { assignExperiments, EXPERIMENT_COOKIE, isOn } from '../../../shop/experiments.ts';
import { message } from '../../../shop/messages.ts';
import { useBrowserValue } from '../../../ui/lazy/useBrowserValue.ts';

const scarcityOn = () => isOn(assignExperiments(readShopCookie(EXPERIMENT_COOKIE)), 'scarcity');

/**
 * 'Nur noch {quantity} verfügbar!' behind the scarcity flag. The flag lives in a cookie the
 * browser reads, so the server and the hydrating render show nothing.
 */
export function ScarcityNotice({ quantity }: { quantity: number | null }) {
  const on = useBrowserValue(scarcityOn, []);
  if (!on || quantity === null) return null;
  return (
    <p className={notice} data-kind="warning" data-testid="buybox-scarcity">
      {message('SCARCITY_EFFECT', { quantity })}
    </p>
  );
}

/** The product is shown under a new number; the one the shopper searched for is mentioned. */
export function DisplayNumberChangedNotice({ displayNumber, oldDisplayNumber }: { displayNumber: string; oldDisplayNumber: string }) {
  return (
    <p className={notice} data-kind="info" data-testid="buybox-display-number-changed">
      {message('DISPLAY_NUMBER_CHANGED', { displayNumber, oldDisplayNumber })}
    </p>
  );
}

const notice = css`
  margin: 0;
  padding: var(--space-3) var(--space-4);
  border-left: 4px solid var(--color-primary);
  border-radius: var(--radius-m);
  background: var(--color-surface);
  &[data-kind='warning'] {
    border-left-color: var(--color-sale);
    font-weight: 700;
  }
`;
