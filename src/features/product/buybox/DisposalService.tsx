import { css } from '@linaria/core';
import { useId } from 'react';
import { formatPrice } from '../../../ui/formatPrice.ts';
import { DISPOSAL_SERVICE_FEE } from './fees.ts';
import { productTexts } from '../texts.ts';

interface Props {
  value: number;
  /** Pieces ordered with this add: at most as many old pieces are taken away. */
  max: number;
  onChange: (value: number) => void;
  currency: string;
  locale: string;
}

/** Take-away of old mattresses and slatted frames, booked together with the article. */
export function DisposalService({ value, max, onChange, currency, locale }: Props) {
  const id = useId();
  const fee = formatPrice(DISPOSAL_SERVICE_FEE, currency, locale);
  const texts = productTexts(locale);
  return (
    <div className={box}>
      <label htmlFor={id} className={label}>
        {texts.productDisposalLabel({ fee })}
      </label>
      <select id={id} className={select} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {Array.from({ length: max + 1 }, (_, pieces) => (
          <option key={pieces} value={pieces}>
            {pieces === 0
              ? texts.productDisposalNone()
              : texts.productDisposalPieces({ pieces, price: formatPrice(pieces * DISPOSAL_SERVICE_FEE, currency, locale) })}
          </option>
        ))}
      </select>
      <p className={hint}>{texts.productDisposalHint()}</p>
    </div>
  );
}

const box = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
  padding: var(--space-3);
  border-radius: var(--radius-m);
  background: var(--color-surface);
`;
const label = css`
  font-weight: 700;
`;
const select = css`
  min-height: var(--touch-target);
  padding: 0 var(--space-2);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-m);
  background: var(--color-background);
  color: var(--color-text);
  font: inherit;
`;
const hint = css`
  margin: 0;
  color: var(--color-muted);
  font-size: 0.875rem;
`;
