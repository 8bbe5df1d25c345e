import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { usePageQuery } from '../../relay/usePageQuery.ts';
import { ContentRelay } from '../../relay/contentEnvironment.tsx';
import type { HomeContent_page$key } from './__generated__/HomeContent_page.graphql.ts';
import type { HomePageContentQuery as QueryType, HomePageContentQuery$variables } from './__generated__/HomePageContentQuery.graphql.ts';
import { HomePageContentQuery } from './HomePageContentQuery.ts';
import { PageItems } from './PageItems.tsx';

/**
 * The homepage as its content entry assembles it: headline, intro and items (teaser, promotion
 * carousels, category tiles, recommendations …) through the item registry. Without an entry
 * (not published, or the content API failed) the fallback stands in.
 */
export function HomeContentSection({ variables, fallback }: { variables: HomePageContentQuery$variables | null; fallback: ReactNode }) {
  if (!variables) return fallback;
  return (
    <ContentRelay>
      <LoadedHomeContent variables={variables} fallback={fallback} />
    </ContentRelay>
  );
}

function LoadedHomeContent({ variables, fallback }: { variables: HomePageContentQuery$variables; fallback: ReactNode }) {
  const data = usePageQuery<QueryType>(HomePageContentQuery, variables);
  const page = data.pageCollection.items[0];
  return page ? <HomeContent page={page} fallback={fallback} /> : fallback;
}

function HomeContent({ page, fallback }: { page: HomeContent_page$key; fallback: ReactNode }) {
  const data = useFragment(
    graphql`
      fragment HomeContent_page on Page {
        headline
        intro
        ...PageItems_page
      }
    `,
    page,
  );
  return (
    <div className={home} data-testid="home-content">
      {data.headline ? <h1 className={headline}>{data.headline}</h1> : fallback}
      {data.intro && <p className={intro}>{data.intro}</p>}
      <PageItems page={data} />
    </div>
  );
}

const home = css`
  margin: 0 0 var(--space-6);
`;
const headline = css`
  margin: 0 0 0.5rem;
  font-family: var(--font-heading);
  font-size: clamp(1.5rem, 4vw, 2.25rem);
`;
const intro = css`
  margin: 0 0 var(--space-4);
  max-width: 40rem;
  line-height: 1.6;
`;
