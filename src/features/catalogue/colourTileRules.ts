// Colour tiles of a product tile: 5 on phones, 9 on desktop, then '...' when there are more.

export const COLOUR_TILES_MOBILE = 5;
export const COLOUR_TILES_DESKTOP = 9;

export interface ColourTileLayout {
  /** Tiles rendered at all (the desktop count); CSS hides those past the phone count. */
  rendered: number;
  moreOnMobile: boolean;
  moreOnDesktop: boolean;
}

export function colourTileLayout(count: number): ColourTileLayout {
  return {
    rendered: Math.min(count, COLOUR_TILES_DESKTOP),
    moreOnMobile: count > COLOUR_TILES_MOBILE,
    moreOnDesktop: count > COLOUR_TILES_DESKTOP,
  };
}

/** Colour.id is 'colour-' + the id of its Dimension. */
export function dimensionIdOfColour(colourId: string): string {
  return colourId.startsWith('colour-') ? colourId.slice('colour-'.length) : colourId;
}

/**
 * The product page in that colour: epid keeps the entry product (the current page's epid, else
 * this product), dimension preselects the colour.
 */
export function colourHref(productId: string, colourId: string, currentEpid: string | undefined): string {
  const params = new URLSearchParams({ epid: currentEpid || productId, dimension: dimensionIdOfColour(colourId) });
  return `/p/${encodeURIComponent(productId)}?${params.toString()}`;
}
