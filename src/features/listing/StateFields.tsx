import type { ListingState } from './listingUrl.ts';

/**
 * Hidden fields that carry the parts of the state a plain GET form does not edit itself, so the
 * form works without JavaScript and keeps the search, filters, sort and pins.
 */
export function StateFields({ state, omit }: { state: ListingState; omit: 'filters' | 'sort' }) {
  return (
    <>
      {state.keep.map(([key, value]) => (
        <input key={`keep-${key}`} type="hidden" name={key} value={value} />
      ))}
      {omit !== 'filters' &&
        state.filters.map((filter) => <input key={`filter-${filter.id}`} type="hidden" name={filter.id} value={filter.values.join(',')} />)}
      {omit !== 'sort' && state.sort && <input type="hidden" name="sort" value={state.sort} />}
      {state.pin.length > 0 && <input type="hidden" name="pin" value={state.pin.join(',')} />}
    </>
  );
}
