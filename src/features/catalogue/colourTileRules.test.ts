import { describe, expect, it } from 'vitest';
import { colourHref, colourTileLayout, dimensionIdOfColour, formValue } from './colourTileRules.ts';

describe('colourTileLayout', () => {
  it('shows up to 5 on phones and 9 on desktop, then more', () => {
    expect(colourTileLayout(1)).toEqual({ rendered: 1, moreOnMobile: false, moreOnDesktop: false });
    expect(colourTileLayout(5)).toEqual({ rendered: 5, moreOnMobile: false, moreOnDesktop: false });
    expect(colourTileLayout(6)).toEqual({ rendered: 6, moreOnMobile: true, moreOnDesktop: false });
    expect(colourTileLayout(9)).toEqual({ rendered: 9, moreOnMobile: true, moreOnDesktop: false });
    expect(colourTileLayout(12)).toEqual({ rendered: 9, moreOnMobile: true, moreOnDesktop: true });
    expect(colourTileLayout(0)).toEqual({ rendered: 0, moreOnMobile: false, moreOnDesktop: false });
  });
});

describe('colourHref', () => {
  it('carries the current epid, else the product id, and the colour dimension', () => {
    expect(colourHref('P100204', 'colour-P100204-2', undefined)).toBe('/p/P100204?epid=P100204&dimension=P100204-2');
    expect(colourHref('P100204', 'colour-P100204-2', 'P100001')).toBe('/p/P100204?epid=P100001&dimension=P100204-2');
    expect(colourHref('P100204', 'colour-P100204-2', '')).toBe('/p/P100204?epid=P100204&dimension=P100204-2');
  });
  it('strips the colour prefix', () => expect(dimensionIdOfColour('colour-D1')).toBe('D1'));
  it('encodes ids as URLSearchParams does', () => {
    expect(colourHref('P 1', 'colour-a&b=c', 'x+y')).toBe('/p/P%201?epid=x%2By&dimension=a%26b%3Dc');
  });
});

describe('formValue', () => {
  it('writes every character as URLSearchParams writes it', () => {
    for (const value of ['P100204-2', "a b+c&d=e/f?g#h!i~j'k(l)m*n-o.p_q", 'Größe 42 – €', '\ud800x', '%41', '']) {
      expect(formValue(value)).toBe(new URLSearchParams({ v: value }).toString().slice(2));
    }
  });
});
