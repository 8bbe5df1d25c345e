import { graphql, useFragment } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import { withBasePath } from '../../shop/page/runtime.ts';
import { Button, buttonClass } from '../../ui/Button.tsx';
import type { ListingFilters_listing$key } from './__generated__/ListingFilters_listing.graphql.ts';
import { FacetGroup } from './FacetGroup.tsx';
import { FilterOption } from './FilterOption.tsx';
import type { ListingState } from './listingUrl.ts';
import { PriceFilter } from './PriceFilter.tsx';
import { StateFields } from './StateFields.tsx';
import { useFilterSelection } from './useFilterSelection.ts';
import { listingTexts } from './texts.ts';
import { form, panel, summary } from './filterStyles.ts';

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
  const { basePath, shop } = usePageContext();
  const t = listingTexts(shop.locale);
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
  const { formRef, activeCount, toggles, others, activeValue, onSubmit, onChange } = useFilterSelection(data, path, onApply);
  if (data.filters.length === 0) return null;
  return (
    <details className={panel}>
      <summary className={buttonClass({ variant: 'secondary' }, summary)}>
        {activeCount > 0 ? t.listingFilterCount({ count: activeCount }) : t.listingFilter()}
      </summary>
      <form
        ref={formRef}
        method="get"
        action={withBasePath(basePath, path)}
        aria-label={t.listingFilter()}
        className={form}
        onSubmit={onSubmit}
        onChange={onChange}
      >
        <StateFields state={state} omit="filters" />
        {toggles.map((filter) =>
          filter.values.map((value) => <FilterOption key={`${filter.id}-${value.id}`} filterId={filter.id} value={value} />),
        )}
        {others.map((filter) =>
          filter.type === 'range' ? (
            <PriceFilter key={filter.id} name={filter.name} range={filter.range} active={activeValue(filter.id)} />
          ) : (
            <FacetGroup key={filter.id} filter={filter} />
          ),
        )}
        <Button type="submit">{t.listingApplyFilters()}</Button>
      </form>
    </details>
  );
}
