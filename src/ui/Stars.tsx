import { css, cx } from '@linaria/core';

import { layoutTexts } from './layoutTexts.ts';
import { formatNumber } from './numberFormats.ts';
import { SYMBOL_ID } from './StarsSymbol.tsx';

export { StarsSymbol } from './StarsSymbol.tsx';

/** A rating percentage (0–100) as stars out of 5, rounded to one decimal. */
export function starsFromPercent(percent: number): number {
  const clamped = Math.min(100, Math.max(0, percent));
  return Math.round(clamped / 2) / 10;
}

/** '4,5 von 5 Sternen', in the shop's language. */
export function starsLabel(locale: string, stars: number): string {
  return layoutTexts(locale).layoutStarsLabel({ stars: formatNumber(stars, locale, { maximumFractionDigits: 1 }) });
}

interface Props {
  /** Rating as a percentage 0–100; nothing is shown unless it is a number. */
  rating: number | null | undefined;
  /** The shop's locale, for the screen readers' label. */
  locale: string;
  size?: 'small' | 'large';
  className?: string;
}

/**
 * Five stars filled to the rating, with the rating as text for screen readers. Both rows use the
 * one shape StarsSymbol puts into the page, so a listing does not repeat ten star paths per tile;
 * the filled row sits in an inner SVG as wide as the rating, which cuts it off there. SVG
 * attributes, not inline styles: the shop's CSP allows no style attributes. A listing shows some
 * forty of these, so every element and attribute counts in its server render.
 */
export function Stars({ rating, locale, size = 'small', className }: Props) {
  if (typeof rating !== 'number' || Number.isNaN(rating)) return null;
  const stars = starsFromPercent(rating);
  const label = starsLabel(locale, stars);
  return (
    <svg
      className={className ? cx(box, className) : box}
      data-size={size === 'large' ? size : undefined}
      viewBox="0 0 120 24"
      role="img"
      aria-label={label}
    >
      <title>{label}</title>
      <use href={`#${SYMBOL_ID}`} />
      <svg width={Math.round(stars * 240) / 10} aria-hidden="true">
        {/* As wide as the whole row (a symbol fills its viewport): only the inner SVG's width shows. */}
        <use href={`#${SYMBOL_ID}`} width="120" />
      </svg>
    </svg>
  );
}

const box = css`
  display: inline-block;
  flex: none;
  width: 5.5rem;
  height: 1.1rem;
  fill: var(--color-border);
  & svg {
    fill: var(--color-star);
  }
  &[data-size='large'] {
    width: 8rem;
    height: 1.6rem;
  }
`;
