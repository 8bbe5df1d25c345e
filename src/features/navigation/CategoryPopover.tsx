import { useId } from 'react';
import { Link } from '../../ui/Link.tsx';
import type { DesktopNavigationTabs_navigation$data } from './__generated__/DesktopNavigationTabs_navigation.graphql.ts';
import { ariaCurrent, popoverColumns } from './categoryTree.ts';
import { columnHeading, columnList, headingLink, leafLink, popover, popoverColumn } from './desktopStyles.ts';

export type Level2 = DesktopNavigationTabs_navigation$data['categories'][number]['children'][number];

interface Props {
  /** Named by the level-2 item's aria-controls. */
  id: string;
  item: Level2;
  siblings: readonly Level2[];
  trail: readonly string[];
  path: string;
}

/** Level 3 of a level-2 item ('Kategorien'): up to 3 columns, content-title siblings fill the rest. */
export function CategoryPopover({ id, item, siblings, trail, path }: Props) {
  const columns = popoverColumns(item, siblings);
  const ids = useId();
  return (
    // The content of a disclosure, not a dialog: no focus trap, the lists read as lists.
    <div id={id} className={popover} data-testid="category-popover">
      {columns.map((column, index) => {
        const headingId = `${ids}-${index}`;
        return (
          <div key={index} className={popoverColumn}>
            {column.heading && (
              <p id={headingId} className={columnHeading}>
                {column.headingPath ? (
                  <Link href={column.headingPath} className={headingLink}>
                    {column.heading}
                  </Link>
                ) : (
                  column.heading
                )}
              </p>
            )}
            <ul className={columnList} aria-labelledby={column.heading ? headingId : undefined}>
              {column.items.map((leaf) => (
                <li key={leaf.id}>
                  <Link
                    href={leaf.path}
                    className={leafLink}
                    data-active={leaf.id === trail[2] || undefined}
                    data-highlighted={leaf.isHighlighted || undefined}
                    aria-current={ariaCurrent(leaf.id === trail[2], leaf.path, path)}
                  >
                    {leaf.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
