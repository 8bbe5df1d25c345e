import { describe, expect, it } from 'vitest';
import { productImageSrcSet, productImageUrl } from './productImage.ts';

describe('product image URLs', () => {
  it('serves hashes from /images with the width', () => {
    expect(productImageUrl('abc', 384)).toBe('/images/abc?w=384');
  });
  it('keeps full URLs and appends the width to their query', () => {
    expect(productImageUrl('https://cdn.example/x.jpg?q=85', 200)).toBe('https://cdn.example/x.jpg?q=85&w=200');
  });
  it('builds a srcset', () => {
    expect(productImageSrcSet('a', [136, 384])).toBe('/images/a?w=136 136w, /images/a?w=384 384w');
  });
});
