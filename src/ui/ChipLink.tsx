import { css, cx } from '@linaria/core';
import { Children, isValidElement, type ComponentProps, type ReactNode } from 'react';
import { useLayoutTexts } from './layoutTexts.ts';
import { Link } from './Link.tsx';
import { visuallyHidden } from './styles.ts';

type Props = ComponentProps<typeof Link> & {
  /** A link that removes something (an active filter): ' ×' on screen, ' entfernen' read out (in the shop's language). */
  removable?: boolean;
};

/**
 * A pill-shaped link: subcategories, suggested categories, active filters, the product link box.
 * A full touch target high; keeps one line.
 */
export function ChipLink({ removable = false, className, children, ...props }: Props) {
  const texts = useLayoutTexts();
  return (
    <Link {...props} className={cx(chip, className)} data-removable={removable || undefined}>
      {children}
      {removable && (
        <>
          <span aria-hidden="true"> ×</span>
          <span className={visuallyHidden}> {texts.layoutRemoveChip()}</span>
        </>
      )}
    </Link>
  );
}

interface ListProps {
  /** Names the list, e.g. 'Aktive Filter'. */
  'aria-label'?: string;
  /** 'wrap': chips flow onto more lines; 'scroll': one row that scrolls sideways. */
  layout?: 'wrap' | 'scroll';
  className?: string;
  /** ChipLinks; each becomes a list item. */
  children: ReactNode;
}

/** A list of chips with the shop's spacing. */
export function ChipList({ layout = 'wrap', className, children, ...props }: ListProps) {
  return (
    <ul {...props} className={cx(list, className)} data-layout={layout}>
      {Children.toArray(children).map((child, index) => (
        <li key={isValidElement(child) ? child.key : index}>{child}</li>
      ))}
    </ul>
  );
}

const chip = css`
  display: inline-flex;
  align-items: center;
  min-height: var(--touch-target);
  padding: 0 var(--space-4);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-pill);
  color: var(--color-text);
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    border-color: var(--color-text);
  }
  &[data-removable] {
    padding: 0 var(--space-3);
    background: var(--color-surface);
    font-size: 0.875rem;
  }
`;
const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
  &[data-layout='scroll'] {
    flex-wrap: nowrap;
    overflow-x: auto;
    padding-bottom: var(--space-1);
  }
`;
