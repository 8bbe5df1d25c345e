import { css } from '@linaria/core';
import { useId } from 'react';
import { Link } from '../../ui/Link.tsx';
import type { DesktopNavigation_navigation$data } from './__generated__/DesktopNavigation_navigation.graphql.ts';
import { ariaCurrent, popoverColumns } from './categoryTree.ts';

export type Level2 = DesktopNavigation_navigation$data['categories'][number]['children'][number];

interface Props {
  item: Level2;
  siblings: readonly Level2[];
  trail: readonly string[];
  path: string;
}

/** Level 3 of a level-2 item ('Kategorien'): up to 3 columns, content-title siblings fill the rest. */
export function CategoryPopover({ item, siblings, trail, path }: Props) {
  const columns = popoverColumns(item, siblings);
  const ids = useId();
  return (
    <div role="dialog" aria-label="Kategorien" className={popover}>
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

const popover = css`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: var(--z-sticky);
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 1rem 2rem;
  max-height: 500px;
  overflow: auto;
  padding: 1rem 1.5rem;
  border: 1px solid var(--color-border);
  border-radius: 0 0 var(--radius-l) var(--radius-l);
  background: var(--color-background);
  box-shadow: var(--shadow-floating);
`;
const popoverColumn = css`
  min-width: 0;
`;
const columnHeading = css`
  margin: 0 0 0.25rem;
  font-weight: 700;
`;
const headingLink = css`
  display: inline-flex;
  align-items: center;
  min-height: var(--touch-target);
  color: var(--color-text);
`;
const columnList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;
const leafLink = css`
  display: flex;
  align-items: center;
  min-height: var(--touch-target);
  color: var(--color-text);
  text-decoration: none;
  &:hover {
    color: var(--color-primary);
    text-decoration: underline;
  }
  &[data-highlighted] {
    color: var(--color-sale);
    font-weight: 700;
  }
  &[data-active] {
    color: var(--color-primary);
    font-weight: 700;
  }
`;
