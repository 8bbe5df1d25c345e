import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { media } from '../../ui/breakpoints.ts';

/** Responsive grid of product tiles: 2 columns on phones up to 4 on desktop. */
export function ProductGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <section aria-label={label}>
      <div className={grid}>{children}</div>
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
