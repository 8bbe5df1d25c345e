import { css } from '@linaria/core';
import type { MouseEvent } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { ButtonLink, buttonClass } from '../../ui/Button.tsx';
import { visuallyHidden } from '../../ui/styles.ts';
import { pageLinks } from './listingRules.ts';
import { listingTexts } from './texts.ts';

interface Props {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  onFollow: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
}

/** Page links: previous, first, neighbours of the current page, last, next. */
export function Pagination({ page, pageCount, hrefFor, onFollow }: Props) {
  const t = listingTexts(usePageContext().shop.locale);
  const links = pageLinks(page, pageCount);
  if (links.length === 0) return null;
  const to = (target: number, label: string, text: string, rel?: string) => {
    const href = hrefFor(target);
    return (
      <ButtonLink href={href} aria-label={label} rel={rel} variant="secondary" className={item} onClick={(event) => onFollow(event, href)}>
        {text}
      </ButtonLink>
    );
  };
  return (
    <nav aria-label={t.listingPagination()} className={nav}>
      <ul className={list}>
        {page > 1 && <li>{to(page - 1, t.listingPreviousPage(), '‹', 'prev')}</li>}
        {links.map((link, index) =>
          link === 'gap' ? (
            <li key={`gap-${index}`} className={gap} aria-hidden="true">
              …
            </li>
          ) : link === page ? (
            <li key={link}>
              <span className={buttonClass({}, item)} aria-current="page">
                <span className={visuallyHidden}>{t.listingPageWord()} </span>
                {link}
              </span>
            </li>
          ) : (
            <li key={link}>{to(link, t.listingPage({ page: link }), String(link))}</li>
          ),
        )}
        {page < pageCount && <li>{to(page + 1, t.listingNextPage(), '›', 'next')}</li>}
      </ul>
    </nav>
  );
}

const nav = css`
  margin: var(--space-6) 0 0;
`;
const list = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--space-1);
  margin: 0;
  padding: 0;
  list-style: none;
`;
// Square buttons for one or two digits; doubled for precedence over the button's padding.
const item = css`
  && {
    min-width: var(--touch-target);
    padding: 0 var(--space-2);
  }
`;
const gap = css`
  display: inline-flex;
  align-items: center;
  padding: 0 var(--space-1);
`;
