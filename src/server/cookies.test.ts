import { describe, expect, it } from 'vitest';
import { MAX_COOKIE_HEADER_BYTES, readCookie, readCookies } from './cookies.ts';

describe('readCookies', () => {
  it('reads names and %-decoded values', () => {
    expect(readCookies('a=1; b=x%20y')).toEqual({ a: '1', b: 'x y' });
  });

  it('takes a broken %-escape for no cookie instead of throwing', () => {
    expect(readCookie('ecc=%E0%A4%A; shop_preview=%', 'ecc')).toBeNull();
    expect(readCookie('shop_preview=%', 'shop_preview')).toBeNull();
  });

  it('takes the first readable of two cookies with one name', () => {
    expect(readCookie('ab=one; ab=two', 'ab')).toBe('one');
    expect(readCookie('ab=%; ab=two', 'ab')).toBe('two');
  });

  it('ignores parts without a name or a value, and control characters do no harm', () => {
    expect(readCookies('=x; lonely; c=\u0001\u007f')).toEqual({ c: '\u0001\u007f' });
  });

  it('reads repeated Cookie headers as one', () => {
    expect(readCookies(['a=1', 'b=2'])).toEqual({ a: '1', b: '2' });
  });

  it('reads nothing from a header longer than any browser sends', () => {
    expect(readCookies(`a=${'x'.repeat(MAX_COOKIE_HEADER_BYTES)}`)).toEqual({});
    expect(readCookie(undefined, 'a')).toBeNull();
  });
});
