import { describe, expect, it } from 'vitest';
import { imageUrl } from './imageUrl.ts';
import { pageOf } from './paging.ts';

describe('pageOf', () => {
  const items = ['a', 'b', 'c', 'd', 'e'];

  it('counts every match and slices by skip and limit', () => {
    expect(pageOf(items, {})).toEqual({ total: 5, skip: 0, limit: 100, items });
    expect(pageOf(items, { limit: 2, skip: 1 })).toEqual({ total: 5, skip: 1, limit: 2, items: ['b', 'c'] });
    expect(pageOf(items, { limit: 0 }).items).toEqual([]);
    expect(pageOf(items, { skip: 9 }).items).toEqual([]);
  });

  it('refuses limits outside 0–1000 and negative skips', () => {
    expect(() => pageOf(items, { limit: 1001 })).toThrow(/limit/);
    expect(() => pageOf(items, { limit: -1 })).toThrow(/limit/);
    expect(() => pageOf(items, { skip: -1 })).toThrow(/skip/);
  });
});

describe('imageUrl', () => {
  it('turns a transform into the image service parameters', () => {
    expect(imageUrl('/images/content/x.webp', null)).toBe('/images/content/x.webp');
    expect(imageUrl('/images/content/x.webp', {})).toBe('/images/content/x.webp');
    expect(imageUrl('/images/content/x.webp', { width: 400, height: 300, quality: 85, format: 'JPG' })).toBe(
      '/images/content/x.webp?w=400&h=300&q=85&fm=jpg',
    );
  });
});
