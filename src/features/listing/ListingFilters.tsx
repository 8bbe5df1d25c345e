import { css } from '@linaria/core';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import { withBasePath } from '../../shop/runtime.ts';
import { sortBySize } from '../../shop/sizeSort.ts';
import { visuallyHidden } from '../../ui/styles.ts';
import type { ListingFilters_listing$key } from './__generated__/ListingFilters_listing.graphql.ts';
import { listingHref, parseListingSearch, parsePriceValue, PRICE_FORM_FIELDS, setPage, type ListingState } from './listingUrl.ts';
import { StateFields } from './StateFields.tsx';

interface Props {
  listing: ListingFilters_listing$key;
  path: string;
  state: ListingState;
  onApply: (href: string) => void;
}

/**
 * All filters in one GET form: without JavaScript the button applies them (the server turns the
 * form's fields into the canonical URL); in the browser a checkbox applies at once and the price
 * on Enter or with the button. Phones show the form behind a 'Filter' disclosure; desktops as a sidebar.
 */
export function ListingFilters({ listing, path, state, onApply }: Props) {
  const { basePath } = usePageContext();
  const data = useFragment(
    graphql`
      fragment ListingFilters_listing on ProductListing {
        filters {
          id
          name
          type
          values {
            id
            name
            count
            selected
            colorCode
          }
          range {
            min
            max
          }
        }
        activeFilters {
          id
          values
        }
      }
    `,
    listing,
  );
  if (data.filters.length === 0) return null;
  const activeCount = data.activeFilters.reduce((sum, filter) => sum + filter.values.length, 0);
  const apply = (form: HTMLFormElement) => {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === 'string') params.append(key, value);
    onApply(listingHref(path, setPage(parseListingSearch(params).state, 1)));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const toggle = data.filters.filter((f) => f.type === 'toggle');
  const others = data.filters.filter((f) => f.type !== 'toggle');
  return (
    <details className={panel}>
      <summary className={summary}>Filter{activeCount > 0 ? ` (${activeCount})` : ''}</summary>
      <form
        method="get"
        action={withBasePath(basePath, path)}
        aria-label="Filter"
        className={form}
        onSubmit={onSubmit}
        onChange={(event) => {
          const target: EventTarget = event.target;
          if (target instanceof HTMLInputElement && target.type === 'checkbox') apply(event.currentTarget);
        }}
      >
        <StateFields state={state} omit="filters" />
        {toggle.map((filter) =>
          filter.values.map((value) => (
            <label key={`${filter.id}-${value.id}`} className={option}>
              <Checkbox name={filter.id} value={value.id} checked={value.selected} />
              <span>
                {value.name} <span className={count}>({value.count})</span>
              </span>
            </label>
          )),
        )}
        {others.map((filter) =>
          filter.type === 'range' ? (
            <PriceFilter key={filter.id} name={filter.name} range={filter.range} active={data.activeFilters.find((a) => a.id === filter.id)?.values[0]} />
          ) : (
            <details key={filter.id} className={group} open={filter.values.some((v) => v.selected) || undefined}>
              <summary className={groupSummary}>
                {filter.name}
                {filter.values.some((v) => v.selected) && ` (${filter.values.filter((v) => v.selected).length})`}
              </summary>
              <fieldset className={fieldset}>
                <legend className={visuallyHidden}>{filter.name}</legend>
                <ul className={valueList}>
                  {/* Sizes in the shop's size order (xs, s, m, …, then numbers), whatever order the API sends. */}
                  {(filter.id === 'size' ? sortBySize(filter.values, (v) => v.name) : filter.values).map((value) => (
                    <li key={value.id}>
                      <label className={option}>
                        <Checkbox name={filter.id} value={value.id} checked={value.selected} />
                        {value.colorCode && (
                          // A fill attribute, not a style: the shop's CSP allows no style attributes.
                          <svg className={swatch} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                            <circle cx="10" cy="10" r="9.5" fill={value.colorCode} stroke="currentColor" strokeOpacity="0.3" />
                          </svg>
                        )}
                        <span>
                          {value.name} <span className={count}>({value.count})</span>
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            </details>
          ),
        )}
        <button type="submit" className={applyButton}>
          Filter anwenden
        </button>
      </form>
    </details>
  );
}

/** Uncontrolled so a click shows at once; follows the server's answer when the URL changes. */
function Checkbox({ name, value, checked }: { name: string; value: string; checked: boolean }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.checked = checked;
  }, [checked]);
  return <input ref={ref} type="checkbox" name={name} value={value} defaultChecked={checked} className={checkbox} />;
}

const euros = (cents: number | null) => (cents === null ? '' : String(cents / 100).replace('.', ','));

function PriceFilter({ name, range, active }: { name: string; range: { min: number; max: number } | null | undefined; active: string | undefined }) {
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

const panel = css`
  @media (min-width: 992px) {
    /* Desktops: always open as a sidebar; the disclosure is for phones. */
    &::details-content {
      content-visibility: visible;
      display: block;
    }
  }
`;
const summary = css`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 1rem;
  border: 1px solid var(--color-border);
  border-radius: 0.25rem;
  cursor: pointer;
  font-weight: 700;
  @media (min-width: 992px) {
    display: none;
  }
`;
const form = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1rem 0;
  @media (min-width: 992px) {
    padding-top: 0;
  }
`;
const group = css`
  border-top: 1px solid var(--color-border);
  padding-top: 0.5rem;
`;
const groupSummary = css`
  min-height: 2.75rem;
  display: flex;
  align-items: center;
  cursor: pointer;
  font-weight: 700;
`;
const fieldset = css`
  margin: 0;
  padding: 0;
  border: 0;
`;
const valueList = css`
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: 18rem;
  overflow-y: auto;
`;
const option = css`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  cursor: pointer;
`;
const checkbox = css`
  width: 1.25rem;
  height: 1.25rem;
  margin: 0;
  accent-color: var(--color-primary);
`;
const swatch = css`
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
`;
const count = css`
  color: var(--color-muted);
  font-size: 0.875rem;
`;
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
  min-height: 2.75rem;
  padding: 0 0.5rem;
  border: 1px solid var(--color-border);
  border-radius: 0.25rem;
  font: inherit;
`;
const applyButton = css`
  min-height: 2.75rem;
  padding: 0 1rem;
  border: 0;
  border-radius: 0.25rem;
  background: var(--color-primary);
  color: var(--color-on-primary);
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;
