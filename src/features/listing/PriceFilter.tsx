import { useEffect, useId, useRef } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { parsePriceValue, PRICE_FORM_FIELDS } from './listingUrl.ts';
import { legend, priceBox, priceInput, priceLabel, priceRow } from './filterStyles.ts';
import { listingTexts } from './texts.ts';

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
  const t = listingTexts(usePageContext().shop.locale);
  const chosen = parsePriceValue(active);
  const minRef = useRef<HTMLInputElement>(null);
  const maxRef = useRef<HTMLInputElement>(null);
  // Not at hydration: what the shopper typed before it stays (applied with the form).
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    if (minRef.current) minRef.current.value = euros(chosen.min);
    if (maxRef.current) maxRef.current.value = euros(chosen.max);
  }, [chosen.min, chosen.max]);
  return (
    <fieldset className={priceBox}>
      <legend className={legend}>{name} (€)</legend>
      <div className={priceRow}>
        <label htmlFor={`${id}-min`} className={priceLabel}>
          {t.listingFrom()}
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
          {t.listingTo()}
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
