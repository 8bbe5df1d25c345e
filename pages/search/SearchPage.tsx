import { css } from '@linaria/core';
import { useLazyLoadQuery } from 'react-relay';
import { useData } from 'vike-react/useData';
import { message } from '../../src/shop/messages.ts';
import { Link } from '../../src/ui/Link.tsx';
import { ListingView } from '../../src/views/ListingView.tsx';
import type { SearchPageQuery as SearchPageQueryType } from './__generated__/SearchPageQuery.graphql.ts';
import type { Data } from './+data.ts';
import { SearchPageQuery } from './SearchPageQuery.ts';

export function SearchPage() {
  const { variables, term } = useData<Data>();
  if (!variables) {
    return (
      <section className={box}>
        <h1 className={heading}>Suche</h1>
        <p>Bitte geben Sie einen Suchbegriff oder eine Artikelnummer ein.</p>
      </section>
    );
  }
  return <SearchResults variables={variables} term={term} />;
}

function SearchResults({ variables, term }: { variables: NonNullable<Data['variables']>; term: string }) {
  const { state, path, noResults, categories } = useData<Data>();
  const data = useLazyLoadQuery<SearchPageQueryType>(SearchPageQuery, variables, { fetchPolicy: 'store-or-network' });
  const listing = data.productListing;
  if (noResults) {
    return (
      <section className={box}>
        <h1 className={heading}>Keine Suchergebnisse</h1>
        <p className={notice}>{message('NO_SEARCH_RESULT', { term })}</p>
        <h2 className={subheading}>So finden Sie, was Sie suchen</h2>
        <ul className={tips}>
          <li>Prüfen Sie die Schreibweise oder versuchen Sie einen allgemeineren Begriff.</li>
          <li>Suchen Sie mit der Artikelnummer aus dem Katalog.</li>
        </ul>
        {categories.length > 0 && (
          <nav aria-label="Kategorien entdecken">
            <ul className={links}>
              {categories.map((category) => (
                <li key={category.id}>
                  <Link href={category.path} className={chip}>
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <p>
          <Link href="/">Zur Startseite</Link>
        </p>
      </section>
    );
  }
  const shown = listing.optimizedTerm ?? term;
  return (
    <>
      <h1 className={heading}>Suchergebnisse für „{shown}“</h1>
      {listing.optimizedTerm && (
        <p className={notice}>
          Zu „{listing.term ?? term}“ haben wir nichts gefunden. Wir zeigen Ihnen die Ergebnisse für „{listing.optimizedTerm}“.
        </p>
      )}
      <ListingView listing={listing} path={path} state={state} kind="search" label={`Suchergebnisse für ${shown}`} />
    </>
  );
}

const box = css`
  max-width: 48rem;
`;
const heading = css`
  margin: 0 0 1rem;
  font-size: 1.75rem;
`;
const subheading = css`
  font-size: 1.25rem;
`;
const notice = css`
  margin: 0 0 1rem;
`;
const tips = css`
  padding-left: 1.25rem;
`;
const links = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 1rem 0;
  padding: 0;
  list-style: none;
`;
const chip = css`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 1rem;
  border: 1px solid var(--color-border);
  border-radius: 1.375rem;
  color: var(--color-text);
  text-decoration: none;
`;
