import { css } from '@linaria/core';
import { PLACEHOLDER_TILES } from './listingRules.ts';

/** Grey tiles in the shape of product tiles while the next products load. */
export function PlaceholderTiles() {
  return Array.from({ length: PLACEHOLDER_TILES }, (_, index) => (
    <div key={index} className={tile} data-placeholder-tile="">
      <div className={image} />
      <div className={line} />
      <div className={shortLine} />
    </div>
  ));
}

const tile = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;
const image = css`
  aspect-ratio: 1390 / 1860;
  background: var(--color-surface);
`;
const line = css`
  height: 1rem;
  background: var(--color-surface);
`;
const shortLine = css`
  width: 40%;
  height: 1rem;
  background: var(--color-surface);
`;
