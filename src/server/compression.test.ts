import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliWindowBits, compressBody, pickEncoding } from './compression.ts';

describe('pickEncoding', () => {
  it('prefers zstd, then brotli, then gzip, whatever order the browser lists them in', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('zstd');
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('br;q=0.5, gzip;q=1')).toBe('br');
    expect(pickEncoding('gzip, zstd;q=0.1')).toBe('zstd');
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
    expect(pickEncoding('zstd;q=0, br, gzip')).toBe('br');
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
    const zstd = await compressBody(html, 'zstd');
    expect(zstd.length).toBeLessThan(html.length / 10);
    expect(zstdDecompressSync(zstd).toString()).toBe(html);
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
    const zstd = await compressBody(random, 'zstd');
    expect(zstd.length).toBeGreaterThan(128 * 1024);
    expect(zstdDecompressSync(zstd).equals(random)).toBe(true);
  });

  it('compresses with zstd in the same task, and with brotli and gzip on the thread pool', async () => {
    const settledBeforeTheEventLoop = async (encoding: 'zstd' | 'br' | 'gzip') => {
      let settled = false;
      void compressBody(html, encoding).then(() => (settled = true));
      // The thread pool's answer comes in a later turn of the event loop; queued microtasks run first.
      for (let i = 0; i < 5; i++) await null;
      return settled;
    };
    expect(await settledBeforeTheEventLoop('zstd')).toBe(true);
    expect(await settledBeforeTheEventLoop('br')).toBe(false);
    expect(await settledBeforeTheEventLoop('gzip')).toBe(false);
  });
});

describe('brotliWindowBits', () => {
  it('is the smallest window that holds the whole body, within the bounds of brotli and its default', () => {
    // A window of n bits holds 2^n - 16 bytes.
    expect(brotliWindowBits(240_000)).toBe(18);
    expect(brotliWindowBits(2 ** 18 - 16)).toBe(18);
    expect(brotliWindowBits(2 ** 18 - 15)).toBe(19);
    expect(brotliWindowBits(1500)).toBe(11);
    expect(brotliWindowBits(100)).toBe(10);
    expect(brotliWindowBits(50_000_000)).toBe(22);
  });

  it('is the window compressBody asks brotli for', async () => {
    // The stream's header names its window (RFC 7932, 9.1), read from the lowest bits up.
    const windowOf = (stream: Buffer) => {
      const bits = stream[0]! | (stream[1]! << 8);
      if ((bits & 1) === 0) return 16;
      const n = (bits >> 1) & 7;
      if (n !== 0) return 17 + n;
      const m = (bits >> 4) & 7;
      return m === 0 ? 17 : 8 + m;
    };
    const page = Buffer.from('<li class="tile">Kleid 29,99 €</li>'.repeat(7000));
    expect(page.length).toBeGreaterThan(2 ** 17);
    expect(windowOf(await compressBody(page, 'br'))).toBe(18);
    expect(windowOf(await compressBody(page.subarray(0, 3000), 'br'))).toBe(12);
  });

  it('compresses a page as small as the default window does', () => {
    let seed = 11;
    const words = ['Kleid', 'Bluse', 'Größe', '29,99 €', '<li class="tile">', '</li>', 'Sommer', 'Leinen'];
    const page = Buffer.from(Array.from({ length: 40_000 }, () => words[(seed = (seed * 48271) % 2147483647) % words.length]).join(' '));
    const params = { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT };
    const sized = brotliCompressSync(page, { params: { ...params, [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(page.length) } });
    const wide = brotliCompressSync(page, { params });
    expect(brotliWindowBits(page.length)).toBeLessThan(constants.BROTLI_DEFAULT_WINDOW);
    expect(sized.length).toBeLessThanOrEqual(wide.length + 4);
    expect(brotliDecompressSync(sized).equals(page)).toBe(true);
  });
});
