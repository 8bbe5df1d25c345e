import { css, cx } from '@linaria/core';
import { graphql, useFragment } from 'react-relay';
import { ButtonLink } from '../../../ui/Button.tsx';
import { Link } from '../../../ui/Link.tsx';
import type { LinkItems_anchorLink$key } from './__generated__/LinkItems_anchorLink.graphql.ts';
import type { LinkItems_button$key } from './__generated__/LinkItems_button.graphql.ts';
import type { LinkItems_link$key } from './__generated__/LinkItems_link.graphql.ts';
import type { LinkItems_linkBox$key } from './__generated__/LinkItems_linkBox.graphql.ts';
import { useContentLink } from '../ContentLink.tsx';
import { smoothScrollTo } from '../headings.ts';
import { checkAnchorLink, checkButton, checkLink, parseLinkBox } from '../validation.ts';
import { CONTENT_WARNINGS, rejected } from '../warnings.ts';
import { boxTitle, listReset } from './styles.ts';
import { useContentTexts } from '../texts.ts';

/** A link styled as a button ('Primary' or secondary). */
export function ButtonItem({ item }: { item: LinkItems_button$key }) {
  const data = useFragment(
    graphql`
      fragment LinkItems_button on Button {
        sys {
          id
        }
        color
        trackingName
        link {
          ...ContentLink_link
        }
      }
    `,
    item,
  );
  const link = useContentLink(data.link);
  if (rejected(checkButton({ href: link?.href, label: link?.label }), data.sys.id) || !link?.href) return null;
  return (
    <p className={buttonRow}>
      <ButtonLink
        href={link.href}
        variant={data.color === 'Primary' ? 'primary' : 'secondary'}
        target={link.newTab ? '_blank' : undefined}
        data-tracking={data.trackingName ?? undefined}
      >
        {link.label}
      </ButtonLink>
    </p>
  );
}

/** An InternalLink or ExternalLink as a page item: a text link with an arrow. */
export function LinkItem({ item }: { item: LinkItems_link$key }) {
  const data = useFragment(
    graphql`
      fragment LinkItems_link on Link {
        ...ContentLink_link
      }
    `,
    item,
  );
  const link = useContentLink(data);
  if (rejected(checkLink({ href: link?.href }), link?.id) || !link?.href) return null;
  return (
    <p>
      <Link href={link.href} className={textLink} target={link.newTab ? '_blank' : undefined}>
        {link.label ?? link.href} ›
      </Link>
    </p>
  );
}

/** Jumps to an anchor of the page, scrolling smoothly for 300 ms. */
export function AnchorLinkItem({ item }: { item: LinkItems_anchorLink$key }) {
  const data = useFragment(
    graphql`
      fragment LinkItems_anchorLink on AnchorLink {
        sys {
          id
        }
        label
        anchor
      }
    `,
    item,
  );
  if (rejected(checkAnchorLink(data), data.sys.id)) return null;
  const anchor = (data.anchor ?? '').replace(/^#/, '');
  return (
    <a href={`#${anchor}`} className={chip} onClick={(event) => scrollToAnchor(event, anchor)}>
      {data.label}
    </a>
  );
}

/** In-page links: smooth scroll, focus on the target, the hash kept in the address. */
export function scrollToAnchor(event: { preventDefault(): void }, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const offset = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  smoothScrollTo(target.getBoundingClientRect().top + window.scrollY - offset, 300);
  history.replaceState(history.state, '', `#${id}`);
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/** Groups of links from a JSON object; a box whose JSON does not match is not rendered. */
export function LinkBoxItem({ item }: { item: LinkItems_linkBox$key }) {
  const t = useContentTexts();
  const data = useFragment(
    graphql`
      fragment LinkItems_linkBox on LinkBox {
        sys {
          id
        }
        headline
        linkBox
      }
    `,
    item,
  );
  const entries = parseLinkBox(data.linkBox);
  if (rejected(entries ? null : CONTENT_WARNINGS.linkBox, data.sys.id) || !entries) return null;
  return (
    <nav className={linkBox} aria-label={data.headline ?? t.contentLinksLabel()}>
      {data.headline && <h2 className={boxTitle}>{data.headline}</h2>}
      <div className={groups}>
        {entries.map((entry) => (
          <section key={entry.label}>
            <h3 className={groupTitle}>{entry.label}</h3>
            <ul className={cx(listReset, links)}>
              {entry.children.map((child) => (
                <li key={child.destination + child.name}>
                  <Link href={child.destination}>{child.name}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </nav>
  );
}

const buttonRow = css`
  margin: var(--space-4) 0;
`;
const textLink = css`
  font-weight: 700;
  color: inherit;
`;
const chip = css`
  display: inline-flex;
  align-items: center;
  min-height: var(--touch-target);
  margin: 0 var(--space-2) var(--space-2) 0;
  padding: 0 var(--space-4);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-pill);
  color: inherit;
  text-decoration: none;
  &:hover {
    border-color: var(--color-text);
  }
`;
const linkBox = css`
  margin: var(--space-6) 0;
`;
const groups = css`
  display: grid;
  gap: var(--space-5);
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
`;
const groupTitle = css`
  margin: 0 0 var(--space-2);
  font-size: 1rem;
`;
const links = css`
  display: grid;
  gap: var(--space-1);
  & a {
    display: inline-flex;
    align-items: center;
    min-height: var(--touch-target);
    color: inherit;
  }
`;
