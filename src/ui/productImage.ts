/** Product images keep the ratio 1390:1860. */
export const PRODUCT_IMAGE_RATIO = 1390 / 1860;

/** URL of a product image at a width; a hash may also be a full URL. */
export function productImageUrl(hash: string, width: number): string {
  return `${widthBase(hash)}${width}`;
}

/** The URL up to the width's value. */
function widthBase(hash: string): string {
  const base = /^https?:\/\//.test(hash) ? hash : `/images/${encodeURIComponent(hash)}`;
  return `${base}${base.includes('?') ? '&' : '?'}w=`;
}

/** srcset over the widths a product image is offered in. */
export function productImageSrcSet(hash: string, widths: readonly number[]): string {
  const base = widthBase(hash);
  return widths.map((w) => `${base}${w} ${w}w`).join(', ');
}
