import { css } from '@linaria/core';
import { useLazyLoadQuery } from 'react-relay';
import { useData } from 'vike-react/useData';
import { message } from '../../src/shop/texts/messages.ts';
import { ChipLink, ChipList } from '../../src/ui/ChipLink.tsx';
import { Link } from '../../src/ui/Link.tsx';
import { ListingView } from '../../src/views/ListingView.tsx';
import type { SearchPageQuery as SearchPageQueryType } from './__generated__/SearchPageQuery.graphql.ts';
import type { Data } from './+data.ts';
import { SearchPageQuery } from './SearchPageQuery.ts';
import { usePageContext } from 'vike-react/usePageContext';

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
  const { locale } = usePageContext().shop;
  const { state, path, noResults, categories } = useData<Data>();
  const data = useLazyLoadQuery<SearchPageQueryType>(SearchPageQuery, variables, { fetchPolicy: 'store-or-network' });
  const listing = data.productListing;
  if (noResults) {
    return (
      <section className={box}>
        <h1 className={heading}>Keine Suchergebnisse</h1>
        <p className={notice}>{message(locale, 'NO_SEARCH_RESULT', { term })}</p>
        <h2 className={subheading}>So finden Sie, was Sie suchen</h2>
        <ul className={tips}>
          <li>Prüfen Sie die Schreibweise oder versuchen Sie einen allgemeineren Begriff.</li>
          <li>Suchen Sie mit der Artikelnummer aus dem Katalog.</li>
        </ul>
        {categories.length > 0 && (
          <nav aria-label="Kategorien entdecken" className={links}>
            <ChipList>
              {categories.map((category) => (
                <ChipLink key={category.id} href={category.path}>
                  {category.name}
                </ChipLink>
              ))}
            </ChipList>
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
  margin: 0 0 var(--space-4);
  font-size: 1.75rem;
`;
const subheading = css`
  font-size: 1.25rem;
`;
const notice = css`
  margin: 0 0 var(--space-4);
`;
const tips = css`
  padding-left: var(--space-5);
`;
const links = css`
  margin: var(--space-4) 0;
`;
