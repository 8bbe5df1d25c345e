import { css } from '@linaria/core';
import { useContext } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { Eyecatcher_eyecatcher$key } from './__generated__/Eyecatcher_eyecatcher.graphql.ts';
import { RichText } from '../RichText.tsx';
import { ShopBridgeContext } from '../shopBridge.ts';

/** A badge over a tile or image: rich text (TEXT) or the product's live price (PRICE_BY_PRODUCTID). */
export function Eyecatcher({ eyecatcher }: { eyecatcher: Eyecatcher_eyecatcher$key }) {
  const data = useFragment(
    graphql`
      fragment Eyecatcher_eyecatcher on Eyecatcher {
        eyecatcherType
        productId
        size
        eyecatcherDesign
        eyecatcherRichText {
          ...RichText_richText
        }
      }
    `,
    eyecatcher,
  );
  const { ProductPrice } = useContext(ShopBridgeContext);
  const size = data.size === 'small' || data.size === 'large' ? data.size : 'medium';
  const design =
    data.eyecatcherDesign === 'TRANSPARENT_DARK' || data.eyecatcherDesign === 'TRANSPARENT_LIGHT' ? data.eyecatcherDesign : 'DEFAULT';
  if (data.eyecatcherType === 'TEXT' && data.eyecatcherRichText) {
    return (
      <span className={badge} data-size={size} data-design={design}>
        <RichText richText={data.eyecatcherRichText} />
      </span>
    );
  }
  if (data.eyecatcherType === 'PRICE_BY_PRODUCTID' && data.productId && ProductPrice) {
    return (
      <span className={badge} data-size={size} data-design={design} data-testid="eyecatcher-price">
        <ProductPrice productId={data.productId} />
      </span>
    );
  }
  return null;
}

/** An eyecatcher on its own (not over an image) sits in a box of its size. */
export function StandaloneEyecatcher({ item }: { item: Eyecatcher_eyecatcher$key }) {
  return (
    <div className={standalone}>
      <Eyecatcher eyecatcher={item} />
    </div>
  );
}

const standalone = css`
  position: relative;
  min-height: 5.5rem;
`;
const badge = css`
  position: absolute;
  top: var(--space-3);
  left: var(--space-3);
  z-index: 1;
  display: grid;
  place-items: center;
  min-width: 3.5rem;
  min-height: 3.5rem;
  padding: var(--space-2);
  box-sizing: border-box;
  border-radius: var(--radius-round);
  background: var(--color-sale);
  color: var(--color-on-sale);
  font-weight: 700;
  text-align: center;
  line-height: 1.1;
  & p {
    margin: 0;
  }
  &[data-size='small'] {
    min-width: 2.75rem;
    min-height: 2.75rem;
    font-size: 0.75rem;
  }
  &[data-size='large'] {
    min-width: 5rem;
    min-height: 5rem;
    font-size: 1.25rem;
  }
  &[data-design='TRANSPARENT_DARK'] {
    border-radius: var(--radius-m);
    background: color-mix(in srgb, var(--color-text) 75%, transparent);
    color: var(--color-background);
  }
  &[data-design='TRANSPARENT_LIGHT'] {
    border-radius: var(--radius-m);
    background: color-mix(in srgb, var(--color-background) 85%, transparent);
    color: var(--color-text);
  }
`;
