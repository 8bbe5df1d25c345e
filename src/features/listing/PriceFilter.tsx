import { css } from '@linaria/core';
import { useEffect, useId, useRef } from 'react';
import { parsePriceValue, PRICE_FORM_FIELDS } from './listingUrl.ts';

const euros = (cents: number | null) => (cents === null ? '' : String(cents / 100).replace('.', ','));

interface Props {
  name: string;
  range: { min: number; max: number } | null | undefined;
  /** The active 'min-max' value in cents. */
  active: string | undefined;
}

/**
 * From and to in euros, applied on Enter or with the form's button. Uncontrolled, so typing is
 * never interrupted; the fields follow the URL when it changes.
 */
export function PriceFilter({ name, range, active }: Props) {
  const id = useId();
  const chosen = parsePriceValue(active);
  const minRef = useRef<HTMLInputElement>(null);
  const maxRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (minRef.current) minRef.current.value = euros(chosen.min);
    if (maxRef.current) maxRef.current.value = euros(chosen.max);
  }, [chosen.min, chosen.max]);
  return (
    <fieldset className={priceBox}>
      <legend className={legend}>{name} (€)</legend>
      <div className={priceRow}>
        <label htmlFor={`${id}-min`} className={priceLabel}>
          von
        </label>
        <input
          ref={minRef}
          id={`${id}-min`}
          name={PRICE_FORM_FIELDS.min}
          inputMode="decimal"
          defaultValue={euros(chosen.min)}
          placeholder={range ? euros(Math.floor(range.min / 100) * 100) : undefined}
          className={priceInput}
        />
        <label htmlFor={`${id}-max`} className={priceLabel}>
          bis
        </label>
        <input
          ref={maxRef}
          id={`${id}-max`}
          name={PRICE_FORM_FIELDS.max}
          inputMode="decimal"
          defaultValue={euros(chosen.max)}
          placeholder={range ? euros(Math.ceil(range.max / 100) * 100) : undefined}
          className={priceInput}
        />
      </div>
    </fieldset>
  );
}

const priceBox = css`
  min-width: 0; /* a fieldset is min-content wide by default and would overflow the sidebar */
  margin: 0;
  padding: 0.5rem 0 0;
  border: 0;
  border-top: 1px solid var(--color-border);
`;
const legend = css`
  padding: 0;
  font-weight: 700;
`;
const priceRow = css`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin-top: 0.5rem;
`;
const priceLabel = css`
  font-size: 0.875rem;
`;
const priceInput = css`
  flex: 1 1 0;
  min-width: 0;
  max-width: 6rem;
  min-height: var(--touch-target);
  padding: 0 0.5rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-m);
  font: inherit;
`;
