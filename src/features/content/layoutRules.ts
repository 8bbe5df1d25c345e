// How layouts and text items are laid out: what the page's first items
// need to render, apart from the per-type checks in validation.ts that load with the item types.
import { CONTENT_WARNINGS as W, type ContentWarning } from './warnings.ts';

type Maybe<T> = T | null | undefined;

/** 'Decorative H1' … 'Decorative H6' → heading level. */
export function decorativeLevel(style: Maybe<string>): 1 | 2 | 3 | 4 | 5 | 6 | null {
  const match = /^Decorative H([1-6])$/.exec(style ?? '');
  return match ? (Number(match[1]) as 1 | 2 | 3 | 4 | 5 | 6) : null;
}

export const LAYOUT_COLUMN_COUNTS = [1, 2, 3, 4, 6] as const;
export type LayoutRatio = '25/75' | '75/25' | 'equal';

export interface LayoutSettings {
  columns: number;
  ratio: LayoutRatio;
  verticalAlignment: 'top' | 'center' | 'bottom';
  maxPageWidth: '100%' | '65%';
}

/** Layout checks and fallbacks: vertical alignment → top, max page width → 100 %. */
export function resolveLayout(item: {
  columnCount: number;
  ratio: Maybe<string>;
  verticalAlignment: Maybe<string>;
  maxPageWidth: Maybe<string>;
}): { warning: ContentWarning } | { settings: LayoutSettings } {
  if (item.columnCount === 0) return { warning: W.emptyLayout };
  if (!(LAYOUT_COLUMN_COUNTS as readonly number[]).includes(item.columnCount)) return { warning: W.layoutColumns };
  const ratio: LayoutRatio = item.columnCount === 2 && (item.ratio === '25/75' || item.ratio === '75/25') ? item.ratio : 'equal';
  const vertical = item.verticalAlignment === 'center' || item.verticalAlignment === 'bottom' ? item.verticalAlignment : 'top';
  const maxPageWidth = item.maxPageWidth === '65%' ? '65%' : '100%';
  return { settings: { columns: item.columnCount, ratio, verticalAlignment: vertical, maxPageWidth } };
}

/** Horizontal alignment of a layout column; anything unknown falls back to left. */
export function horizontalAlignment(value: Maybe<string>): 'left' | 'center' | 'right' {
  return value === 'center' || value === 'right' ? value : 'left';
}
