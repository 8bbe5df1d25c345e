import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PageItems_page$data, PageItems_page$key } from './__generated__/PageItems_page.graphql.ts';
import { ContentItem } from './ContentItems.tsx';
import { ContentProviders } from './ContentProviders.tsx';
import { richTextHeadings, slugify, type Heading } from './headings.ts';
import { LayoutItem } from './LayoutItem.tsx';
import { LeadImageContext, leadImageIndex } from './leadImage.ts';
import { decorativeLevel } from './layoutRules.ts';

/** The items of a page in order, with the page's headings for its table of contents. */
export function PageItems({ page }: { page: PageItems_page$key }) {
  const data = useFragment(
    graphql`
      fragment PageItems_page on Page {
        contentCollection {
          items {
            __typename
            ... on Entry {
              sys {
                id
              }
            }
            ...LayoutItem_layout @alias(as: "layout")
            ... on Richtext {
              richtext {
                json
              }
            }
            ... on Text {
              styledText
              style
            }
            ...ContentItems_item
          }
        }
      }
    `,
    page,
  );
  const items = data.contentCollection.items;
  const headings = useMemo(() => pageHeadings(items), [items]);
  const lead = leadImageIndex(items.map((item) => item.__typename));
  return (
    <ContentProviders headings={headings}>
      {items.map((item, index) => {
        const key = ('sys' in item && item.sys?.id) || `${item.__typename}-${index}`;
        return (
          <LeadImageContext key={key} value={index === lead}>
            {item.layout ? <LayoutItem item={item.layout} /> : <ContentItem item={item} />}
          </LeadImageContext>
        );
      })}
    </ContentProviders>
  );
}

type Item = PageItems_page$data['contentCollection']['items'][number];

/** Headings of the page's rich texts and decorative texts, in page order. */
export function pageHeadings(items: readonly Item[]): Heading[] {
  return items.flatMap((item): Heading[] => {
    if (item.__typename === 'Richtext') return richTextHeadings(item.richtext?.json);
    if (item.__typename === 'Text' && item.styledText) {
      const level = decorativeLevel(item.style);
      return level ? [{ id: slugify(item.styledText), text: item.styledText, level: Math.max(2, level) }] : [];
    }
    return [];
  });
}
