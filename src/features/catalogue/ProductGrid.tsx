import { css } from '@linaria/core';
import { Children, Suspense, type ReactNode } from 'react';
import { media } from '../../ui/breakpoints.ts';
import { HydrateWhenVisible } from '../../ui/lazy/HydrateWhenVisible.tsx';

/**
 * Tiles per Suspense boundary. React's server renderer writes the HTML of everything inside one
 * boundary into one array of strings: 60 tiles make some 20,000 entries, an array above the
 * engine's large-object size, which takes a memory mapping of its own for every view of a listing
 * (costly on virtual machines). Groups of 12 (whole rows of 2, 3 or 4 columns) keep each well below
 * it. In the browser each group hydrates when it comes near the screen (HydrateWhenVisible): a
 * phone shows four to six tiles at first, and hydrating all sixty was most of a listing's start.
 */
export const TILES_PER_GROUP = 12;

/** Responsive grid of product tiles: 2 columns on phones up to 4 on desktop. */
export function ProductGrid({ children, label }: { children: ReactNode; label: string }) {
  const tiles = Children.toArray(children);
  const groups: ReactNode[] = [];
  for (let start = 0; start < tiles.length; start += TILES_PER_GROUP) {
    groups.push(
      <Suspense key={start}>
        <HydrateWhenVisible>{tiles.slice(start, start + TILES_PER_GROUP)}</HydrateWhenVisible>
      </Suspense>,
    );
  }
  return (
    <section aria-label={label}>
      <div className={grid}>{groups}</div>
    </section>
  );
}

// The grid is a container, so that a tile can tell its width before it is laid out (--tile-width:
// the columns share the width less the gaps between them); ProductTile estimates its height from it.
const grid = css`
  --columns: 2;
  --tile-width: calc((100cqi - (var(--columns) - 1) * 1rem) / var(--columns));
  container-type: inline-size;
  display: grid;
  grid-template-columns: repeat(var(--columns), minmax(0, 1fr));
  gap: 1.5rem 1rem;
  @media ${media.tablet} {
    --columns: 3;
  }
  @media ${media.desktop} {
    --columns: 4;
  }
`;
