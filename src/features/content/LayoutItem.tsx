import { css } from '@linaria/core';
import { graphql, useFragment } from 'react-relay';
import { media } from '../../ui/breakpoints.ts';
import type { LayoutItem_layout$key } from './__generated__/LayoutItem_layout.graphql.ts';
import { ContentItem } from './ContentItems.tsx';
import { horizontalAlignment, resolveLayout } from './layoutRules.ts';
import { rejected } from './warnings.ts';

/** Columns of content items: 1, 2 (25/75, 75/25 or equal), 3, 4 or 6; stacked on phones. */
export function LayoutItem({ item }: { item: LayoutItem_layout$key }) {
  const data = useFragment(
    graphql`
      fragment LayoutItem_layout on Layout {
        sys {
          id
        }
        ratio
        verticalAlignment
        maxPageWidth
        columnsCollection {
          items {
            sys {
              id
            }
            horizontalAlignment
            content {
              ...ContentItems_item
            }
          }
        }
      }
    `,
    item,
  );
  const columns = data.columnsCollection.items;
  const resolved = resolveLayout({
    columnCount: columns.length,
    ratio: data.ratio,
    verticalAlignment: data.verticalAlignment,
    maxPageWidth: data.maxPageWidth,
  });
  if ('warning' in resolved) {
    rejected(resolved.warning, data.sys.id);
    return null;
  }
  const { settings } = resolved;
  return (
    <div
      className={layout}
      data-columns={settings.columns}
      data-ratio={settings.ratio}
      data-valign={settings.verticalAlignment}
      data-width={settings.maxPageWidth === '65%' ? 'narrow' : 'full'}
      data-testid="content-layout"
    >
      {columns.map((column) => (
        <div key={column.sys.id} className={cell} data-halign={horizontalAlignment(column.horizontalAlignment)}>
          {column.content && <ContentItem item={column.content} />}
        </div>
      ))}
    </div>
  );
}

const layout = css`
  display: grid;
  gap: var(--space-4);
  margin: var(--space-5) auto;
  grid-template-columns: minmax(0, 1fr);
  &[data-width='narrow'] {
    @media ${media.desktop} {
      max-width: 65%;
    }
  }
  &[data-valign='center'] {
    align-items: center;
  }
  &[data-valign='bottom'] {
    align-items: end;
  }
  &[data-valign='top'] {
    align-items: start;
  }
  &[data-columns='4'],
  &[data-columns='6'] {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media ${media.tablet} {
    &[data-columns='2'] {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    &[data-columns='2'][data-ratio='25/75'] {
      grid-template-columns: minmax(0, 1fr) minmax(0, 3fr);
    }
    &[data-columns='2'][data-ratio='75/25'] {
      grid-template-columns: minmax(0, 3fr) minmax(0, 1fr);
    }
    &[data-columns='3'],
    &[data-columns='6'] {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
  @media ${media.desktop} {
    &[data-columns='4'] {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
    &[data-columns='6'] {
      grid-template-columns: repeat(6, minmax(0, 1fr));
    }
  }
`;
const cell = css`
  min-width: 0;
  &[data-halign='center'] {
    text-align: center;
    justify-self: center;
  }
  &[data-halign='right'] {
    text-align: right;
    justify-self: end;
  }
`;
