import sharp from 'sharp';
import { catalogue } from '../data/catalogue.ts';
import { brandPicture, coverPicture, productPicture, type Picture } from '../data/images/pictures.ts';
import { CATALOGUE_COVERS } from '../data/print-catalogues.ts';

// GET /images/{hash}?w=&h=&q=: webp stand-ins for the image CDN. Product hashes (and unknown ones)
// draw a product in the ratio 1390:1860, 'brand-…' a brand logo, 'catalogue-…' a catalogue
// cover. Same hash and parameters, same bytes: cached for a year, with an ETag.

export const IMAGES_PREFIX = '/images/';

const DEFAULT_WIDTH = 400;
const MIN_SIZE = 16;
const MAX_SIZE = 2400;
const DEFAULT_QUALITY = 80;
const HASH = /^[A-Za-z0-9_-]{1,64}$/;
/** Bumped when the drawings change, so caches holding old pictures are bypassed. */
const VERSION = 'v2';

/** Rendered webp buffers, least recently used first; bounded in bytes. */
const MAX_CACHE_BYTES = 48 * 1024 * 1024;
const rendered = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
const sizes = new Map<string, number>();
let cachedBytes = 0;

function clampedInt(param: string | null, min: number, max: number): number | null {
  if (param === null) return null;
  const value = Number.parseInt(param, 10);
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : null;
}

function pictureFor(hash: string, width: number | null, height: number | null): Picture | null {
  if (hash.startsWith('brand-')) {
    const brand = catalogue().brands.find((b) => b.id === hash);
    return brand ? brandPicture(brand.name, width, height, DEFAULT_WIDTH) : null;
  }
  if (hash.startsWith('catalogue-')) {
    const cover = CATALOGUE_COVERS.find((c) => c.catalogue.image.hash === hash);
    return cover ? coverPicture(cover.catalogue.title, cover.colour, cover.silhouette, width, height, DEFAULT_WIDTH) : null;
  }
  return productPicture(hash, catalogue().images.get(hash), width, height, DEFAULT_WIDTH);
}

function remember(key: string, bytes: Uint8Array<ArrayBuffer>): void {
  sizes.set(key, bytes.byteLength);
  cachedBytes += bytes.byteLength;
  for (const [oldest] of rendered) {
    if (cachedBytes <= MAX_CACHE_BYTES) break;
    rendered.delete(oldest);
    cachedBytes -= sizes.get(oldest) ?? 0;
    sizes.delete(oldest);
  }
}

/** Renders once per key; concurrent requests for the same picture share the work. */
function webp(key: string, picture: Picture, quality: number): Promise<Uint8Array<ArrayBuffer>> {
  const hit = rendered.get(key);
  if (hit) {
    rendered.delete(key);
    rendered.set(key, hit);
    return hit;
  }
  const job: Promise<Uint8Array<ArrayBuffer>> = sharp(Buffer.from(picture.svg))
    .webp({ quality })
    .toBuffer()
    .then((buffer) => {
      const bytes = new Uint8Array(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer);
      // Evicted while rendering: serve it, but do not count it.
      if (rendered.get(key) === job) remember(key, bytes);
      return bytes;
    });
  job.catch(() => rendered.delete(key));
  rendered.set(key, job);
  return job;
}

export async function serveImage(request: Request): Promise<Response> {
  const url = new URL(request.url);
  let hash: string;
  try {
    hash = decodeURIComponent(url.pathname.slice(IMAGES_PREFIX.length));
  } catch {
    return new Response('Not found', { status: 404 });
  }
  if (!HASH.test(hash)) return new Response('Not found', { status: 404 });
  if (request.method !== 'GET' && request.method !== 'HEAD') return new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } });

  const width = clampedInt(url.searchParams.get('w'), MIN_SIZE, MAX_SIZE);
  const height = width === null ? clampedInt(url.searchParams.get('h'), MIN_SIZE, MAX_SIZE) : null;
  const quality = clampedInt(url.searchParams.get('q'), 1, 100) ?? DEFAULT_QUALITY;
  const picture = pictureFor(hash, width, height);
  if (!picture) return new Response('Not found', { status: 404 });

  const etag = `"${VERSION}-${hash}-${picture.width}x${picture.height}-q${quality}"`;
  const headers = {
    'content-type': 'image/webp',
    // Same hash, same picture: cache for a year.
    'cache-control': 'public, max-age=31536000, immutable',
    etag,
    'x-content-type-options': 'nosniff',
  };
  if (
    request.headers
      .get('if-none-match')
      ?.split(/\s*,\s*/)
      .includes(etag)
  )
    return new Response(null, { status: 304, headers });
  const bytes = await webp(etag, picture, quality);
  return new Response(request.method === 'HEAD' ? null : bytes, { headers: { ...headers, 'content-length': String(bytes.byteLength) } });
}
