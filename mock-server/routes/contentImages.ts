import sharp from 'sharp';
import { CONTENT_IMAGES, type ContentImage } from '../data/content/assets.ts';
import { sceneSvg } from '../domains/content/scene.ts';
import { vp8FromWebp, webmFromVp8Frames } from '../domains/content/webm.ts';
import { cached } from '../state.ts';

export const CONTENT_IMAGES_PREFIX = '/images/content/';

const MIN_SIZE = 16;
const MAX_SIZE = 2400;
const DEFAULT_QUALITY = 80;
const MAX_CACHED = 400;
const VIDEO = { width: 640, frames: 4, frameMs: 500 };

type Format = 'webp' | 'jpg' | 'png' | 'webm';

const CONTENT_TYPES: Record<Format, string> = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png', webm: 'video/webm' };
const FILE = /^([a-z0-9][a-z0-9-]{0,99})\.(webp|jpe?g|png|webm)$/;

interface Rendition {
  image: ContentImage;
  format: Format;
  width: number;
  height: number;
  quality: number;
}

const clamp = (value: number) => Math.min(MAX_SIZE, Math.max(MIN_SIZE, Math.round(value)));

function positive(value: string | null | undefined): number | undefined {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : undefined;
}

function formatOf(value: string | null | undefined): Format | undefined {
  const lower = value?.toLowerCase();
  if (lower === 'jpg' || lower === 'jpeg') return 'jpg';
  return lower === 'webp' || lower === 'png' || lower === 'webm' ? lower : undefined;
}

/** The media CDN's delivery path: {image|video}/upload/[transformations/][v{version}/]{folder}/{file}. */
const DELIVERY = /^(?:image|video)\/upload\/((?:[a-z]{1,2}_[^/]*\/)?)(?:v\d+\/)?(?:[a-z0-9-]+\/)*([^/]+)$/;

/**
 * Reads /images/content/[transformations/]{id}.{ext}?w=&h=&q=&fm= (CMS assets) and the media
 * CDN's versioned, foldered delivery URLs. Transformations use the media CDN's path syntax
 * (w_400,h_300,q_auto,f_webp,c_fill,g_face); unknown ones are ignored.
 */
function renditionOf(url: URL): Rendition | null {
  const rest = url.pathname.slice(CONTENT_IMAGES_PREFIX.length);
  const delivery = DELIVERY.exec(rest);
  const segments = delivery ? [delivery[1]!.replace(/\/$/, ''), delivery[2]!].filter(Boolean) : rest.split('/');
  if (segments.length > 2) return null;
  const match = FILE.exec(segments[segments.length - 1] ?? '');
  const image = match && CONTENT_IMAGES.get(match[1]!);
  if (!match || !image) return null;
  const path = new Map((segments.length === 2 ? segments[0]! : '').split(',').map((token) => [token.slice(0, 2), token.slice(2)] as const));
  const query = url.searchParams;
  const format = formatOf(query.get('fm')) ?? formatOf(path.get('f_')) ?? formatOf(match[2])!;
  // Only videos have a WebM file; their posters are images like any other.
  if (format === 'webm' && image.kind !== 'video') return null;
  const requestedWidth = positive(query.get('w') ?? path.get('w_'));
  const requestedHeight = positive(query.get('h') ?? path.get('h_'));
  const natural = format === 'webm' ? VIDEO.width : image.width;
  const width = clamp(requestedWidth ?? (requestedHeight ? (requestedHeight * image.width) / image.height : natural));
  // Width and height together crop to that ratio (fill); otherwise the image keeps its own.
  const height = requestedHeight && requestedWidth ? clamp(requestedHeight) : Math.max(1, Math.round((width * image.height) / image.width));
  const quality = Math.min(100, positive(query.get('q') ?? path.get('q_')) ?? DEFAULT_QUALITY);
  return { image, format, width, height, quality };
}

async function encode(svg: string, format: Format, quality: number): Promise<Buffer> {
  const picture = sharp(Buffer.from(svg));
  if (format === 'jpg') return picture.jpeg({ quality }).toBuffer();
  if (format === 'png') return picture.png().toBuffer();
  // Opaque and without metadata, so the file is the simple lossy format (one 'VP8 ' chunk).
  return picture.flatten({ background: '#ffffff' }).webp({ quality }).toBuffer();
}

async function render({ image, format, width, height, quality }: Rendition): Promise<Buffer> {
  if (format !== 'webm') return encode(sceneSvg(image, width, height), format, quality);
  // VP8 wants even dimensions.
  const [w, h] = [width, height].map((n) => n + (n % 2));
  const frames = await Promise.all(
    Array.from({ length: VIDEO.frames }, async (_, i) =>
      vp8FromWebp(await encode(sceneSvg(image, w!, h!, i / VIDEO.frames), 'webp', quality)),
    ),
  );
  return Buffer.from(webmFromVp8Frames(frames, w!, h!, VIDEO.frameMs));
}

/** Rendered files by rendition; the oldest are dropped first. */
function renditions(): Map<string, Promise<Buffer>> {
  return cached('content-image-renditions', () => new Map<string, Promise<Buffer>>());
}

function rendered(rendition: Rendition): { key: string; body: Promise<Buffer> } {
  const key = `${rendition.image.id}.${rendition.format}:${rendition.width}x${rendition.height}q${rendition.quality}`;
  const cache = renditions();
  let body = cache.get(key);
  if (!body) {
    body = render(rendition);
    cache.set(key, body);
    // A failed render must not stay cached.
    body.catch(() => cache.delete(key));
    if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
  }
  return { key, body };
}

/** GET /images/content/…: generated pictures (and short videos) for the content's assets. */
export async function serveContentImage(request: Request): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } });
  const rendition = renditionOf(new URL(request.url));
  if (!rendition) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const { key, body } = rendered(rendition);
  const etag = `"${key}"`;
  const headers = {
    'content-type': CONTENT_TYPES[rendition.format],
    // Same URL, same bytes: cache for a year.
    'cache-control': 'public, max-age=31536000, immutable',
    etag,
    'x-content-type-options': 'nosniff',
  };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  const bytes = await body;
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(bytes), {
    headers: { ...headers, 'content-length': String(bytes.length) },
  });
}
