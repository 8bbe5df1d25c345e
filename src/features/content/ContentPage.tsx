import { css } from '@linaria/core';
import { graphql, useFragment } from 'react-relay';
import { usePageQuery } from '../../relay/usePageQuery.ts';
import { skipTargetId } from '../../shop/context/skipTargets.ts';
import type { ContentPage_page$key } from './__generated__/ContentPage_page.graphql.ts';
import type { ContentPageQuery as QueryType, ContentPageQuery$variables } from './__generated__/ContentPageQuery.graphql.ts';
import { ContentRelay } from '../../relay/contentEnvironment.tsx';
import { ContentPageQuery } from './ContentPageQuery.ts';
import { PageItems } from './PageItems.tsx';

/** A content, inspiration or outfit page from the records its +data loaded. */
export function ContentPage(props: { variables: ContentPageQuery$variables }) {
  return (
    <ContentRelay>
      <LoadedPage {...props} />
    </ContentRelay>
  );
}

function LoadedPage({ variables }: { variables: ContentPageQuery$variables }) {
  const data = usePageQuery<QueryType>(ContentPageQuery, variables);
  const page = data.pageCollection.items[0];
  if (!page) return null;
  return <ContentPageBody page={page} skipText={variables.pageType === 'inspiration'} />;
}

function ContentPageBody({ page, skipText }: { page: ContentPage_page$key; skipText: boolean }) {
  const data = useFragment(
    graphql`
      fragment ContentPage_page on Page {
        headline
        intro
        ...PageItems_page
      }
    `,
    page,
  );
  return (
    <article className={article} id="content-main">
      {data.headline && <h1 className={headline}>{data.headline}</h1>}
      {data.intro && <p className={intro}>{data.intro}</p>}
      {skipText ? (
        <div id={skipTargetId('inspirationText')} tabIndex={-1}>
          <PageItems page={data} />
        </div>
      ) : (
        <PageItems page={data} />
      )}
    </article>
  );
}

const article = css`
  max-width: var(--container-width);
  margin: 0 auto;
  /* Anchor targets stay clear of the header (the frame's offset: more in preview and with the smart banner). */
  --content-scroll-offset: var(--header-offset, 5rem);
  & [id] {
    scroll-margin-top: var(--content-scroll-offset);
  }
  &::after {
    content: '';
    display: block;
    clear: both;
  }
`;
const headline = css`
  margin: 0 0 var(--space-3);
  font-family: var(--font-heading);
  font-size: clamp(1.75rem, 4vw, 2.5rem);
  line-height: 1.2;
`;
const intro = css`
  margin: 0 0 var(--space-6);
  max-width: 48rem;
  font-size: 1.125rem;
  line-height: 1.6;
`;
