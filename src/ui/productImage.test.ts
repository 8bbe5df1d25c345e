import { describe, expect, it } from 'vitest';
import { brandImageUrl } from './brandImage.ts';
import { productImageSrcSet, productImageUrl, setProductImageBase, tileImageProps } from './productImage.ts';

describe('product image URLs', () => {
  it('serves hashes from /images with the width, the height of the 1390:1860 ratio and quality 75', () => {
    expect(productImageUrl('abc', 384)).toBe('/images/abc?w=384&h=514&q=75');
    expect(productImageUrl('abc', 1390)).toBe('/images/abc?w=1390&h=1860&q=75');
  });
  it("keeps full URLs and appends to their query; a URL's own quality wins", () => {
    expect(productImageUrl('https://cdn.example/x.jpg?q=85', 200)).toBe('https://cdn.example/x.jpg?q=85&w=200&h=268');
    expect(productImageUrl('https://cdn.example/x.jpg', 200)).toBe('https://cdn.example/x.jpg?w=200&h=268&q=75');
  });
  it('serves hashes from the configured media CDN', () => {
    setProductImageBase('https://media.example/produkte');
    try {
      expect(productImageUrl('abc', 384)).toBe('https://media.example/produkte/abc?w=384&h=514&q=75');
      expect(productImageSrcSet('a b', [136])).toBe('https://media.example/produkte/a%20b?w=136&h=182&q=75 136w');
    } finally {
      setProductImageBase('/images');
    }
  });
  it('builds a srcset', () => {
    expect(productImageSrcSet('a', [136, 384])).toBe('/images/a?w=136&h=182&q=75 136w, /images/a?w=384&h=514&q=75 384w');
  });
  it('gives a tile image its sources, ratio and loading: lazy, or early with high priority in the first row', () => {
    const image = { hash: 'a', alt: 'Kleid in Rot' };
    expect(tileImageProps(image, [136, 384], '50vw')).toEqual({
      src: '/images/a?w=384&h=514&q=75',
      srcSet: '/images/a?w=136&h=182&q=75 136w, /images/a?w=384&h=514&q=75 384w',
      sizes: '50vw',
      width: 1390,
      height: 1860,
      alt: 'Kleid in Rot',
      loading: 'lazy',
      fetchPriority: undefined,
      decoding: 'async',
    });
    expect(tileImageProps({ hash: 'a', alt: null }, [384], '50vw', true)).toMatchObject({
      alt: '',
      loading: 'eager',
      fetchPriority: 'high',
      decoding: undefined,
    });
  });
  it('asks for brand logos 96 px high at quality 80, from the same service', () => {
    expect(brandImageUrl('brand-mira-hellweg')).toBe('/images/brand-mira-hellweg?h=96&q=80');
    expect(brandImageUrl('https://cdn.example/logo.png?v=2')).toBe('https://cdn.example/logo.png?v=2&h=96&q=80');
  });
});
