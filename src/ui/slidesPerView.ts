import { media } from './breakpoints.ts';

// Slides a carousel shows at once per placement and device class.
// The half slides hint that there is more to swipe to.

export const DEVICE_CLASSES = ['phone', 'landscape', 'tablet', 'desktop', 'wide'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The media query from which a device class applies (phones: always). */
export const DEVICE_QUERY: Record<DeviceClass, string | null> = {
  phone: null,
  landscape: media.landscape,
  tablet: media.tablet,
  desktop: media.desktop,
  wide: media.wide,
};

export const SLIDES_PER_VIEW = {
  default: { phone: 1.5, landscape: 1.5, tablet: 2.5, desktop: 4.5, wide: 4.5 },
  recommendation: { phone: 1.5, landscape: 2.5, tablet: 3.5, desktop: 4.5, wide: 4.5 },
  /** Assortment cards; centred when they do not fill the row. */
  assortment: { phone: 2.5, landscape: 2.5, tablet: 4.5, desktop: 5.5, wide: 5.5 },
  promotion: { phone: 2.5, landscape: 3.5, tablet: 4.5, desktop: 6, wide: 6 },
  /** The recommendation carousel inside an inspiration item. */
  inspiration: { phone: 2.5, landscape: 3.5, tablet: 2, desktop: 3, wide: 3 },
  /** The product page's images: one slide, no spacing. */
  productImages: { phone: 1, landscape: 1, tablet: 1, desktop: 1, wide: 1 },
} as const satisfies Record<string, Record<DeviceClass, number>>;

export type SliderPlacement = keyof typeof SLIDES_PER_VIEW;

/** Placements whose slides stand in the middle of the row when too few to fill it. */
export const CENTRED_WHEN_FEW: readonly SliderPlacement[] = ['assortment'];

/**
 * CSS centring the slides of those placements: auto margins before the first and after the last
 * slide share the free space of a row that is not full, and shrink to nothing once the slides
 * overflow, so a full carousel still starts at its first slide and scrolls.
 */
export function centredWhenFewCss(): string {
  return CENTRED_WHEN_FEW.map(
    (placement) =>
      `&[data-placement='${placement}'] > li:first-child { margin-inline-start: auto; }\n&[data-placement='${placement}'] > li:last-child { margin-inline-end: auto; }`,
  ).join('\n');
}

/**
 * CSS setting --slides-per-view for every placement and device class, for a carousel track that
 * carries `data-placement`. Built at build time: the CSP allows no style attributes.
 */
export function slidesPerViewCss(): string {
  return DEVICE_CLASSES.map((device) => {
    const rules = Object.entries(SLIDES_PER_VIEW)
      .map(([placement, views]) => `&[data-placement='${placement}'] { --slides-per-view: ${views[device]}; }`)
      .join('\n');
    const query = DEVICE_QUERY[device];
    return query ? `@media ${query} {\n${rules}\n}` : rules;
  }).join('\n');
}
