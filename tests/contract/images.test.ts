import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { KNOWN } from '../../mock-server/data/fixtures.ts';
import { ContractProductQueryDocument } from './__generated__/shop/graphql.ts';
import { BASE, post, server } from './support.ts';

const image = (path: string, headers: Record<string, string> = {}) => server.fetch(new Request(`${BASE}${path}`, { headers }));
const bytes = async (response: Response) => new Uint8Array(await response.arrayBuffer());
const ascii = (data: Uint8Array, from: number, to: number) => new TextDecoder().decode(data.slice(from, to));

async function productImageHash(): Promise<string> {
  const { body } = await post(ContractProductQueryDocument, { id: KNOWN.availableProduct });
  return body.data!.productById!.images[0]!.hash;
}

describe('images', () => {
  it('serves real webp at the width asked, in the product image ratio 1390:1860', async () => {
    const hash = await productImageHash();
    const response = await image(`/images/${hash}?w=300`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const data = await bytes(response);
    expect(ascii(data, 0, 4)).toBe('RIFF');
    expect(ascii(data, 8, 12)).toBe('WEBP');
    expect(Number(response.headers.get('content-length'))).toBe(data.byteLength);
    const meta = await sharp(data).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 300, height: Math.round((300 * 1860) / 1390) });
  });

  it('is cached for long with an ETag, and answers 304 to a matching If-None-Match', async () => {
    const hash = await productImageHash();
    const first = await image(`/images/${hash}?w=320`);
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = await image(`/images/${hash}?w=320`);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await bytes(again)).toEqual(await bytes(first));
    const notModified = await image(`/images/${hash}?w=320`, { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect((await image(`/images/${hash}?w=321`)).headers.get('etag')).not.toBe(etag);
  });

  it('defaults to 400 px, clamps the width to 16–2400 and draws unknown hashes too', async () => {
    expect((await sharp(await bytes(await image('/images/unknown-hash'))).metadata()).width).toBe(400);
    expect((await sharp(await bytes(await image('/images/unknown-hash?w=3'))).metadata()).width).toBe(16);
    expect((await sharp(await bytes(await image('/images/unknown-hash?w=abc'))).metadata()).width).toBe(400);
    expect((await image('/images/%3Cscript%3E')).status).toBe(404);
    expect((await image('/images/%E0%A4%A')).status).toBe(404);
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await server.fetch(new Request(`${BASE}/images/unknown-hash?w=100`, { method: 'HEAD' }));
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/webp');
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    expect((await server.fetch(new Request(`${BASE}/images/unknown-hash`, { method: 'POST' }))).status).toBe(405);
  });

  it('serves brand logos (by height) and catalogue covers; unknown ones are 404', async () => {
    const { body } = await post(ContractProductQueryDocument, { id: KNOWN.availableProduct });
    const logo = await image(`/images/${body.data!.productById!.brand!.image!}?h=96`);
    expect(logo.status).toBe(200);
    expect((await sharp(await bytes(logo)).metadata()).height).toBe(96);
    const cover = await sharp(await bytes(await image('/images/catalogue-mode-hw26?w=210'))).metadata();
    expect(cover).toMatchObject({ format: 'webp', width: 210, height: 297 });
    expect((await image('/images/brand-gibt-es-nicht')).status).toBe(404);
    expect((await image('/images/catalogue-gibt-es-nicht')).status).toBe(404);
  });
});
