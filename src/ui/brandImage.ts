import { imageBase } from './productImage.ts';

// Brand logos, from the same image service as product images; a module of their own so the
// pages without one do not load it.

/** Brand logos are asked for 96 px high at quality 80, whatever width that gives them. */
export const BRAND_IMAGE_HEIGHT = 96;
export const BRAND_IMAGE_QUALITY = 80;

/** URL of a brand's logo (an image hash or a full URL). */
export function brandImageUrl(hash: string): string {
  return `${imageBase(hash).url}h=${BRAND_IMAGE_HEIGHT}&q=${BRAND_IMAGE_QUALITY}`;
}
