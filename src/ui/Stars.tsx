import { css, cx } from '@linaria/core';

/** A rating percentage (0–100) as stars out of 5, rounded to one decimal. */
export function starsFromPercent(percent: number): number {
  const clamped = Math.min(100, Math.max(0, percent));
  return Math.round(clamped / 2) / 10;
}

/** '4,5 von 5 Sternen'. */
export function starsLabel(stars: number): string {
  return `${stars.toLocaleString('de-DE', { maximumFractionDigits: 1 })} von 5 Sternen`;
}

interface Props {
  /** Rating as a percentage 0–100; nothing is shown unless it is a number. */
  rating: number | null | undefined;
  size?: 'small' | 'large';
  className?: string;
}

/** Five stars filled to the rating, with the rating as text for screen readers. */
export function Stars({ rating, size = 'small', className }: Props) {
  if (typeof rating !== 'number' || Number.isNaN(rating)) return null;
  const stars = starsFromPercent(rating);
  const label = starsLabel(stars);
  return (
    <span className={cx(box, className)} data-size={size} role="img" aria-label={label} title={label}>
      <span className={fill} style={{ width: `${stars * 20}%` }} />
    </span>
  );
}

// Two layers of the same five stars: the filled one is clipped to the rating.
const STAR = "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6L2.5 9.4l6.6-.8z' fill='black'/%3E%3C/svg%3E\")";

const box = css`
  position: relative;
  display: inline-block;
  width: 5.5rem;
  height: 1.1rem;
  flex: none;
  background: var(--color-border);
  mask: ${STAR} left center / 1.1rem 1.1rem repeat-x;
  &[data-size='large'] {
    width: 8rem;
    height: 1.6rem;
    mask-size: 1.6rem 1.6rem;
  }
`;
const fill = css`
  position: absolute;
  inset: 0 auto 0 0;
  background: var(--color-accent-strong, #e3a008);
`;
