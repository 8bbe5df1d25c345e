import { css } from '@linaria/core';
import { usePageContext } from 'vike-react/usePageContext';
import { breadcrumbJsonLd, type BreadcrumbItem } from './breadcrumbJsonLd.ts';
import { Link } from './Link.tsx';
import { layoutTexts } from './layoutTexts.ts';

export type { BreadcrumbItem };

interface Props {
  /** The way to the current page, outermost first (the home page is added in front). */
  items: readonly BreadcrumbItem[];
  /** The current page: its name, and its path for the structured data. */
  current: BreadcrumbItem;
}

/**
 * The breadcrumb trail with its schema.org BreadcrumbList. Its URLs are absolute on the tenant's
 * host (never the /webview prefix): search engines index the shop, not the app view.
 */
export function Breadcrumb({ items, current }: Props) {
  const { shop } = usePageContext();
  const texts = layoutTexts(shop.locale);
  const trail = [{ name: texts.layoutHome(), path: '/' }, ...items.filter((item) => item.path !== '/')];
  const json = breadcrumbJsonLd([...trail, current], shop.host);
  return (
    <nav aria-label={texts.layoutBreadcrumb()} className={nav}>
      <ol className={list}>
        {trail.map((item) => (
          <li key={item.path} className={entry}>
            <Link href={item.path}>{item.name}</Link>
          </li>
        ))}
        <li className={entry} aria-current="page">
          {current.name}
        </li>
      </ol>
      {/* A data block: never run, so the CSP does not concern it. */}
      <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />
    </nav>
  );
}

const nav = css`
  margin-bottom: 1rem;
  font-size: 0.875rem;
`;
const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const entry = css`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  color: var(--color-muted);
  & a {
    display: inline-block;
    padding: 0.5rem 0;
    color: var(--color-text);
  }
  &:not(:last-child)::after {
    content: '/';
    color: var(--color-muted);
  }
`;
