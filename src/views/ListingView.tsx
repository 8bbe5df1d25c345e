import { css } from '@linaria/core';
import { graphql, useFragment } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import { ProductGrid } from '../features/catalogue/ProductGrid.tsx';
import { ProductTile } from '../features/catalogue/ProductTile.tsx';
import { skipTargetId } from '../shop/context/skipTargets.ts';
import { usePageType } from '../shop/page/usePageType.ts';
import { ActiveFilters } from '../features/listing/ActiveFilters.tsx';
import { ListingFilters } from '../features/listing/ListingFilters.tsx';
import { ListingSort } from '../features/listing/ListingSort.tsx';
import { classifyList, PINNED_LIST_TYPE, tilePosition } from '../features/listing/listingRules.ts';
import { listingHref, setPage, type ListingState } from '../features/listing/listingUrl.ts';
import { Pagination } from '../features/listing/Pagination.tsx';
import { listingTexts } from '../features/listing/texts.ts';
import { PlaceholderTiles } from '../features/listing/PlaceholderTiles.tsx';
import { useListingNavigation } from '../features/listing/useListingNavigation.ts';
import { media } from '../ui/breakpoints.ts';
import { formatNumber } from '../ui/numberFormats.ts';
import type { ListingView_listing$key } from './__generated__/ListingView_listing.graphql.ts';

const FIRST_ROW = 4;

interface Props {
  listing: ListingView_listing$key;
  /** Logical path of the listing (category path or /search). */
  path: string;
  state: ListingState;
  kind: 'category' | 'search';
  /** Accessible name of the product grid. */
  label: string;
}

/** Filters, sort, active filters, the tiles and the page links of one listing page. */
export function ListingView({ listing, path, state, kind, label }: Props) {
  const data = useFragment(
    graphql`
      fragment ListingView_listing on ProductListing {
        page
        pageSize
        pageCount
        totalItemsCount
        pinnedProductIds
        products {
          id
          ...ProductTile_product @relay(mask: false)
        }
        ...ListingFilters_listing
        ...ActiveFilters_listing
      }
    `,
    listing,
  );
  const { locale } = usePageContext().shop;
  const { pending, go, follow } = useListingNavigation();
  const categoryMatching = usePageType() === 'categoryMatching';
  const { listType, origin } = classifyList(kind, Object.fromEntries(state.keep), { categoryMatching });

  const apply = (href: string) => void go(href, { keepScrollPosition: true });
  const pinned = new Set(data.pinnedProductIds);
  return (
    <div className={layout}>
      <div className={sidebar}>
        <ListingFilters listing={data} path={path} state={state} onApply={apply} />
      </div>
      <div className={content}>
        <div className={toolbar}>
          <p className={count} role="status">
            {listingTexts(locale).listingItemCount({ count: data.totalItemsCount, shown: formatNumber(data.totalItemsCount, locale) })}
          </p>
          <ListingSort path={path} state={state} onApply={apply} />
        </div>
        <ActiveFilters
          listing={data}
          path={path}
          state={state}
          onFollow={(event, href) => follow(event, href, { keepScrollPosition: true })}
        />
        <div id={skipTargetId('categories')} tabIndex={-1} className={results} aria-busy={pending || undefined}>
          <ProductGrid label={label}>
            {pending ? (
              <PlaceholderTiles />
            ) : (
              data.products.map((product, index) => (
                <ProductTile
                  key={product.id}
                  product={product}
                  position={tilePosition(data.page, data.pageSize, index)}
                  listType={data.page === 1 && pinned.has(product.id) ? PINNED_LIST_TYPE : listType}
                  listOrigin={origin}
                  eager={index < FIRST_ROW}
                  quickBuy
                />
              ))
            )}
          </ProductGrid>
        </div>
        <Pagination
          page={data.page}
          pageCount={data.pageCount}
          hrefFor={(page) => listingHref(path, setPage(state, page))}
          onFollow={follow}
        />
      </div>
    </div>
  );
}

const layout = css`
  display: grid;
  gap: 0 var(--space-6);
  @media ${media.desktop} {
    grid-template-columns: 15rem minmax(0, 1fr);
  }
`;
const sidebar = css`
  min-width: 0;
`;
const content = css`
  min-width: 0;
`;
const toolbar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2) var(--space-4);
  margin-bottom: var(--space-2);
`;
const count = css`
  margin: 0;
  color: var(--color-muted);
`;
// The skip link's jump here shows its focus (keyboard); a click's does not.
const results = css`
  &:focus:not(:focus-visible) {
    outline: none;
  }
`;
