// Image URLs of content: media-CDN images get their transformation before the
// file name (webp, fill, face gravity, width, automatic quality); CMS assets get the image
// service's query. Widths are offered as srcset so the browser picks by layout width.

export const CONTENT_IMAGE_WIDTHS = [320, 480, 640, 960, 1280, 1920] as const;

/** A CMS asset URL at a width: ?q=85&w={width}&f=face&fit=fill&fm=webp. */
export function assetUrl(url: string, width: number, height?: number): string {
  // Numbers and fixed words only: nothing to encode (a page renders hundreds of these).
  const size = height ? `w=${Number(width)}&h=${Number(height)}` : `w=${Number(width)}`;
  return `${url}${url.includes('?') ? '&' : '?'}q=85&${size}&f=face&fit=fill&fm=webp`;
}

/**
 * A media-CDN URL at a width. The transformation is the path segment right after the delivery
 * type (`…/image/upload/w_400,…/v1712/folder/name.webp`), before version and folders; a URL
 * without one gets it before the file name.
 */
export function cdnUrl(secureUrl: string, width: number): string {
  const slash = secureUrl.lastIndexOf('/');
  const named = `${secureUrl.slice(0, slash + 1)}${secureUrl.slice(slash + 1).replace(/\.[a-z0-9]+$/i, '.webp')}`;
  const transformation = `w_${width},c_fill,g_face,f_webp,q_auto`;
  const upload = named.indexOf('/upload/');
  if (upload >= 0) return `${named.slice(0, upload + 8)}${transformation}/${named.slice(upload + 8)}`;
  return `${named.slice(0, slash)}/${transformation}/${named.slice(slash + 1)}`;
}

export type ImageSource = { kind: 'asset'; url: string } | { kind: 'cdn'; url: string };

export function imageUrlAt(source: ImageSource, width: number): string {
  return source.kind === 'cdn' ? cdnUrl(source.url, width) : assetUrl(source.url, width);
}

/** srcset over the standard widths, never wider than the original. */
export function srcSet(source: ImageSource, originalWidth?: number | null): string {
  const widths = CONTENT_IMAGE_WIDTHS.filter((w) => !originalWidth || w <= originalWidth);
  const list = widths.length > 0 ? widths : [CONTENT_IMAGE_WIDTHS[0]];
  return list.map((w) => `${imageUrlAt(source, w)} ${w}w`).join(', ');
}

/** The poster of a video: its URL with .jpg instead of the extension. */
export function videoPoster(url: string): string {
  return url.replace(/\.[a-z0-9]+(?=($|\?))/i, '.jpg');
}

/** 'w:h' → CSS aspect-ratio value, or null. */
export function aspectRatio(value: string | null | undefined): string | null {
  const match = /^(\d+):(\d+)$/.exec(value ?? '');
  return match ? `${match[1]} / ${match[2]}` : null;
}
