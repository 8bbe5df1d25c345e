import { css } from '@linaria/core';
import { useLazyLoadQuery } from 'react-relay';
import { useData } from 'vike-react/useData';
import { Breadcrumb } from '../../src/ui/Breadcrumb.tsx';
import { Link } from '../../src/ui/Link.tsx';
import { ListingView } from '../../src/views/ListingView.tsx';
import type { ListingPageQuery as ListingPageQueryType } from './__generated__/ListingPageQuery.graphql.ts';
import type { Data } from './+data.ts';
import { ListingPageQuery } from './ListingPageQuery.ts';

export function ListingPage() {
  const { variables, state, path, breadcrumb } = useData<Data>();
  const data = useLazyLoadQuery<ListingPageQueryType>(ListingPageQuery, variables, { fetchPolicy: 'store-or-network' });
  const category = data.productListing.category;
  // +data answers 404 for unknown categories, so the category is here.
  if (!category) return null;
  return (
    <>
      <Breadcrumb items={breadcrumb} current={{ name: category.name, path: category.path }} />
      <h1 className={heading}>{category.name}</h1>
      {category.children.length > 0 && (
        <nav aria-label="Unterkategorien">
          <ul className={children}>
            {category.children.map((child) => (
              <li key={child.id}>
                <Link href={child.path} className={childLink}>
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ListingView listing={data.productListing} path={path} state={state} kind="category" label={category.name} />
    </>
  );
}

const heading = css`
  margin: 0 0 1rem;
  font-size: 1.75rem;
`;
const children = css`
  display: flex;
  gap: 0.5rem;
  margin: 0 0 1rem;
  padding: 0 0 0.25rem;
  list-style: none;
  overflow-x: auto;
`;
const childLink = css`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 1rem;
  border: 1px solid var(--color-border);
  border-radius: 1.375rem;
  color: var(--color-text);
  text-decoration: none;
  white-space: nowrap;
`;
