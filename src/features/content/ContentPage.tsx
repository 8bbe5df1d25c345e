import { css } from '@linaria/core';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import { withBasePath } from '../../shop/runtime.ts';
import { media } from '../../ui/breakpoints.ts';
import { skipTargetId } from '../../shop/skipTargets.ts';
import type { ContentPage_page$key } from './__generated__/ContentPage_page.graphql.ts';
import type { ContentPageQuery as QueryType, ContentPageQuery$variables } from './__generated__/ContentPageQuery.graphql.ts';
import { ContentRelay } from '../../relay/contentEnvironment.tsx';
import { ContentPageQuery } from './ContentPageQuery.ts';
import { PageItems } from './PageItems.tsx';
import { CONTENT_TEXTS } from './texts.ts';

/** A content, inspiration or outfit page from the records its +data loaded. */
export function ContentPage(props: { variables: ContentPageQuery$variables; preview: boolean }) {
  return (
    <ContentRelay>
      <LoadedPage {...props} />
    </ContentRelay>
  );
}

function LoadedPage({ variables, preview }: { variables: ContentPageQuery$variables; preview: boolean }) {
  const data = useLazyLoadQuery<QueryType>(ContentPageQuery, variables, { fetchPolicy: 'store-or-network' });
  const page = data.pageCollection.items[0];
  if (!page) return null;
  return (
    <>
      {preview && <PreviewBanner />}
      <ContentPageBody page={page} skipText={variables.pageType === 'inspiration'} />
    </>
  );
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

/** Editors' preview: a banner over the page and the way out (spec 4 'Preview mode'). */
function PreviewBanner() {
  const { urlPathname, basePath } = usePageContext();
  const exit = `/api/draft-exit?slug=${encodeURIComponent(urlPathname)}`;
  return (
    <div className={banner} role="status" data-testid="preview-banner">
      <span>{CONTENT_TEXTS.previewBanner}</span>
      {/* A server route, not a page: the browser loads it (rel=external keeps the router out). */}
      <a href={withBasePath(basePath, exit)} className={exitLink} rel="external">
        {CONTENT_TEXTS.previewExit}
      </a>
    </div>
  );
}

const article = css`
  max-width: var(--container-width);
  margin: 0 auto;
  /* Anchor targets stay clear of the sticky header (more in preview, spec 9). */
  --content-scroll-offset: 5rem;
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
const banner = css`
  position: sticky;
  top: 0;
  z-index: var(--z-banner);
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
  align-items: center;
  justify-content: space-between;
  margin: 0 0 var(--space-4);
  padding: var(--space-3) var(--space-4);
  border-radius: var(--radius-m);
  background: var(--color-primary);
  color: var(--color-on-primary);
  /* Spec 9: the header offset grows in preview, by 115 px on phones and 70 px from tablets on. */
  & + article {
    --content-scroll-offset: calc(5rem + 115px);
    @media ${media.tablet} {
      --content-scroll-offset: calc(5rem + 70px);
    }
  }
`;
const exitLink = css`
  color: inherit;
  font-weight: 700;
`;
