import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CONTENT_IMAGES } from '../../data/content/assets.ts';
import { sceneSvg } from './scene.ts';
import { vp8FromWebp, webmFromVp8Frames } from './webm.ts';

const image = (id: string) => CONTENT_IMAGES.get(id)!;

describe('scenes', () => {
  it('are the same for the same id and size, and differ between ids', () => {
    expect(sceneSvg(image('img-promo-strick'), 300, 400)).toBe(sceneSvg(image('img-promo-strick'), 300, 400));
    expect(sceneSvg(image('img-promo-strick'), 300, 400)).not.toBe(sceneSvg(image('img-promo-bettwaesche'), 300, 400));
  });

  it('draw every motif at the requested size', async () => {
    const motifs = new Map([...CONTENT_IMAGES.values()].map((found) => [found.motif, found]));
    expect([...motifs.keys()].sort()).toEqual(['bokeh', 'figure', 'interior', 'landscape', 'textile']);
    for (const found of motifs.values()) {
      const svg = sceneSvg(found, 120, 90);
      expect(svg).toMatch(/^<svg [^>]*width="120" height="90"/);
      expect(await sharp(Buffer.from(svg)).metadata()).toMatchObject({ width: 120, height: 90 });
    }
  });
});

describe('webm', () => {
  it('wraps the VP8 frames of lossy WebP files in a WebM file', async () => {
    const webp = await sharp(Buffer.from(sceneSvg(image('video-ruecksendung'), 64, 36)))
      .flatten()
      .webp()
      .toBuffer();
    const frame = vp8FromWebp(new Uint8Array(webp));
    expect([...frame.subarray(3, 6)]).toEqual([0x9d, 0x01, 0x2a]);
    const file = webmFromVp8Frames([frame, frame], 64, 36, 500);
    expect([...file.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    const text = new TextDecoder('latin1').decode(file);
    expect(text).toContain('webm');
    expect(text).toContain('V_VP8');
    expect(file.length).toBeGreaterThan(2 * frame.length);
  });

  it('refuses WebP files without a lossy frame', async () => {
    const lossless = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .webp({ lossless: true })
      .toBuffer();
    expect(() => vp8FromWebp(new Uint8Array(lossless))).toThrow(/VP8/);
  });
});
