import { describe, expect, it } from 'vitest';
import { outfitIdOf, parseTrackingToken } from './trackingToken.ts';

describe('parseTrackingToken', () => {
  it('splits the token on | into its five parts', () => {
    expect(parseTrackingToken('productDetailPage|1-3|outfit|standard|P100010')).toEqual({
      service: 'productDetailPage',
      outputElementID: '1-3',
      group: 'outfit',
      campaign: 'standard',
      campaignElement: 'P100010',
    });
  });

  it('fills missing parts with empty strings and answers null without a token', () => {
    expect(parseTrackingToken('basket|2-1')).toEqual({
      service: 'basket',
      outputElementID: '2-1',
      group: '',
      campaign: '',
      campaignElement: '',
    });
    expect(parseTrackingToken(null)).toBeNull();
    expect(parseTrackingToken('')).toBeNull();
  });
});

describe('outfitIdOf', () => {
  it('is the number for numeric ids, else null', () => {
    expect(outfitIdOf('1234567')).toBe(1234567);
    expect(outfitIdOf(42)).toBe(42);
    expect(outfitIdOf('12a')).toBeNull();
    expect(outfitIdOf('')).toBeNull();
    expect(outfitIdOf(null)).toBeNull();
    expect(outfitIdOf(undefined)).toBeNull();
    expect(outfitIdOf('-3')).toBeNull();
  });
});
