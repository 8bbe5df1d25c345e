import { css } from '@linaria/core';
import { useEffect, useId, useRef } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { withBasePath } from '../../shop/runtime.ts';
import { belowWidth } from '../../ui/breakpoints.ts';
import { Button } from '../../ui/Button.tsx';
import { storeSort } from './listingRules.ts';
import { effectiveSort, listingHref, setSort, SORT_LABELS, SORTS, type ListingState, type Sort } from './listingUrl.ts';
import { StateFields } from './StateFields.tsx';

interface Props {
  path: string;
  state: ListingState;
  onApply: (href: string) => void;
}

/** The sort select: applies at once in the browser; without JavaScript a GET form with a button. */
export function ListingSort({ path, state, onApply }: Props) {
  const { basePath } = usePageContext();
  const id = useId();
  const ref = useRef<HTMLSelectElement>(null);
  const sort = effectiveSort(state);
  // Uncontrolled, so the choice shows at once; kept in step when the URL changes (back/forward).
  useEffect(() => {
    if (ref.current) ref.current.value = sort;
  }, [sort]);
  return (
    <form method="get" action={withBasePath(basePath, path)} className={form} onSubmit={(event) => event.preventDefault()}>
      <StateFields state={state} omit="sort" />
      <label htmlFor={id} className={label}>
        Sortieren nach
      </label>
      <select
        id={id}
        ref={ref}
        name="sort"
        defaultValue={sort}
        className={select}
        onChange={(event) => {
          const chosen = event.currentTarget.value as Sort;
          storeSort(localStorage, chosen);
          onApply(listingHref(path, setSort(state, chosen)));
        }}
      >
        {SORTS.map((key) => (
          <option key={key} value={key}>
            {SORT_LABELS[key]}
          </option>
        ))}
      </select>
      <noscript>
        <Button type="submit" variant="secondary">
          Sortieren
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
