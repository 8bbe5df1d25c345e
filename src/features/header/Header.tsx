import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { Link } from '../../ui/Link.tsx';
import { HeaderTools } from './HeaderTools.tsx';
import { layoutTexts } from '../../ui/layoutTexts.ts';
import { media } from '../../ui/breakpoints.ts';

interface Props {
  /** The off-canvas menu's button (phones and tablets), composed by the page frame. */
  menu?: ReactNode;
  /** The search field. */
  search: ReactNode;
  /** The desktop category navigation below the header row. */
  navigation?: ReactNode;
  /** The language switch of a shop with language versions. */
  language?: ReactNode;
}

export function Header({ menu, search, navigation, language }: Props) {
  return (
    <header className={header}>
      <div className={inner}>
        {menu}
        <Logo />
        <div className={searchSlot}>{search}</div>
        {language}
        <HeaderTools />
      </div>
      {navigation}
    </header>
  );
}

function Logo() {
  const { shop } = usePageContext();
  return (
    <Link href="/" className={logo} aria-label={layoutTexts(shop.locale).layoutHomeLink({ brand: shop.brand })}>
      <span aria-hidden="true">{shop.brand}</span>
    </Link>
  );
}

const header = css`
  border-bottom: 1px solid var(--color-border);
  background: var(--color-surface);
`;
// One row on desktop; on phones the search field takes a row of its own below.
const inner = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: center;
  max-width: var(--container-width);
  margin: 0 auto;
  padding: 0.5rem 1rem;
  @media ${media.phone} {
    gap: 0.5rem 0.25rem;
    padding: 0.5rem 0.75rem;
  }
`;
// On phones the slot steps aside (display: contents): the search field's toggle then sits in the
// header's row and its form takes the row below (the field's own styles place both).
const searchSlot = css`
  flex: 1 1 20rem;
  display: flex;
  justify-content: center;
  min-width: 0;
  @media ${media.phone} {
    display: contents;
  }
`;
const logo = css`
  display: inline-flex;
  align-items: center;
  min-width: var(--logo-width);
  height: var(--logo-height);
  overflow: hidden;
  white-space: nowrap;
  // On phones the logo shares its row with the buttons while it fits; narrower screens wrap them.
  @media ${media.phone} {
    flex: 1 1 auto;
    min-width: 0;
    font-size: 1.125rem;
  }
  color: var(--color-primary);
  font-family: var(--font-heading);
  font-size: 1.5rem;
  font-weight: 800;
  letter-spacing: 0.02em;
  text-decoration: none;
`;
