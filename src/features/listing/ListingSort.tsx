import { css } from '@linaria/core';
import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { withBasePath } from '../../shop/page/runtime.ts';
import { belowWidth } from '../../ui/breakpoints.ts';
import { Button } from '../../ui/Button.tsx';
import { storeSort } from './listingRules.ts';
import { effectiveSort, listingHref, setSort, SORTS, type ListingState, type Sort } from './listingUrl.ts';
import { StateFields } from './StateFields.tsx';
import { listingTexts } from './texts.ts';

type ListingTexts = ReturnType<typeof listingTexts>;

/** Each sort's name in the select. */
const SORT_LABELS: Readonly<Record<Sort, (t: ListingTexts) => string>> = {
  dateDesc: (t) => t.listingSortDateDesc(),
  priceAsc: (t) => t.listingSortPriceAsc(),
  priceDesc: (t) => t.listingSortPriceDesc(),
  topSeller: (t) => t.listingSortTopSeller(),
};

interface Props {
  path: string;
  state: ListingState;
  onApply: (href: string) => void;
}

/** The sort select: applies at once in the browser; without JavaScript a GET form with a button. */
export function ListingSort({ path, state, onApply }: Props) {
  const { basePath, shop } = usePageContext();
  const t = listingTexts(shop.locale);
  const id = useId();
  const ref = useRef<HTMLSelectElement>(null);
  const sort = effectiveSort(state);
  // The sort last asked for: the URL's, or the shopper's while the page goes there.
  const requested = useRef(sort);
  const hydrated = useRef(false);
  const choose = (chosen: Sort) => {
    // Asked for already (a change React replays after hydration, and the check below).
    if (chosen === requested.current) return;
    requested.current = chosen;
    storeSort(localStorage, chosen);
    onApply(listingHref(path, setSort(state, chosen)));
  };
  const chooseOnHydration = useEffectEvent(choose);
  // Uncontrolled, so the choice shows at once; kept in step when the URL changes (back/forward).
  useEffect(() => {
    const select = ref.current;
    if (!select) return;
    if (!hydrated.current) {
      hydrated.current = true;
      // Chosen before the page could react (a slow phone): apply it rather than undo it.
      if (select.value !== sort) return chooseOnHydration(select.value as Sort);
    }
    requested.current = sort;
    select.value = sort;
  }, [sort]);
  return (
    <form method="get" action={withBasePath(basePath, path)} className={form} onSubmit={(event) => event.preventDefault()}>
      <StateFields state={state} omit="sort" />
      <label htmlFor={id} className={label}>
        {t.listingSortBy()}
      </label>
      <select
        id={id}
        ref={ref}
        name="sort"
        defaultValue={sort}
        // No value the browser restores: a value that differs from the URL at hydration is the shopper's.
        autoComplete="off"
        className={select}
        onChange={(event) => choose(event.currentTarget.value as Sort)}
      >
        {SORTS.map((key) => (
          <option key={key} value={key}>
            {SORT_LABELS[key](t)}
          </option>
        ))}
      </select>
      <noscript>
        <Button type="submit" variant="secondary">
          {t.listingSort()}
        </Button>
      </noscript>
    </form>
  );
}

const form = css`
  display: flex;
  align-items: center;
  gap: var(--space-2);
`;
const label = css`
  font-size: 0.875rem;
  white-space: nowrap;
  /* Narrow phones: count and sort share one row; the select keeps its name for screen readers. */
  @media ${belowWidth('landscape')} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
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
