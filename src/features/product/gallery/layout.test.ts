import { describe, expect, it } from 'vitest';
import { media } from '../../../ui/breakpoints.ts';
import { galleryTiles, tileSizes, usesCarousel } from './layout.ts';

describe('gallery layout', () => {
  it('shows the first image large, up to two at half width, the rest in thirds', () => {
    expect(galleryTiles(1)).toEqual(['large']);
    expect(galleryTiles(2)).toEqual(['large', 'half']);
    expect(galleryTiles(3)).toEqual(['large', 'half', 'half']);
    expect(galleryTiles(5)).toEqual(['large', 'half', 'half', 'third', 'third']);
    expect(galleryTiles(7)).toEqual(['large', 'half', 'half', 'third', 'third', 'third', 'third']);
    expect(galleryTiles(0)).toEqual([]);
  });

  it('uses a carousel on small screens only for several images', () => {
    expect(usesCarousel(1)).toBe(false);
    expect(usesCarousel(2)).toBe(true);
  });

  it('asks for the minimum tile widths on desktop and the full width below', () => {
    expect(tileSizes('large', 5)).toBe(`${media.desktop} 606px, 100vw`);
    expect(tileSizes('half', 5)).toBe(`${media.desktop} 291px, 100vw`);
    expect(tileSizes('third', 5)).toBe(`${media.desktop} 186px, 100vw`);
    expect(tileSizes('large', 1)).toBe(`${media.desktop} 606px, 100vw`);
  });
});
