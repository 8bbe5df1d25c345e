import { css, cx } from '@linaria/core';
import { useContext, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Accordion } from '../../../ui/Accordion.tsx';
import type { StructureItems_accordion$key } from './__generated__/StructureItems_accordion.graphql.ts';
import type { StructureItems_tableOfContents$key } from './__generated__/StructureItems_tableOfContents.graphql.ts';
import { tableOfContents } from '../headings.ts';
import { PageHeadingsContext } from '../pageHeadings.ts';
import { RichText } from '../RichText.tsx';
import { checkAccordion } from '../validation.ts';
import { rejected } from '../warnings.ts';
import { scrollToAnchor } from './LinkItems.tsx';
import { listReset } from './styles.ts';
import { useContentTexts } from '../texts.ts';

/** Collapsible sections; defaultIndex (counted from 1) is open at first. */
export function AccordionItem({ item }: { item: StructureItems_accordion$key }) {
  const data = useFragment(
    graphql`
      fragment StructureItems_accordion on Accordion {
        sys {
          id
        }
        defaultIndex
        itemsCollection {
          items {
            sys {
              id
            }
            title
            richtext {
              ...RichText_richText
            }
          }
        }
      }
    `,
    item,
  );
  const items = data.itemsCollection.items;
  const initial = data.defaultIndex != null ? items[data.defaultIndex - 1]?.sys.id : undefined;
  const [openIds, setOpenIds] = useState<string[]>(initial ? [initial] : []);
  if (rejected(checkAccordion({ itemCount: items.length }), data.sys.id)) return null;
  return (
    <Accordion
      className={accordion}
      openIds={openIds}
      onToggle={(id, open) => setOpenIds((current) => (open ? [...current, id] : current.filter((other) => other !== id)))}
      entries={items.map((section) => ({
        id: section.sys.id,
        title: section.title ?? '',
        content: section.richtext ? <RichText richText={section.richtext} /> : null,
      }))}
    />
  );
}

/** The page's headings down to levelsToShow levels; a click scrolls smoothly for 300 ms. */
export function TableOfContentsItem({ item }: { item: StructureItems_tableOfContents$key }) {
  const t = useContentTexts();
  const data = useFragment(
    graphql`
      fragment StructureItems_tableOfContents on TableOfContents {
        levelsToShow
      }
    `,
    item,
  );
  const headings = tableOfContents(useContext(PageHeadingsContext), data.levelsToShow);
  if (headings.length === 0) return null;
  const top = Math.min(...headings.map((h) => h.level));
  return (
    <nav className={toc} aria-label={t.contentTableOfContents()}>
      <p className={tocTitle}>{t.contentTableOfContentsTitle()}</p>
      <ul className={cx(listReset, tocList)}>
        {headings.map((heading) => (
          <li key={heading.id} data-depth={heading.level - top}>
            <a href={`#${heading.id}`} onClick={(event) => scrollToAnchor(event, heading.id)}>
              {heading.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const accordion = css`
  margin: 0 0 var(--space-6);
`;
const toc = css`
  margin: 0 0 var(--space-6);
  padding: var(--space-4) var(--space-5);
  border-left: 4px solid var(--color-border);
`;
const tocTitle = css`
  margin: 0 0 var(--space-2);
  font-weight: 700;
`;
const tocList = css`
  display: grid;
  & a {
    display: inline-flex;
    align-items: center;
    min-height: var(--touch-target);
    color: inherit;
  }
  & [data-depth='1'] {
    padding-left: var(--space-5);
  }
  & [data-depth='2'] {
    padding-left: var(--space-7);
  }
`;
