import { css } from '@linaria/core';
import { readShopCookie } from '../../../shop/privacy/cookies.ts';
import { assignExperiments, EXPERIMENT_COOKIE, isOn } from '../../../shop/campaigns/experiments.ts';
import { message } from '../../../shop/texts/messages.ts';
import { LaterTexts } from '../../../i18n/LaterTexts.tsx';
import { useBrowserValue } from '../../../ui/lazy/useBrowserValue.ts';
import { usePageContext } from 'vike-react/usePageContext';

// The product page loads the hint texts once it is interactive (pages/product/+textsLater.ts).
const HINTS = ['frame'] as const;

const scarcityOn = () => isOn(assignExperiments(readShopCookie(EXPERIMENT_COOKIE)), 'scarcity');

/**
 * 'Nur noch {quantity} verfügbar!' behind the scarcity flag. The flag lives in a cookie the
 * browser reads, so the server and the hydrating render show nothing.
 */
export function ScarcityNotice({ quantity }: { quantity: number | null }) {
  const { locale } = usePageContext().shop;
  const on = useBrowserValue(scarcityOn, []);
  if (!on || quantity === null) return null;
  return (
    <LaterTexts features={HINTS} locale={locale}>
      {() => (
        <p className={notice} data-kind="warning" data-testid="buybox-scarcity">
          {message(locale, 'SCARCITY_EFFECT', { quantity })}
        </p>
      )}
    </LaterTexts>
  );
}

/** The product is shown under a new number; the one the shopper searched for is mentioned. */
export function DisplayNumberChangedNotice({ displayNumber, oldDisplayNumber }: { displayNumber: string; oldDisplayNumber: string }) {
  const { locale } = usePageContext().shop;
  return (
    <LaterTexts features={HINTS} locale={locale}>
      {() => (
        <p className={notice} data-kind="info" data-testid="buybox-display-number-changed">
          {message(locale, 'DISPLAY_NUMBER_CHANGED', { displayNumber, oldDisplayNumber })}
        </p>
      )}
    </LaterTexts>
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
