import { useEffect, useId, useRef } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { parsePriceValue, PRICE_FORM_FIELDS } from './listingUrl.ts';
import { legend, priceBox, priceInput, priceLabel, priceRow } from './filterStyles.ts';
import { listingTexts } from './texts.ts';
import { currencySymbol, priceDecimal } from '../../ui/numberFormats.ts';

/** An amount in cents as the field shows it: whole units and the locale's decimal separator ('29,5', '29.5'). */
const amount = (cents: number | null, locale: string) => (cents === null ? '' : String(cents / 100).replace('.', priceDecimal(locale)));

interface Props {
  name: string;
  range: { min: number; max: number } | null | undefined;
  /** The active 'min-max' value in cents. */
  active: string | undefined;
}

/**
 * From and to in the shop's currency, applied on Enter or with the form's button. Uncontrolled, so typing is
 * never interrupted; the fields follow the URL when it changes.
 */
export function PriceFilter({ name, range, active }: Props) {
  const id = useId();
  const { shop } = usePageContext();
  const t = listingTexts(shop.locale);
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
    if (minRef.current) minRef.current.value = amount(chosen.min, shop.locale);
    if (maxRef.current) maxRef.current.value = amount(chosen.max, shop.locale);
  }, [chosen.min, chosen.max, shop.locale]);
  return (
    <fieldset className={priceBox}>
      <legend className={legend}>{`${name} (${currencySymbol(shop.currency, shop.locale)})`}</legend>
      <div className={priceRow}>
        <label htmlFor={`${id}-min`} className={priceLabel}>
          {t.listingFrom()}
        </label>
        <input
          ref={minRef}
          id={`${id}-min`}
          name={PRICE_FORM_FIELDS.min}
          inputMode="decimal"
          defaultValue={amount(chosen.min, shop.locale)}
          placeholder={range ? amount(Math.floor(range.min / 100) * 100, shop.locale) : undefined}
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
          defaultValue={amount(chosen.max, shop.locale)}
          placeholder={range ? amount(Math.ceil(range.max / 100) * 100, shop.locale) : undefined}
          className={priceInput}
        />
      </div>
    </fieldset>
  );
}
