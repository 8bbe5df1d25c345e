import { SILHOUETTES } from '../data/silhouettes.ts';
import type { Silhouette } from '../data/assortment.ts';
import { catalogue } from '../data/catalogue.ts';

export const IMAGES_PREFIX = '/images/';

/** Product image ratio of the specification: 1390:1860. */
const CANVAS = { width: 1390, height: 1860 };
const DEFAULT_WIDTH = 400;
const MAX_WIDTH = 2000;
const HASH = /^[A-Za-z0-9_-]{1,64}$/;
const KINDS = Object.keys(SILHOUETTES) as Silhouette[];

/** FNV-1a: spreads unknown hashes over colours and shapes deterministically. */
function fnv(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function tint(hex: string, amount: number): string {
  const rgb = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `#${rgb.map((c) => Math.round(c + (255 - c) * amount).toString(16).padStart(2, '0')).join('')}`;
}

/** White goods vanish on a white-ish tint, so light colours get a neutral grey instead. */
function backgroundFor(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.8 ? '#dcdcd8' : tint(hex, 0.82);
}

function imageWidth(param: string | null): number {
  const width = Number.parseInt(param ?? '', 10);
  return Number.isFinite(width) ? Math.min(MAX_WIDTH, Math.max(16, width)) : DEFAULT_WIDTH;
}

export function productImageSvg(hash: string, width: number): string {
  const known = catalogue().images.get(hash);
  const seed = fnv(hash);
  const colour = known?.colour ?? `#${(seed & 0xffffff).toString(16).padStart(6, '0')}`;
  const kind = known?.silhouette ?? KINDS[seed % KINDS.length]!;
  const background = backgroundFor(colour);
  const height = Math.round((width * CANVAS.height) / CANVAS.width);
  const shape = SILHOUETTES[kind].replaceAll('"BG"', `"${background}"`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${CANVAS.width} ${CANVAS.height}">` +
    `<rect width="100%" height="100%" fill="${background}"/>` +
    `<g color="${colour}" stroke="#00000030" stroke-width="6">${shape}</g></svg>`
  );
}

/** GET /images/{hash}?w=width: a generated stand-in for the product image CDN. */
export function serveImage(request: Request): Response {
  const url = new URL(request.url);
  const hash = decodeURIComponent(url.pathname.slice(IMAGES_PREFIX.length));
  if (!HASH.test(hash)) return new Response('Not found', { status: 404 });
  if (request.method !== 'GET' && request.method !== 'HEAD') return new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } });
  const svg = productImageSvg(hash, imageWidth(url.searchParams.get('w')));
  return new Response(request.method === 'HEAD' ? null : svg, {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      // Same hash, same picture: cache for a year.
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
  });
}
