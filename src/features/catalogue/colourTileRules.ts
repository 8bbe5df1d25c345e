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
  return `/p/${encodeURIComponent(productId)}?epid=${formValue(currentEpid || productId)}&dimension=${formValue(dimensionIdOfColour(colourId))}`;
}

/**
 * A query value as URLSearchParams writes it (space as '+', only `*-._` and letters and digits
 * left as they are), without building one: a listing renders this for every colour of every tile,
 * and in the browser each URLSearchParams is a call into the engine's URL code.
 */
export function formValue(value: string): string {
  let encoded: string;
  try {
    encoded = encodeURIComponent(value);
  } catch {
    // A lone surrogate: URLSearchParams writes it as U+FFFD.
    return new URLSearchParams({ v: value }).toString().slice(2);
  }
  return encoded.replace(/%20|[!'()~]/g, (c) => (c === '%20' ? '+' : `%${c.charCodeAt(0).toString(16).toUpperCase()}`));
}
