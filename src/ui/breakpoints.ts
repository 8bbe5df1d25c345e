// The shop's breakpoints, one source for linaria (evaluated at build time), for code that asks
// `matchMedia` and for images' `sizes` attributes (`${media.desktop} 25vw, 50vw`, written as a
// template so that it costs no code). Phones and tablets below `desktop`; the narrow (phone)
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
