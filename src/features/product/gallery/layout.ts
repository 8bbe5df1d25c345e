import { media } from '../../../ui/breakpoints.ts';

// The image area: the grid shows the first image large, up to
// two more at half width and the rest in rows of three; each size asks for its minimum width.

export type Tile = 'large' | 'half' | 'third';

/** Tile of the image at `index` in the desktop grid. */
export function galleryTile(index: number): Tile {
  if (index === 0) return 'large';
  return index <= 2 ? 'half' : 'third';
}

export function galleryTiles(count: number): Tile[] {
  return Array.from({ length: count }, (_, index) => galleryTile(index));
}

/** One image is never a carousel; several are, below the desktop breakpoint. */
export function usesCarousel(count: number): boolean {
  return count > 1;
}

/** CSS pixels a tile is at least wide on desktop (large, half, third). */
export const TILE_WIDTH: Record<Tile, number> = { large: 606, half: 291, third: 186 };
/** Widths the image service is asked for: the tile widths at 1x and 2x. */
export const SRCSET_WIDTHS = [186, 291, 372, 582, 606, 1212] as const;

/** `sizes` of a tile: the full width on phones and tablets (carousel), its tile width on desktop. */
export function tileSizes(tile: Tile, count: number): string {
  const desktop = `${media.desktop} ${count === 1 ? TILE_WIDTH.large : TILE_WIDTH[tile]}px`;
  return `${desktop}, 100vw`;
}
