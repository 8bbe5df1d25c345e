// Compression of rendered pages:
// - Zstandard where the browser takes it (Chrome, Edge and Firefox, and the Android webview): at
//   its default level 3 a listing compresses about as small as with brotli at quality 4 (2 % more
//   bytes) in a quarter of the time, some 0.3 ms against 1.3 ms of the server's CPU. That is less
//   than a round trip to libuv's thread pool costs, so it runs on the event loop (see compressBody).
// - Brotli at quality 4 for the others that take it (Safari): smaller than gzip's default level,
//   and less time. It runs on the thread pool, so the event loop renders the next page meanwhile.
// - gzip for the rest, on the thread pool as well.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip, zstdCompressSync } from 'node:zlib';

export type PageEncoding = 'zstd' | 'br' | 'gzip';

/** Bodies below this size are sent as they are: compressing them saves less than it costs. */
export const MIN_COMPRESS_BYTES = 1024;
const BROTLI_QUALITY = 4;
const ZSTD_LEVEL = 3;
/**
 * Output buffer per compression: a catalogue page compresses to some 25–30 KB, so one buffer
 * holds it. With zlib's default of 16 KB the main thread handled a second round trip to the
 * thread pool and joined the pieces for every such page.
 */
const OUTPUT_CHUNK_BYTES = 64 * 1024;

/**
 * Brotli's window, as a power of two: the smallest that holds the whole body (a window holds
 * 2^lgwin - 16 bytes), so the output is the same as with the default of 22, which reserves some
 * 4 MB per compression. The engine counts that memory towards its own, and at 4 MB a page it ran
 * a full collection every few dozen pages: a listing cost the server twice the CPU with brotli
 * that it cost with gzip.
 */
export function brotliWindowBits(bytes: number): number {
  return Math.min(constants.BROTLI_DEFAULT_WINDOW, Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes + 16))));
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The encoding to answer with, from an Accept-Encoding header: zstd before br before gzip,
 * whatever order or weights the browser lists; a coding with q=0 is refused.
 */
export function pickEncoding(acceptEncoding: string | string[] | undefined): PageEncoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name);
  }
  if (accepted.has('zstd')) return 'zstd';
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('x-gzip')) return 'gzip';
  return null;
}

/**
 * The body compressed with `encoding`. zstd compresses at once, on the event loop: on the thread
 * pool the same listing cost the server 1.5 ms more CPU than the compression itself (the hand-over
 * both ways, and the native contexts of the pages in flight held the engine's external memory up:
 * four times the full collections). Brotli and gzip take several times as long and go to the pool.
 */
export async function compressBody(body: string | Buffer, encoding: PageEncoding): Promise<Buffer> {
  const input = typeof body === 'string' ? Buffer.from(body) : body;
  if (encoding === 'zstd') {
    // With the body's size pledged, zstd fits its window and tables to it (and writes the size into
    // the frame), as its one-shot compression does.
    return zstdCompressSync(input, {
      chunkSize: OUTPUT_CHUNK_BYTES,
      pledgedSrcSize: input.length,
      params: { [constants.ZSTD_c_compressionLevel]: ZSTD_LEVEL },
    });
  }
  return encoding === 'br'
    ? brotliAsync(input, {
        chunkSize: OUTPUT_CHUNK_BYTES,
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
          [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(input.length),
        },
      })
    : gzipAsync(input, { chunkSize: OUTPUT_CHUNK_BYTES });
}
