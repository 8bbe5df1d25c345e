import { documentToReactComponents, type Options } from '@contentful/rich-text-react-renderer';
import { BLOCKS, INLINES, type Document } from '@contentful/rich-text-types';
import { css } from '@linaria/core';
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { ContentRelay } from '../../relay/contentEnvironment.tsx';
import { message } from '../../shop/messages.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { Link } from '../../ui/Link.tsx';
import type { ContentModalTextQuery as QueryType } from './__generated__/ContentModalTextQuery.graphql.ts';

// The text of a content-API modal by key ('shippingCost', 'orderInformation', a legal hint's id):
// loaded when the modal opens (ContentModal), on the content environment.
export const query = graphql`
  query ContentModalTextQuery($id: String!, $locale: String!, $preview: Boolean!) {
    modalCollection(where: { id: $id }, limit: 1, locale: $locale, preview: $preview) {
      items {
        sys {
          id
        }
        headline
        richtext {
          json
          links {
            entries {
              hyperlink {
                sys {
                  id
                }
                ... on Page {
                  slug
                  pageType
                }
              }
            }
          }
        }
      }
    }
  }
`;

/** Loading while there is neither text nor error, the text once loaded, an error state on error (section 4). */
export default function ContentModalText({ queryRef }: { queryRef: PreloadedQuery<QueryType> }) {
  return (
    <ContentRelay>
      <ErrorBoundary fallback={<ModalTextError />}>
        <Suspense fallback={<ModalTextLoading />}>
          <Loaded queryRef={queryRef} />
        </Suspense>
      </ErrorBoundary>
    </ContentRelay>
  );
}

export function ModalTextError() {
  return (
    <p className={error} role="alert" data-testid="content-modal-error">
      {message('MODAL_LOAD_ERROR')}
    </p>
  );
}

export function ModalTextLoading() {
  return (
    <p className={muted} role="status" data-testid="content-modal-loading">
      Wird geladen …
    </p>
  );
}

interface PageTarget {
  slug?: string | null;
  pageType?: string | null;
}

/** Where an entry link to a page leads; other entries have no address. */
function pagePath(target: PageTarget | undefined): string | null {
  if (!target?.slug || !target.pageType) return null;
  if (target.pageType === 'homepage') return '/';
  return `/${target.pageType}/${target.slug}`;
}

function isDocument(json: unknown): json is Document {
  return typeof json === 'object' && json !== null && (json as { nodeType?: unknown }).nodeType === 'document';
}

function Loaded({ queryRef }: { queryRef: PreloadedQuery<QueryType> }) {
  const data = usePreloadedQuery<QueryType>(query, queryRef);
  const modal = data.modalCollection.items[0];
  const json = modal?.richtext?.json;
  if (!modal || !isDocument(json)) return <ModalTextError />;
  const pages = new Map(modal.richtext!.links.entries.hyperlink.map((entry) => [entry.sys.id, entry as PageTarget]));
  // Rendered from the JSON, never as HTML; links only through Link (http(s), mailto, tel, internal).
  const options: Options = {
    renderNode: {
      [INLINES.HYPERLINK]: (node, children) => {
        const uri = typeof node.data.uri === 'string' ? node.data.uri : '';
        return uri ? <Link href={uri}>{children}</Link> : <>{children}</>;
      },
      [INLINES.ENTRY_HYPERLINK]: (node, children) => {
        const id = (node.data.target as { sys?: { id?: string } } | undefined)?.sys?.id;
        const path = pagePath(id ? pages.get(id) : undefined);
        return path ? <Link href={path}>{children}</Link> : <>{children}</>;
      },
      // Embedded entries and assets (coupons, images) belong to the content engine's renderer.
      [BLOCKS.EMBEDDED_ENTRY]: () => null,
      [BLOCKS.EMBEDDED_ASSET]: () => null,
      [INLINES.EMBEDDED_ENTRY]: () => null,
    },
  };
  return (
    <div className={text} data-testid="content-modal-text">
      {modal.headline && <h3 className={headline}>{modal.headline}</h3>}
      {documentToReactComponents(json, options)}
    </div>
  );
}

const text = css`
  line-height: 1.6;
  & p,
  & ul,
  & ol,
  & table {
    margin: 0 0 0.75rem;
  }
  & h1,
  & h2,
  & h3,
  & h4,
  & h5,
  & h6 {
    margin: 1rem 0 0.375rem;
    font-size: 1rem;
  }
  & li > p {
    margin: 0;
  }
  & table {
    width: 100%;
    border-collapse: collapse;
  }
  & th,
  & td {
    padding: var(--space-1) var(--space-2);
    border-bottom: 1px solid var(--color-border);
    text-align: left;
    vertical-align: top;
  }
  & th p,
  & td p {
    margin: 0;
  }
`;
const headline = css`
  margin: 0 0 0.75rem;
  font-size: 1.0625rem;
`;
const muted = css`
  margin: 0;
  color: var(--color-muted);
`;
const error = css`
  margin: 0;
  color: var(--color-error);
`;
