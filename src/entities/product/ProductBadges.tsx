import { css, cx } from '@linaria/core';
import { usePageContext } from 'vike-react/usePageContext';
import type { Badge } from './badges.ts';
import { tileTexts } from './tileTexts.ts';

interface Props {
  /** The badges to show, as computed by productBadges(). */
  badges: readonly Badge[];
  /** Leaves the sale badge out, for places that show the saving elsewhere (the product image). */
  withoutSale?: boolean;
  className?: string;
}

/** A product's badges as a list of labels; nothing when there are none. */
export function ProductBadges({ badges, withoutSale = false, className }: Props) {
  const { locale } = usePageContext().shop;
  const shown = withoutSale ? badges.filter((badge) => badge.kind !== 'sale') : badges;
  if (shown.length === 0) return null;
  return (
    <ul className={cx(list, className)} aria-label={tileTexts(locale).tileBadgesLabel()}>
      {shown.map((badge) => (
        <li key={badge.kind} className={item} data-kind={badge.kind} data-slim={(badge.kind === 'sale' && badge.slim) || undefined}>
          {badge.kind === 'heatDegree' && <Snowflakes count={badge.snowflakes} />}
          {badge.text}
        </li>
      ))}
    </ul>
  );
}

/** Filled snowflakes of three; the text names the level, so they are decorative. */
function Snowflakes({ count }: { count: 1 | 2 | 3 }) {
  return (
    <span className={flakes} aria-hidden="true">
      {[1, 2, 3].map((n) => (
        <span key={n} data-on={n <= count || undefined}>
          ❄
        </span>
      ))}
    </span>
  );
}

const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const item = css`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  padding: 0.125rem 0.5rem;
  border-radius: var(--radius-s);
  font-size: 0.8125rem;
  font-weight: 700;
  line-height: 1.4;
  background: var(--color-primary);
  color: var(--color-on-primary);
  &[data-kind='sale'] {
    background: var(--color-sale);
    color: var(--color-on-sale);
  }
  &[data-slim] {
    padding: 0 0.375rem;
    font-size: 0.75rem;
  }
  &[data-kind='new'] {
    background: var(--color-text);
    color: var(--color-background);
  }
  &[data-kind='outsold'] {
    background: var(--color-muted);
    color: var(--color-background);
  }
  /* The summer label's sun: decorative, so empty alternative text for screen readers. */
  &[data-kind='summer']::before {
    content: '☀' / '';
  }
  &[data-kind='heatDegree'],
  &[data-kind='summer'] {
    background: var(--color-surface);
    color: var(--color-text);
    font-weight: 400;
  }
`;
const flakes = css`
  display: inline-flex;
  & > span {
    opacity: 0.3;
  }
  & > span[data-on] {
    opacity: 1;
  }
`;
