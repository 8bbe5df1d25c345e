// The shop's breakpoints, one source for linaria (evaluated at build time), for code that asks
// `matchMedia` and for images' `sizes`. Phones and tablets below `desktop`; the narrow (phone)
// layout below `tablet`.
export const BREAKPOINTS = {
  /** Phones held sideways: sliders show a little more. */
  landscape: 576,
  /** Tablets and wider: the header keeps its search field in the row. */
  tablet: 768,
  /** Desktop navigation, filter sidebar, gallery grid. */
  desktop: 992,
  /** The container reaches its full width. */
  wide: 1240,
} as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** Media query for "at least this wide", e.g. `(min-width: 992px)`. */
export function minWidth(name: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS[name]}px)`;
}

/** Media query for "narrower than this", e.g. `(max-width: 991px)`. */
export function belowWidth(name: Breakpoint): string {
  return `(max-width: ${BREAKPOINTS[name] - 1}px)`;
}

/** Ready-made queries for `@media ${media.desktop}` in linaria and `matchMedia(media.desktop)`. */
export const media = {
  landscape: minWidth('landscape'),
  tablet: minWidth('tablet'),
  desktop: minWidth('desktop'),
  wide: minWidth('wide'),
  phone: belowWidth('tablet'),
  belowDesktop: belowWidth('desktop'),
} as const;

/**
 * An image's `sizes` attribute: the width the image is rendered at (a CSS length: `290px`, `25vw`)
 * from each named breakpoint up, then its width below all of them. The browser takes the first
 * condition that matches, so the conditions are written widest first whatever the order given:
 * `imageSizes({ desktop: '25vw' }, '50vw')` is `(min-width: 992px) 25vw, 50vw`.
 */
export function imageSizes(from: Partial<Record<Breakpoint, string>>, below: string): string {
  const widest = (Object.keys(BREAKPOINTS) as Breakpoint[]).filter((name) => name in from).reverse();
  return [...widest.map((name) => `${media[name]} ${from[name]}`), below].join(', ');
}
