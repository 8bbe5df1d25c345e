import { css } from '@linaria/core';
import { useEffect } from 'react';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from '../../ui/Link.tsx';
import type { OffCanvasPhoneBoxContent_phoneBox$key } from './__generated__/OffCanvasPhoneBoxContent_phoneBox.graphql.ts';
import type { OffCanvasPhoneBoxQuery as QueryType } from './__generated__/OffCanvasPhoneBoxQuery.graphql.ts';
import { OffCanvasPhoneBoxQuery } from './OffCanvasPhoneBoxQuery.ts';

// Loaded with its query when the menu opens (see OffCanvasPhoneBox).
export { OffCanvasPhoneBoxQuery as query };

export const PHONE_BOX_WARNING = 'PhoneBox with missing props detected';

/** The first phone box the content API marks for the off-canvas menu, if any. */
export function OffCanvasPhoneBoxContent({ queryRef }: { queryRef: PreloadedQuery<QueryType> }) {
  const data = usePreloadedQuery<QueryType>(OffCanvasPhoneBoxQuery, queryRef);
  const box = data.phoneBoxCollection.items[0];
  return box ? <PhoneBox phoneBox={box} /> : null;
}

function PhoneBox({ phoneBox }: { phoneBox: OffCanvasPhoneBoxContent_phoneBox$key }) {
  const data = useFragment(
    graphql`
      fragment OffCanvasPhoneBoxContent_phoneBox on PhoneBox {
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
