// A minimal WebM muxer: VP8 key frames (taken from lossy WebP files, which wrap exactly one VP8
// key frame) in one cluster. Enough for a muted, looping <video> in the mock.

/** EBML variable-length size: 8 bytes, the widest form, keeps the code simple. */
function size(length: number): Uint8Array {
  const bytes = new Uint8Array(8);
  bytes[0] = 0x01;
  let value = length;
  for (let i = 7; i > 0; i--) {
    bytes[i] = value & 0xff;
    value = Math.floor(value / 256);
  }
  return bytes;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function element(id: number[], ...children: Uint8Array[]): Uint8Array {
  const body = concat(children);
  return concat([new Uint8Array(id), size(body.length), body]);
}

function uint(value: number, bytes = 4): Uint8Array {
  const out = new Uint8Array(bytes);
  for (let i = bytes - 1, v = value; i >= 0; i--, v = Math.floor(v / 256)) out[i] = v & 0xff;
  return out;
}

const ascii = (text: string) => new TextEncoder().encode(text);

function float64(value: number): Uint8Array {
  const out = new Uint8Array(8);
  new DataView(out.buffer).setFloat64(0, value);
  return out;
}

/** The VP8 bitstream of a simple-format lossy WebP ('VP8 ' chunk). */
export function vp8FromWebp(webp: Uint8Array): Uint8Array {
  const view = new DataView(webp.buffer, webp.byteOffset, webp.byteLength);
  let offset = 12;
  while (offset + 8 <= webp.length) {
    const fourcc = String.fromCharCode(...webp.subarray(offset, offset + 4));
    const length = view.getUint32(offset + 4, true);
    if (fourcc === 'VP8 ') return webp.subarray(offset + 8, offset + 8 + length);
    offset += 8 + length + (length % 2);
  }
  throw new Error('No lossy VP8 chunk in WebP');
}

/** A WebM file showing each frame for frameMs milliseconds. */
export function webmFromVp8Frames(frames: Uint8Array[], width: number, height: number, frameMs: number): Uint8Array {
  const header = element(
    [0x1a, 0x45, 0xdf, 0xa3],
    element([0x42, 0x86], uint(1, 1)),
    element([0x42, 0xf7], uint(1, 1)),
    element([0x42, 0xf2], uint(4, 1)),
    element([0x42, 0xf3], uint(8, 1)),
    element([0x42, 0x82], ascii('webm')),
    element([0x42, 0x87], uint(2, 1)),
    element([0x42, 0x85], uint(2, 1)),
  );
  const info = element(
    [0x15, 0x49, 0xa9, 0x66],
    element([0x2a, 0xd7, 0xb1], uint(1_000_000)),
    element([0x4d, 0x80], ascii('mock')),
    element([0x57, 0x41], ascii('mock')),
    element([0x44, 0x89], float64(frames.length * frameMs)),
  );
  const tracks = element(
    [0x16, 0x54, 0xae, 0x6b],
    element(
      [0xae],
      element([0xd7], uint(1, 1)),
      element([0x73, 0xc5], uint(1, 1)),
      element([0x83], uint(1, 1)),
      element([0x86], ascii('V_VP8')),
      element([0xe0], element([0xb0], uint(width, 2)), element([0xba], uint(height, 2))),
    ),
  );
  // SimpleBlock: track 1, timecode relative to the cluster, flags 0x80 (key frame).
  const blocks = frames.map((frame, i) => element([0xa3], new Uint8Array([0x81, ...uint(i * frameMs, 2), 0x80]), frame));
  const cluster = element([0x1f, 0x43, 0xb6, 0x75], element([0xe7], uint(0, 1)), ...blocks);
  return concat([header, element([0x18, 0x53, 0x80, 0x67], info, tracks, cluster)]);
}
