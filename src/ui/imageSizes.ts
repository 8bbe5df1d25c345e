import { BREAKPOINTS, minWidth, type Breakpoint } from './breakpoints.ts';

/** A rendered width: a number is CSS pixels, a string any CSS length (`25vw`, `22rem`). */
export type ImageWidth = number | string;

/**
 * An image's `sizes` attribute from the shop's breakpoints: the width the image is rendered at
 * from each named breakpoint up, then its width below all of them. The browser takes the first
 * condition that matches, so the conditions are written widest first whatever the order given:
 * `imageSizes({ desktop: '25vw' }, '50vw')` is `(min-width: 992px) 25vw, 50vw`.
 */
export function imageSizes(from: Partial<Record<Breakpoint, ImageWidth>>, below: ImageWidth): string {
  const widest = (Object.keys(from) as Breakpoint[]).sort((a, b) => BREAKPOINTS[b] - BREAKPOINTS[a]);
  return [...widest.map((name) => `${minWidth(name)} ${length(from[name]!)}`), length(below)].join(', ');
}

function length(width: ImageWidth): string {
  return typeof width === 'number' ? `${width}px` : width;
}
