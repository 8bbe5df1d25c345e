import { css } from '@linaria/core';
import { graphql, useFragment } from 'react-relay';
import type { HeadingItem_text$key } from './__generated__/HeadingItem_text.graphql.ts';
import { slugify } from '../headings.ts';
import { decorativeLevel } from '../layoutRules.ts';
import { checkText } from '../validation.ts';
import { rejected } from '../warnings.ts';

// A module of its own: nearly every page has a heading, and a page whose first screen shows one
// loads neither the rich-text renderer nor the other text items for it.

/** A decorative heading ('Decorative H1' … 'H6'); H1 looks like one but is an h2 under the page's h1. */
export function HeadingItem({ item }: { item: HeadingItem_text$key }) {
  const data = useFragment(
    graphql`
      fragment HeadingItem_text on Text {
        sys {
          id
        }
        styledText
        style
      }
    `,
    item,
  );
  if (rejected(checkText(data), data.sys.id)) return null;
  const level = decorativeLevel(data.style) ?? 2;
  const Tag = `h${Math.max(2, level)}` as 'h2';
  return (
    <Tag id={slugify(data.styledText ?? '')} className={decorative} data-style={level}>
      {data.styledText}
    </Tag>
  );
}

const decorative = css`
  font-family: var(--font-heading);
  line-height: 1.25;
  margin: var(--space-6) 0 var(--space-3);
  scroll-margin-top: var(--content-scroll-offset, 5rem);
  &[data-style='1'] {
    font-size: clamp(1.75rem, 4vw, 2.5rem);
  }
  &[data-style='2'] {
    font-size: clamp(1.5rem, 3vw, 2rem);
  }
  &[data-style='3'] {
    font-size: 1.375rem;
  }
  &[data-style='4'] {
    font-size: 1.125rem;
  }
  &[data-style='5'],
  &[data-style='6'] {
    font-size: 1rem;
    text-transform: uppercase;
    letter-spacing: 0.05em;
  }
`;
