import { css } from '@linaria/core';
import { usePageQuery } from '../../src/relay/usePageQuery.ts';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { listingTexts } from '../../src/features/listing/texts.ts';
import { Breadcrumb } from '../../src/ui/Breadcrumb.tsx';
import { ChipLink, ChipList } from '../../src/ui/ChipLink.tsx';
import { ListingView } from '../../src/views/ListingView.tsx';
import type { ListingPageQuery as ListingPageQueryType } from './__generated__/ListingPageQuery.graphql.ts';
import type { Data } from './+data.ts';
import { ListingPageQuery } from './ListingPageQuery.ts';

export function ListingPage() {
  const { variables, state, path, breadcrumb } = useData<Data>();
  const { locale } = usePageContext().shop;
  const data = usePageQuery<ListingPageQueryType>(ListingPageQuery, variables);
  const category = data.productListing.category;
  // +data answers 404 for unknown categories, so the category is here.
  if (!category) return null;
  return (
    <>
      <Breadcrumb items={breadcrumb} current={{ name: category.name, path: category.path }} />
      <h1 className={heading}>{category.name}</h1>
      {category.children.length > 0 && (
        <nav aria-label={listingTexts(locale).listingSubcategories()} className={children}>
          <ChipList layout="scroll">
            {category.children.map((child) => (
              <ChipLink key={child.id} href={child.path}>
                {child.name}
              </ChipLink>
            ))}
          </ChipList>
        </nav>
      )}
      <ListingView listing={data.productListing} path={path} state={state} kind="category" label={category.name} />
    </>
  );
}

const heading = css`
  margin: 0 0 var(--space-4);
  font-size: 1.75rem;
`;
const children = css`
  margin-bottom: var(--space-4);
`;
