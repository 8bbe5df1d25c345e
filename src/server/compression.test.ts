import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressBody, pickEncoding } from './compression.ts';

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, whatever order the browser lists them in', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('br;q=0.5, gzip;q=1')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('x-gzip')).toBe('gzip');
    expect(pickEncoding(['deflate', 'GZIP'])).toBe('gzip');
  });

  it('sends the body as it is when nothing it offers is accepted', () => {
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('')).toBeNull();
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('deflate')).toBeNull();
  });

  it('never uses a coding the browser refuses with q=0', () => {
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0.0, gzip;q=0')).toBeNull();
  });
});

describe('compressBody', () => {
  const html = `<!DOCTYPE html><html><body>${'<p>Kleider für den Sommer »Nord«</p>'.repeat(200)}</body></html>`;

  it('compresses what decompresses to the same bytes', async () => {
    const br = await compressBody(html, 'br');
    expect(br.length).toBeLessThan(html.length / 10);
    expect(brotliDecompressSync(br).toString()).toBe(html);
    const gz = await compressBody(html, 'gzip');
    expect(gunzipSync(gz).toString()).toBe(html);
  });

  it('keeps every byte of a body that compresses to more than one output buffer', async () => {
    // Barely compressible: some 300 KB of pseudo-random hex compress to well over 64 KB.
    let seed = 7;
    const random = Buffer.from(Array.from({ length: 300_000 }, () => ((seed = (seed * 48271) % 2147483647) % 16).toString(16)).join(''));
    const gz = await compressBody(random, 'gzip');
    expect(gz.length).toBeGreaterThan(128 * 1024);
    expect(gunzipSync(gz).equals(random)).toBe(true);
    const br = await compressBody(random, 'br');
    expect(br.length).toBeGreaterThan(128 * 1024);
    expect(brotliDecompressSync(br).equals(random)).toBe(true);
  });
});
