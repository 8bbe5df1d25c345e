import { css } from '@linaria/core';
import type { MouseEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import { formatPrice } from '../../ui/formatPrice.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { ChipLink, ChipList } from '../../ui/ChipLink.tsx';
import type { ActiveFilters_listing$key } from './__generated__/ActiveFilters_listing.graphql.ts';
import { listingHref, parsePriceValue, removeFilterValue, resetFilters, type ListingState } from './listingUrl.ts';
import { listingTexts } from './texts.ts';

interface Props {
  listing: ActiveFilters_listing$key;
  path: string;
  state: ListingState;
  onFollow: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
}

/** The filters in effect, each a link that removes it, and one that removes them all. */
export function ActiveFilters({ listing, path, state, onFollow }: Props) {
  const { shop } = usePageContext();
  const t = listingTexts(shop.locale);
  const data = useFragment(
    graphql`
      fragment ActiveFilters_listing on ProductListing {
        activeFilters {
          id
          values
        }
        filters {
          id
          name
          values {
            id
            name
          }
        }
      }
    `,
    listing,
  );
  if (data.activeFilters.length === 0) return null;
  const label = (id: string, value: string) => {
    const filter = data.filters.find((f) => f.id === id);
    if (id === 'price') {
      const { min, max } = parsePriceValue(value);
      const price = (cents: number) => formatPrice(cents, shop.currency, shop.locale);
      const text =
        min !== null && max !== null
          ? `${price(min)} – ${price(max)}`
          : min !== null
            ? t.listingPriceFrom({ price: price(min) })
            : t.listingPriceTo({ price: price(max ?? 0) });
      return t.listingFilterValue({ name: filter?.name ?? t.listingPrice(), value: text });
    }
    const name = filter?.values.find((v) => v.id === value)?.name ?? value;
    return id === 'sale' ? name : t.listingFilterValue({ name: filter?.name ?? id, value: name });
  };
  const resetHref = listingHref(path, resetFilters(state));
  return (
    <div className={box}>
      <ChipList aria-label={t.listingActiveFilters()}>
        {data.activeFilters.flatMap((filter) =>
          filter.values.map((value) => {
            const href = listingHref(path, removeFilterValue(state, filter.id, value));
            return (
              <ChipLink key={`${filter.id}-${value}`} removable href={href} onClick={(event) => onFollow(event, href)}>
                {label(filter.id, value)}
              </ChipLink>
            );
          }),
        )}
      </ChipList>
      <ButtonLink href={resetHref} variant="link" size="small" onClick={(event) => onFollow(event, resetHref)}>
        {t.listingResetFilters()}
      </ButtonLink>
    </div>
  );
}

const box = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2);
  margin: var(--space-3) 0;
`;
