import { createContext } from 'react';

/**
 * True inside the page's first item with images: they are the page's largest contentful paint,
 * loaded at once with high priority; every other content image loads lazily.
 */
export const LeadImageContext = createContext(false);

/** Item types that show images (a layout may hold some). */
const IMAGE_TYPES = new Set([
  'AssetSet',
  'Card',
  'CategoryTile',
  'ContentItemAsset',
  'InspirationItem',
  'Layout',
  'OutfitItem',
  'PromotionCard',
  'PromotionCarousel',
  'Tip',
  'Video',
]);

/** The index of the first item that shows images, -1 when none does. */
export function leadImageIndex(types: readonly string[]): number {
  return types.findIndex((type) => IMAGE_TYPES.has(type));
}
