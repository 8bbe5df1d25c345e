import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { Icon } from '../../ui/Icon.tsx';
import { Link } from '../../ui/Link.tsx';
import { visuallyHidden } from '../../ui/styles.ts';
import { withBasePath } from '../../shop/runtime.ts';
import { HeaderTools } from './HeaderTools.tsx';

interface Props {
  /** The off-canvas menu's button (phones and tablets), composed by the page frame. */
  menu?: ReactNode;
  /** The search field; a plain search form when none is given. */
  search?: ReactNode;
  /** The desktop category navigation below the header row. */
  navigation?: ReactNode;
}

export function Header({ menu, search, navigation }: Props) {
  return (
    <header className={header}>
      <div className={inner}>
        {menu}
        <Logo />
        <div className={searchSlot}>{search ?? <PlainSearchForm />}</div>
        <HeaderTools />
      </div>
      {navigation}
    </header>
  );
}

function Logo() {
  const { shop } = usePageContext();
  return (
    <Link href="/" className={logo} aria-label={`${shop.brand} – zur Startseite`}>
      <span aria-hidden="true">{shop.brand}</span>
    </Link>
  );
}

/** Search without suggestions: submits to the search results page. */
function PlainSearchForm() {
  const { basePath } = usePageContext();
  return (
    <form role="search" action={withBasePath(basePath, '/search')} method="get" className={search}>
      <label htmlFor="header-search" className={visuallyHidden}>
        Suche
      </label>
      <input
        id="header-search"
        name="q"
        type="search"
        placeholder="Suchbegriff oder Artikelnummer"
        autoComplete="off"
        enterKeyHint="search"
        className={input}
      />
      <button type="submit" className={searchButton} aria-label="Suchen">
        <Icon name="search" size={20} />
      </button>
    </form>
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
  max-width: 1240px;
  margin: 0 auto;
  padding: 0.5rem 1rem;
  @media (max-width: 767px) {
    gap: 0.5rem;
    padding: 0.5rem 0.75rem;
  }
`;
const searchSlot = css`
  flex: 1 1 20rem;
  display: flex;
  justify-content: center;
  min-width: 0;
  @media (max-width: 767px) {
    order: 10;
    flex-basis: 100%;
  }
`;
const logo = css`
  display: inline-flex;
  align-items: center;
  min-width: var(--logo-width);
  height: var(--logo-height);
  overflow: hidden;
  white-space: nowrap;
  @media (max-width: 767px) {
    min-width: 0;
    margin-right: auto;
    font-size: 1.25rem;
  }
  color: var(--color-primary);
  font-family: var(--font-heading);
  font-size: 1.5rem;
  font-weight: 800;
  letter-spacing: 0.02em;
  text-decoration: none;
`;
const search = css`
  display: flex;
  max-width: 36rem;
  width: 100%;
  border: 1px solid var(--color-border);
  border-radius: 2rem;
  background: var(--color-background);
  &:focus-within {
    outline: 2px solid var(--color-primary);
    outline-offset: 1px;
  }
`;
const input = css`
  flex: 1;
  min-width: 0;
  padding: 0.625rem 1rem;
  border: 0;
  border-radius: 2rem;
  background: transparent;
  color: var(--color-text);
  font: inherit;
  &:focus {
    outline: none;
  }
`;
const searchButton = css`
  display: grid;
  place-items: center;
  width: 44px;
  border: 0;
  background: transparent;
  color: var(--color-text);
  cursor: pointer;
`;
