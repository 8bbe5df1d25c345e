import { css } from '@linaria/core';
import { usePageQuery } from '../../src/relay/usePageQuery.ts';
import { useData } from 'vike-react/useData';
import { message } from '../../src/shop/texts/messages.ts';
import { LaterTexts } from '../../src/i18n/LaterTexts.tsx';
import { ChipLink, ChipList } from '../../src/ui/ChipLink.tsx';
import { Link } from '../../src/ui/Link.tsx';
import { ListingView } from '../../src/views/ListingView.tsx';
import type { SearchPageQuery as SearchPageQueryType } from './__generated__/SearchPageQuery.graphql.ts';
import type { Data } from './+data.ts';
import { SearchPageQuery } from './SearchPageQuery.ts';
import { usePageContext } from 'vike-react/usePageContext';
import { searchTexts } from './texts.ts';
import { layoutTexts } from '../../src/ui/layoutTexts.ts';

export function SearchPage() {
  const { variables, term } = useData<Data>();
  const { locale } = usePageContext().shop;
  if (!variables) {
    const texts = searchTexts(locale);
    return (
      <section className={box}>
        <h1 className={heading}>{texts.searchHeading()}</h1>
        <p>{texts.searchPrompt()}</p>
      </section>
    );
  }
  return <SearchResults variables={variables} term={term} />;
}

function SearchResults({ variables, term }: { variables: NonNullable<Data['variables']>; term: string }) {
  const { locale } = usePageContext().shop;
  const { state, path, noResults, categories } = useData<Data>();
  const data = usePageQuery<SearchPageQueryType>(SearchPageQuery, variables);
  const listing = data.productListing;
  const texts = searchTexts(locale);
  if (noResults) {
    return (
      <section className={box}>
        <h1 className={heading}>{texts.searchNoResults()}</h1>
        <LaterTexts features={['frame']} locale={locale}>
          {() => <p className={notice}>{message(locale, 'NO_SEARCH_RESULT', { term })}</p>}
        </LaterTexts>
        <h2 className={subheading}>{texts.searchTipsHeading()}</h2>
        <ul className={tips}>
          <li>{texts.searchTipSpelling()}</li>
          <li>{texts.searchTipNumber()}</li>
        </ul>
        {categories.length > 0 && (
          <nav aria-label={texts.searchDiscover()} className={links}>
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
          <Link href="/">{layoutTexts(locale).layoutToHome()}</Link>
        </p>
      </section>
    );
  }
  const shown = listing.optimizedTerm ?? term;
  return (
    <>
      <h1 className={heading}>{texts.searchResultsFor({ term: shown })}</h1>
      {listing.optimizedTerm && (
        <p className={notice}>{texts.searchCorrected({ term: listing.term ?? term, optimizedTerm: listing.optimizedTerm })}</p>
      )}
      <ListingView listing={listing} path={path} state={state} kind="search" label={texts.searchResultsLabel({ term: shown })} />
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
