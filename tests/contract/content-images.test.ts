import { describe, expect, it } from 'vitest';
import { CONTENT_IMAGES_PREFIX, serveContentImage } from '../../mock-server/routes/contentImages.ts';
import {
  ContractAssetUrlQueryDocument,
  ContractModalQueryDocument,
  ContractPageContentQueryDocument,
} from './__generated__/content/graphql.ts';
import { BASE, CONTENT_TOKEN, PREVIEW_TOKEN, post } from './support.ts';

const image = (path: string, init?: RequestInit) => serveContentImage(new Request(`${BASE}${path}`, init));
const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** Width and height from a simple lossy WebP: RIFF, WEBP, a 'VP8 ' chunk with a key frame. */
function webpSize(bytes: Uint8Array): { width: number; height: number } {
  expect(ascii(bytes, 0, 4)).toBe('RIFF');
  expect(ascii(bytes, 8, 12)).toBe('WEBP');
  expect(ascii(bytes, 12, 16)).toBe('VP8 ');
  expect([...bytes.subarray(23, 26)]).toEqual([0x9d, 0x01, 0x2a]);
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  expect(view.getUint32(4, true)).toBe(bytes.length - 8);
  return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
}

async function contentUrls(): Promise<string[]> {
  const urls = new Set<string>();
  const collect = (value: unknown) => {
    if (typeof value === 'string' && value.startsWith(CONTENT_IMAGES_PREFIX)) urls.add(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(collect);
  };
  const headers = { authorization: `Bearer ${PREVIEW_TOKEN}` };
  collect((await post(ContractPageContentQueryDocument, { preview: true }, { path: '/content/graphql', headers })).body.data);
  collect((await post(ContractModalQueryDocument, { preview: true }, { path: '/content/graphql', headers })).body.data);
  return [...urls].sort();
}

describe('content images', () => {
  it('serve every asset the content links (images as webp, videos as webm)', async () => {
    const urls = await contentUrls();
    expect(urls.length).toBeGreaterThan(50);
    for (const url of urls) {
      const response = await image(`${url}${url.endsWith('.webp') ? '?w=64' : ''}`);
      expect(response.status, url).toBe(200);
      const bytes = await bytesOf(response);
      if (url.endsWith('.webm')) {
        expect(response.headers.get('content-type')).toBe('video/webm');
        expect([...bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
        expect(new TextDecoder().decode(bytes.subarray(0, 128))).toContain('webm');
      } else {
        expect(response.headers.get('content-type')).toBe('image/webp');
        expect(webpSize(bytes).width).toBe(64);
      }
    }
  });

  it('render the requested width in the asset’s ratio', async () => {
    const response = await image('/images/content/as-herbst-strick-3x4.webp?w=300');
    expect(webpSize(await bytesOf(response))).toEqual({ width: 300, height: 400 });
    expect(webpSize(await bytesOf(await image('/images/content/as-herbst-strick-7x1.webp?w=700')))).toEqual({ width: 700, height: 100 });
  });

  it('clamp widths to 16–2400 px', async () => {
    expect(webpSize(await bytesOf(await image('/images/content/img-gots-siegel.webp?w=3')))).toEqual({ width: 16, height: 16 });
    expect(webpSize(await bytesOf(await image('/images/content/img-gots-siegel.webp?w=9999')))).toEqual({ width: 2400, height: 2400 });
  });

  it('default to the original size', async () => {
    expect(webpSize(await bytesOf(await image('/images/content/img-gots-siegel.webp')))).toEqual({ width: 800, height: 800 });
  });

  it('crop to width and height, from query or from the CDN path syntax', async () => {
    expect(webpSize(await bytesOf(await image('/images/content/img-promo-strick.webp?w=200&h=100&fit=fill&f=face&q=85&fm=webp')))).toEqual({
      width: 200,
      height: 100,
    });
    expect(webpSize(await bytesOf(await image('/images/content/w_240,h_240,c_fill,g_face,f_webp,q_auto/img-promo-strick.webp')))).toEqual({
      width: 240,
      height: 240,
    });
  });

  it("serve the media CDN's versioned, foldered delivery URLs, with and without a transformation", async () => {
    expect(webpSize(await bytesOf(await image('/images/content/image/upload/v1/content/img-promo-strick.webp?w=300')))).toMatchObject({
      width: 300,
    });
    expect(
      webpSize(
        await bytesOf(await image('/images/content/image/upload/w_240,h_120,c_fill,g_face,f_webp,q_auto/v1/content/img-promo-strick.webp')),
      ),
    ).toEqual({ width: 240, height: 120 });
    expect((await image('/images/content/video/upload/v1/content/video-ruecksendung.jpg?w=320')).headers.get('content-type')).toBe(
      'image/jpeg',
    );
    expect((await image('/images/content/image/upload/v1/content/nicht-da.webp')).status).toBe(404);
  });

  it('serve the URLs Asset.url(transform:) builds', async () => {
    const { body } = await post(
      ContractAssetUrlQueryDocument,
      { transform: { width: 320, height: 160, quality: 70, format: 'WEBP' } },
      {
        path: '/content/graphql',
        headers: { authorization: `Bearer ${CONTENT_TOKEN}` },
      },
    );
    const carousel = body.data!.pageCollection.items[0]!.contentCollection.items.find((item) => item.__typename === 'PromotionCarousel');
    const first = carousel?.__typename === 'PromotionCarousel' ? carousel.cardsCollection.items[0]!.promotion!.image! : undefined;
    expect(first?.url).toBe(`/images/content/${first?.sys.id}.webp?w=320&h=160&q=70&fm=webp`);
    expect(webpSize(await bytesOf(await image(first!.url!)))).toEqual({ width: 320, height: 160 });
  });

  it('serve other formats: JPEG posters of videos and PNG on request', async () => {
    const poster = await image('/images/content/video-ruecksendung.jpg?w=320');
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    expect([...(await bytesOf(poster)).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const png = await image('/images/content/img-newsletter.webp?fm=png&w=50');
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(ascii(await bytesOf(png), 1, 4)).toBe('PNG');
  });

  it('cache for a year, with an ETag', async () => {
    const response = await image('/images/content/img-promo-sale.webp?w=100');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = response.headers.get('etag')!;
    const again = await image('/images/content/img-promo-sale.webp?w=100', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const head = await image('/images/content/img-promo-sale.webp?w=100', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(100);
  });

  it('are deterministic: same URL, same bytes; another asset, other bytes', async () => {
    const a = await bytesOf(await image('/images/content/img-insp-tisch-1.webp?w=120'));
    const b = await bytesOf(await image('/images/content/img-insp-tisch-1.webp?w=120'));
    const other = await bytesOf(await image('/images/content/img-insp-tisch-2.webp?w=120'));
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect(Buffer.from(a).equals(Buffer.from(other))).toBe(false);
  });

  it('answer 404 for unknown assets and malformed paths, 405 for other methods', async () => {
    for (const path of [
      'gibt-es-nicht.webp',
      'img-promo-sale.gif',
      '../img-promo-sale.webp',
      'a/b/img-promo-sale.webp',
      'img-promo-sale.webm',
      '%3Cscript%3E.webp',
    ]) {
      expect((await image(`/images/content/${path}`)).status, path).toBe(404);
    }
    expect((await image('/images/content/img-promo-sale.webp', { method: 'POST' })).status).toBe(405);
  });
});
