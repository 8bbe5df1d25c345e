import { css } from '@linaria/core';
import { Suspense, useEffect } from 'react';
import { graphql, useFragment, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import { ContentRelay } from '../../relay/contentEnvironment.tsx';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { Link } from '../../ui/Link.tsx';
import type { OffCanvasPhoneBox_phoneBox$key } from './__generated__/OffCanvasPhoneBox_phoneBox.graphql.ts';
import type { OffCanvasPhoneBoxQuery as QueryType } from './__generated__/OffCanvasPhoneBoxQuery.graphql.ts';
import { OffCanvasPhoneBoxQuery } from './OffCanvasPhoneBoxQuery.ts';

export const PHONE_BOX_WARNING = 'PhoneBox with missing props detected';

/**
 * The phone box of the off-canvas menu, from the content API. Mounted only while the menu is
 * open, and only then loaded; a failure leaves it out.
 */
export function OffCanvasPhoneBox() {
  return (
    <ContentRelay>
      <ErrorBoundary fallback={null}>
        <Loader />
      </ErrorBoundary>
    </ContentRelay>
  );
}

function Loader() {
  const { shop } = usePageContext();
  const [queryRef, loadQuery] = useQueryLoader<QueryType>(OffCanvasPhoneBoxQuery);
  useEffect(() => {
    loadQuery({ locale: shop.locale, preview: false }, { fetchPolicy: 'store-or-network' });
  }, [loadQuery, shop.locale]);
  if (!queryRef) return null;
  return (
    <Suspense fallback={null}>
      <Loaded queryRef={queryRef} />
    </Suspense>
  );
}

function Loaded({ queryRef }: { queryRef: PreloadedQuery<QueryType> }) {
  const data = usePreloadedQuery<QueryType>(OffCanvasPhoneBoxQuery, queryRef);
  const box = data.phoneBoxCollection.items[0];
  return box ? <PhoneBox phoneBox={box} /> : null;
}

function PhoneBox({ phoneBox }: { phoneBox: OffCanvasPhoneBox_phoneBox$key }) {
  const data = useFragment(
    graphql`
      fragment OffCanvasPhoneBox_phoneBox on PhoneBox {
        title
        subtitle
        number
        disclaimer
      }
    `,
    phoneBox,
  );
  const complete = Boolean(data.title && data.number);
  useEffect(() => {
    // An editor's mistake: say so in the log, show the shopper nothing half-filled.
    if (!complete) console.warn(PHONE_BOX_WARNING);
  }, [complete]);
  if (!data.title || !data.number) return null;
  return (
    <section className={box} aria-label={data.title}>
      <p className={title}>{data.title}</p>
      {data.subtitle && <p className={text}>{data.subtitle}</p>}
      <Link href={`tel:${data.number.replace(/[^\d+]/g, '')}`} className={number}>
        {data.number}
      </Link>
      {data.disclaimer && <p className={disclaimer}>{data.disclaimer}</p>}
    </section>
  );
}

const box = css`
  margin-top: auto;
  padding: 1rem;
  border-radius: var(--radius-l);
  background: var(--color-surface);
`;
const title = css`
  margin: 0 0 0.25rem;
  font-weight: 700;
`;
const text = css`
  margin: 0 0 0.5rem;
`;
const number = css`
  display: inline-flex;
  align-items: center;
  min-height: var(--touch-target);
  color: var(--color-primary);
  font-size: 1.25rem;
  font-weight: 700;
`;
const disclaimer = css`
  margin: 0.25rem 0 0;
  color: var(--color-muted);
  font-size: 0.875rem;
`;
