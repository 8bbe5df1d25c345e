import type { ImageTransformOptions, InputMaybe } from '../../__generated__/content-resolvers.ts';

/** An asset URL with the image service's query parameters for the given transform. */
export function imageUrl(url: string, transform: InputMaybe<ImageTransformOptions> | undefined): string {
  if (!transform) return url;
  const params = new URLSearchParams();
  if (transform.width != null) params.set('w', String(transform.width));
  if (transform.height != null) params.set('h', String(transform.height));
  if (transform.quality != null) params.set('q', String(transform.quality));
  if (transform.format != null) params.set('fm', transform.format.toLowerCase());
  const query = params.toString();
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}
