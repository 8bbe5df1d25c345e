import { css } from '@linaria/core';
import { graphql } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import { formatPrice } from '../../ui/formatPrice.ts';
import { layoutTexts } from '../../ui/layoutTexts.ts';
import { visuallyHidden } from '../../ui/styles.ts';
import type { Price_productPrice$data } from './__generated__/Price_productPrice.graphql.ts';

/** The spec's display rule: old price only when > 0 and above the current one; 'ab' for a range, else 'nur' (the German words; each shop writes its own). */
export function priceDisplay(amount: number, old: number | null | undefined, range: boolean) {
  return { reduced: old != null && old > 0 && old > amount, prefix: range ? 'ab' : 'nur' } as const;
}

/**
 * The price looks of the shop: sizes (small, normal, default, large, xLarge, total), the buy box's
 * (atbDefault, atbReduced), forced sale colour (reduced, smallReduced, largeReduced, discount,
 * saving), an amount shown as an old price (old, smallOld), smallThick, and unstyled (the
 * surrounding text's look, no prefix).
 */
export const PRICE_VARIANTS = [
  'atbDefault',
  'atbReduced',
  'default',
  'discount',
  'large',
  'largeReduced',
  'normal',
  'old',
  'smallOld',
  'smallReduced',
  'smallThick',
  'reduced',
  'saving',
  'small',
  'total',
  'unstyled',
  'xLarge',
] as const;
export type PriceVariant = (typeof PRICE_VARIANTS)[number];

interface Props {
  /** Current price in cents (the lowest one for a range). */
  amount: number;
  /** Old price in cents; shown only when greater than 0 and above the current price. */
  old?: number | null;
  currency: string;
  locale: string;
  /** Prices differ between variants: shown as 'ab …'. */
  range?: boolean;
  /** Leave out the 'ab'/'nur' prefix (e.g. in lists of sums). */
  plain?: boolean;
  variant?: PriceVariant;
}

/** A price with its optional old price; amounts are cents. */
export function Price({ amount, old, currency, locale, range = false, plain = false, variant = 'default' }: Props) {
  // The shop family's way of writing whole prices ('20,-'); no page context in isolated renders.
  const dash = usePageContext()?.shop?.wholePricesAsDash === true;
  const format = (cents: number) => formatPrice(cents, currency, locale, dash);
  // An amount shown as an old price (old, smallOld): struck through, no prefix, no second old price.
  const asOld = variant === 'old' || variant === 'smallOld';
  const { reduced, prefix } = priceDisplay(amount, asOld ? null : old, range);
  const texts = layoutTexts(locale);
  const Tag = asOld ? 's' : 'span';
  return (
    <Tag className={price} data-variant={variant}>
      {/* One text per span (no separators between texts), no empty class: a listing renders sixty. */}
      <span className={reduced ? sale : undefined}>
        {reduced && <span className={visuallyHidden}>{`${texts.layoutPriceNow()} `}</span>}
        {asOld && <span className={visuallyHidden}>{`${texts.layoutPriceInstead()} `}</span>}
        {!plain && !asOld && variant !== 'unstyled' && (
          <span className={prefixStyle}>{`${prefix === 'ab' ? texts.layoutPriceFrom() : texts.layoutPriceOnly()} `}</span>
        )}
        {format(amount)}
      </span>
      {reduced && old != null && (
        <s className={oldPrice}>
          <span className={visuallyHidden}>{`${texts.layoutPriceInstead()} `}</span>
          {format(old)}
        </s>
      )}
    </Tag>
  );
}

// The price fields every product list shows (tiles, recommendations, search suggestions, live
// prices in content, the buy box). Queries and fragments select them by spreading
// `...Price_productPrice @relay(mask: false)` in a product's `price`: unmasked, the fields land in
// the spreading selection's own data, so its component reads them as before and the browser loads
// no reader artifact for this fragment (nothing reads this constant; the build leaves it out).
export const ProductPriceFragment = graphql`
  fragment Price_productPrice on Price {
    currency
    min
    old
    priceRange
  }
`;

/** The fields as a spreading selection holds them (without the fragment's own type mark). */
export type ProductPriceData = Omit<Price_productPrice$data, ' $fragmentType'>;

/**
 * A product's current price ('ab …' when its variants differ) with its old price when reduced.
 * Kept in this module so that every list showing it shares the one chunk of prices.
 */
export function ProductPrice({ price, locale }: { price: ProductPriceData; locale: string }) {
  return <Price amount={price.min} old={price.old} currency={price.currency} locale={locale} range={price.priceRange} />;
}

const price = css`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 0 0.5rem;
  align-items: baseline;
  font-weight: 700;
  &[data-variant='small'],
  &[data-variant='smallReduced'],
  &[data-variant='smallThick'],
  &[data-variant='smallOld'] {
    font-size: 0.875rem;
  }
  &[data-variant='small'],
  &[data-variant='normal'] {
    font-weight: 400;
  }
  &[data-variant='smallThick'] {
    font-weight: 800;
  }
  &[data-variant='total'] {
    font-size: 1.125rem;
  }
  &[data-variant='large'],
  &[data-variant='largeReduced'],
  &[data-variant='atbDefault'],
  &[data-variant='atbReduced'] {
    font-size: 1.5rem;
  }
  &[data-variant='xLarge'] {
    font-size: 2rem;
  }
  &[data-variant='reduced'],
  &[data-variant='smallReduced'],
  &[data-variant='largeReduced'],
  &[data-variant='atbReduced'],
  &[data-variant='discount'],
  &[data-variant='saving'] {
    color: var(--color-sale);
  }
  &[data-variant='old'],
  &[data-variant='smallOld'] {
    display: inline;
    color: var(--color-muted);
    font-weight: 400;
  }
  &[data-variant='unstyled'] {
    display: inline;
    font: inherit;
    color: inherit;
  }
`;
const prefixStyle = css`
  font-size: 0.8125em;
  font-weight: 400;
`;
const oldPrice = css`
  color: var(--color-muted);
  font-weight: 400;
  font-size: 0.875em;
`;
const sale = css`
  color: var(--color-sale);
`;
