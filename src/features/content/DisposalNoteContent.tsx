import { css } from '@linaria/core';
import { Fragment, Suspense, type ReactNode } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { ContentRelay } from '../../relay/contentEnvironment.tsx';
import { message } from '../../shop/texts/messages.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { Link } from '../../ui/Link.tsx';
import type { DisposalNoteContentQuery as QueryType } from './__generated__/DisposalNoteContentQuery.graphql.ts';
import { usePageContext } from 'vike-react/usePageContext';
import { useContentTexts } from './texts.ts';

// The note on disposing of old electrical appliances (WEEE), the content API's modal 'disposalNote'.
// Loaded when the modal opens, on the content environment (pages/product/useDisposalNote.tsx).
export const query = graphql`
  query DisposalNoteContentQuery($locale: String!, $preview: Boolean!) {
    modalCollection(where: { id: "disposalNote" }, limit: 1, locale: $locale, preview: $preview) {
      items {
        sys {
          id
        }
        headline
        richtext {
          json
        }
      }
    }
  }
`;

/**
 * The text of the disposal-note modal: loading while it comes, MODAL_LOAD_ERROR when the call
 * fails or the note is missing.
 */
export default function DisposalNoteContent({ queryRef }: { queryRef: PreloadedQuery<QueryType> }) {
  return (
    <ContentRelay>
      <ErrorBoundary fallback={<LoadError />}>
        <Suspense fallback={<Loading />}>
          <Loaded queryRef={queryRef} />
        </Suspense>
      </ErrorBoundary>
    </ContentRelay>
  );
}

function LoadError() {
  const { locale } = usePageContext().shop;
  return (
    <p className={error} role="alert">
      {message(locale, 'MODAL_LOAD_ERROR')}
    </p>
  );
}

function Loading() {
  return (
    <p className={muted} role="status">
      {useContentTexts().contentLoading()}
    </p>
  );
}

function Loaded({ queryRef }: { queryRef: PreloadedQuery<QueryType> }) {
  const data = usePreloadedQuery<QueryType>(query, queryRef);
  const note = data.modalCollection.items[0];
  const blocks = note?.richtext ? renderDocument(note.richtext.json) : null;
  if (!note || !blocks) return <LoadError />;
  return (
    <div className={text}>
      {note.headline && <h3 className={headline}>{note.headline}</h3>}
      {blocks}
    </div>
  );
}

interface RichNode {
  nodeType: string;
  value?: string;
  marks?: { type: string }[];
  data?: { uri?: unknown };
  content?: RichNode[];
}

const isNode = (value: unknown): value is RichNode =>
  typeof value === 'object' && value !== null && typeof (value as { nodeType?: unknown }).nodeType === 'string';

/** The note's rich text from its JSON (never as HTML); embedded entries have no place in it. */
function renderDocument(json: unknown): ReactNode {
  if (!isNode(json) || json.nodeType !== 'document' || !json.content?.length) return null;
  return json.content.map((node, index) => renderNode(node, index));
}

function children(node: RichNode): ReactNode {
  return (node.content ?? []).filter(isNode).map((child, index) => renderNode(child, index));
}

function renderNode(node: RichNode, key: number): ReactNode {
  switch (node.nodeType) {
    case 'text': {
      let out: ReactNode = node.value ?? '';
      for (const mark of node.marks ?? []) {
        if (mark.type === 'bold') out = <strong>{out}</strong>;
        if (mark.type === 'italic') out = <em>{out}</em>;
      }
      return <Fragment key={key}>{out}</Fragment>;
    }
    case 'paragraph':
      return <p key={key}>{children(node)}</p>;
    case 'heading-1':
    case 'heading-2':
    case 'heading-3':
      return <h4 key={key}>{children(node)}</h4>;
    case 'heading-4':
    case 'heading-5':
    case 'heading-6':
      return <h5 key={key}>{children(node)}</h5>;
    case 'unordered-list':
      return <ul key={key}>{children(node)}</ul>;
    case 'ordered-list':
      return <ol key={key}>{children(node)}</ol>;
    case 'list-item':
      return <li key={key}>{children(node)}</li>;
    case 'hyperlink': {
      const uri = typeof node.data?.uri === 'string' ? node.data.uri : '';
      if (!uri) return <Fragment key={key}>{children(node)}</Fragment>;
      return (
        <Link key={key} href={uri}>
          {children(node)}
        </Link>
      );
    }
    case 'hr':
      return <hr key={key} />;
    default:
      return null;
  }
}

const text = css`
  line-height: 1.6;
  & p,
  & ul,
  & ol {
    margin: 0 0 0.75rem;
  }
  & h4,
  & h5 {
    margin: 1rem 0 0.375rem;
    font-size: 1rem;
  }
  & li > p {
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
