import { useEffect, useEffectEvent, useRef, type FormEvent } from 'react';
import type { ListingFilters_listing$data } from './__generated__/ListingFilters_listing.graphql.ts';
import { listingHref, parseListingSearch, setPage } from './listingUrl.ts';

export type Filter = ListingFilters_listing$data['filters'][number];
export type FilterValue = Filter['values'][number];

/** The filter form's URL: its fields read as a listing URL, back on page 1. */
export function formHref(path: string, form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') params.append(key, value);
  return listingHref(path, setPage(parseListingSearch(params).state, 1));
}

/** A checkbox of the form whose state is not the one the server rendered. */
function clickedBeforeHydration(form: HTMLFormElement): boolean {
  return [...form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].some((box) => box.checked !== box.defaultChecked);
}

/**
 * What the filter form shows and how it applies: toggles (the 'sale' switch) apart from the
 * other filters, the number of chosen values, and form handlers that call `onApply` with the new
 * listing URL, a checkbox at once, the price on submit.
 */
export function useFilterSelection(data: ListingFilters_listing$data, path: string, onApply: (href: string) => void) {
  const formRef = useRef<HTMLFormElement>(null);
  // The URL asked for since the listing last changed: a click React replays after hydration and
  // the hydration's own check below ask for it once.
  const requested = useRef<string | null>(null);
  const apply = (href: string) => {
    if (href === requested.current) return;
    requested.current = href;
    onApply(href);
  };
  useEffect(() => {
    requested.current = null;
  }, [data]);
  // Boxes ticked before the page could react (a slow phone) are the shopper's: apply them.
  const applyEarlyClicks = useEffectEvent(() => {
    const form = formRef.current;
    if (form && clickedBeforeHydration(form)) apply(formHref(path, form));
  });
  useEffect(() => applyEarlyClicks(), []);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(formHref(path, event.currentTarget));
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target: EventTarget = event.target;
    if (target instanceof HTMLInputElement && target.type === 'checkbox') apply(formHref(path, event.currentTarget));
  };
  return {
    formRef,
    activeCount: data.activeFilters.reduce((sum, filter) => sum + filter.values.length, 0),
    toggles: data.filters.filter((f) => f.type === 'toggle'),
    others: data.filters.filter((f) => f.type !== 'toggle'),
    /** The active value of a single-value filter (the price range). */
    activeValue: (id: string) => data.activeFilters.find((a) => a.id === id)?.values[0],
    onSubmit,
    onChange,
  };
}
