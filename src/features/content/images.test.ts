import { describe, expect, it } from 'vitest';
import { assetUrl, cdnUrl, srcSet, videoPoster } from './images.ts';

describe('content image URLs', () => {
  it('assets get the image service query', () => {
    expect(assetUrl('/images/content/a.webp', 640)).toBe('/images/content/a.webp?q=85&w=640&f=face&fit=fill&fm=webp');
    expect(assetUrl('/images/content/a.webp?v=2', 320, 180)).toBe('/images/content/a.webp?v=2&q=85&w=320&h=180&f=face&fit=fill&fm=webp');
  });
  it('media-CDN images get the transformation before the file name', () => {
    expect(cdnUrl('/images/content/img-x.webp', 400)).toBe('/images/content/w_400,c_fill,g_face,f_webp,q_auto/img-x.webp');
  });
  it('versioned, foldered media-CDN URLs get the transformation after the delivery type, before version and folders', () => {
    expect(cdnUrl('https://res.cloudinary.com/shop/image/upload/v1712345678/kampagnen/herbst/strick.jpg', 640)).toBe(
      'https://res.cloudinary.com/shop/image/upload/w_640,c_fill,g_face,f_webp,q_auto/v1712345678/kampagnen/herbst/strick.webp',
    );
    expect(cdnUrl('/images/content/image/upload/v1/content/img-x.webp', 320)).toBe(
      '/images/content/image/upload/w_320,c_fill,g_face,f_webp,q_auto/v1/content/img-x.webp',
    );
  });
  it('CMS assets on their versioned, foldered host keep their path and get the query', () => {
    expect(assetUrl('//images.ctfassets.net/space1/asset9/0a1b2c/Herbst_Strick.jpg', 480)).toBe(
      '//images.ctfassets.net/space1/asset9/0a1b2c/Herbst_Strick.jpg?q=85&w=480&f=face&fit=fill&fm=webp',
    );
  });
  it('srcset never exceeds the original width', () => {
    expect(srcSet({ kind: 'asset', url: '/a.webp' }, 500).split(', ')).toHaveLength(2);
  });
  it('video poster is the URL with .jpg', () => {
    expect(videoPoster('/images/content/video-x.webm')).toBe('/images/content/video-x.jpg');
    expect(videoPoster('https://media.example/clip.mp4?v=2')).toBe('https://media.example/clip.jpg?v=2');
  });
});
