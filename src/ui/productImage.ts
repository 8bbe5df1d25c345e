/** Product images keep the ratio 1390:1860. */
export const PRODUCT_IMAGE_RATIO = 1390 / 1860;

/** Where product images come from: the media CDN of the deployment (IMAGE_CDN_URL) or the mock's /images. */
let imageBase = '/images';

/** Sets the deployment's product-image base, from the page context on the server and in the browser. */
export function setProductImageBase(base: string): void {
  imageBase = base;
}

/** URL of a product image at a width; a hash may also be a full URL. */
export function productImageUrl(hash: string, width: number): string {
  return `${widthBase(hash)}${width}`;
}

/** The URL up to the width's value. */
function widthBase(hash: string): string {
  const base = /^https?:\/\//.test(hash) ? hash : `${imageBase}/${encodeURIComponent(hash)}`;
  return `${base}${base.includes('?') ? '&' : '?'}w=`;
}

/** srcset over the widths a product image is offered in. */
export function productImageSrcSet(hash: string, widths: readonly number[]): string {
  const base = widthBase(hash);
  return widths.map((w) => `${base}${w} ${w}w`).join(', ');
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
