import { describe, expect, it } from 'vitest';
import { ICON_SET } from '../ui/iconSet.ts';
import { iconResponse, iconSvg } from './icons.ts';

describe('/icons/{name}.svg', () => {
  it('serves every icon of the set under its kebab-case name, as cacheable SVG', () => {
    for (const [name, url] of [
      ['orderForm', 'order-form'],
      ['heartFilled', 'heart-filled'],
      ['arrowUp', 'arrow-up'],
      ['chevron', 'chevron'],
    ] as const) {
      const answer = iconResponse(`/icons/${url}.svg`);
      expect(answer?.status).toBe(200);
      expect(answer?.headers['Content-Type']).toBe('image/svg+xml; charset=utf-8');
      expect(answer?.headers['Cache-Control']).toMatch(/^public, max-age=\d+/);
      expect(answer?.body).toBe(iconSvg(name));
    }
    const served = Object.keys(ICON_SET).filter(
      (name) => iconResponse(`/icons/${name.replace(/[A-Z]/g, (l) => '-' + l.toLowerCase())}.svg`)?.status === 200,
    );
    expect(served).toEqual(Object.keys(ICON_SET));
  });

  it('draws the same path as the inline icon, filled only where the set says so', () => {
    expect(iconSvg('heart')).toContain(`d="${ICON_SET.heart.d}" fill="none"`);
    expect(iconSvg('heartFilled')).toContain('fill="currentColor"');
    expect(iconSvg('close')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*viewBox="0 0 24 24">/);
  });

  it('answers 404 for unknown names and other spellings, and leaves other paths alone', () => {
    for (const path of ['/icons/nope.svg', '/icons/orderForm.svg', '/icons/heart.png', '/icons/../favicon.svg', '/icons/']) {
      expect(iconResponse(path)?.status, path).toBe(404);
    }
    expect(iconResponse('/p/P100010')).toBeNull();
    expect(iconResponse('/iconsx/heart.svg')).toBeNull();
  });
});
