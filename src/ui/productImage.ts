/** Product images keep the ratio 1390:1860. */
export const PRODUCT_IMAGE_RATIO = 1390 / 1860;

/** Where product images come from: the media CDN of the deployment (IMAGE_CDN_URL) or the mock's /images. */
let productImageBase = '/images';

/** Sets the deployment's product-image base, from the page context on the server and in the browser. */
export function setProductImageBase(base: string): void {
  productImageBase = base;
}

/** The quality product images are asked for unless their URL names one: 75. */
export const PRODUCT_IMAGE_QUALITY = 75;

/**
 * URL of a product image at a width; a hash may also be a full URL. The image service gets the
 * width, the height that keeps the product image ratio, and the quality (a full URL's own quality
 * wins).
 */
export function productImageUrl(hash: string, width: number): string {
  return sized(imageBase(hash), width);
}

/** The URL with its query joiner, and whether it names a quality of its own (brandImage.ts too). */
export function imageBase(hash: string): { url: string; ownQuality: boolean } {
  const base = /^https?:\/\//.test(hash) ? hash : `${productImageBase}/${encodeURIComponent(hash)}`;
  return { url: `${base}${base.includes('?') ? '&' : '?'}`, ownQuality: /[?&]q=/.test(base) };
}

function sized({ url, ownQuality }: { url: string; ownQuality: boolean }, width: number): string {
  const height = Math.round(width / PRODUCT_IMAGE_RATIO);
  return `${url}w=${width}&h=${height}${ownQuality ? '' : `&q=${PRODUCT_IMAGE_QUALITY}`}`;
}

/** srcset over the widths a product image is offered in. */
export function productImageSrcSet(hash: string, widths: readonly number[]): string {
  const base = imageBase(hash);
  return widths.map((w) => `${sized(base, w)} ${w}w`).join(', ');
}

/** The image of a product tile: widths and sizes of its grid, eager for the first row. */
export interface TileImage {
  hash: string;
  alt: string | null | undefined;
}

/**
 * The `<img>` attributes of a product tile's image: the 384 px source with a srcset over the
 * grid's widths, the image ratio as width and height (no shift while it loads), lazy loading,
 * except for a first row, which holds the page's largest paint and is fetched with high priority
 * before the page's scripts.
 */
export function tileImageProps(image: TileImage, widths: readonly number[], sizes: string, eager = false) {
  return {
    src: productImageUrl(image.hash, 384),
    srcSet: productImageSrcSet(image.hash, widths),
    sizes,
    width: 1390,
    height: 1860,
    alt: image.alt ?? '',
    loading: eager ? ('eager' as const) : ('lazy' as const),
    fetchPriority: eager ? ('high' as const) : undefined,
    decoding: eager ? undefined : ('async' as const),
  };
}
