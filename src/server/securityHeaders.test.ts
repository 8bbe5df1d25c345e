import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, originsOf } from './securityHeaders.ts';

describe('contentSecurityPolicy', () => {
  const csp = contentSecurityPolicy('abc123', ['https://api.example']);
  it('allows scripts and styles only from self and with the nonce', () => {
    expect(csp).toContain("script-src 'self' 'nonce-abc123'");
    expect(csp).toContain("style-src 'self' 'nonce-abc123'");
    expect(csp).not.toContain('unsafe-inline');
  });
  it('forbids plugins, foreign base URLs and framing by others', () => {
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
  });
  it('lets the browser call the configured APIs', () => {
    expect(csp).toContain("connect-src 'self' https://api.example");
  });
  it('lets content embed https pages and load the configured chat widget', () => {
    expect(csp).toContain("frame-src 'self' https:");
    const withChat = contentSecurityPolicy('n', [], { scripts: ['https://chat.example'] });
    expect(withChat).toContain("script-src 'self' 'nonce-n' https://chat.example");
    expect(withChat).toContain("connect-src 'self' https://chat.example");
  });
});

describe('contentSecurityPolicy for images and videos', () => {
  it('allows pictures from our origin only, unless a media CDN or CMS asset host is configured', () => {
    expect(contentSecurityPolicy('n')).toContain("img-src 'self' data:;");
    expect(contentSecurityPolicy('n')).toContain("media-src 'self';");
    const live = contentSecurityPolicy('n', [], { images: ['https://media.example', 'https://images.ctfassets.net'], media: ['https://images.ctfassets.net'] });
    expect(live).toContain("img-src 'self' data: https://media.example https://images.ctfassets.net;");
    expect(live).toContain("media-src 'self' https://images.ctfassets.net;");
  });

  it('takes distinct origins of absolute addresses and skips paths on our own host', () => {
    expect(originsOf(['/images', 'https://media.example/p/', 'https://media.example/q', undefined, 'http://localhost:4000/images'])).toEqual([
      'https://media.example',
      'http://localhost:4000',
    ]);
  });
});

describe('contentSecurityPolicy with a login frame', () => {
  it('allows the configured login frame origin', () => {
    // https frames are allowed for content embeds anyway; a local http login frame is named.
    expect(contentSecurityPolicy('n', [], { frames: ['https://login.example.com'] })).toContain("frame-src 'self' https:;");
    expect(contentSecurityPolicy('n', [], { frames: ['http://localhost:4000'] })).toContain("frame-src 'self' https: http://localhost:4000;");
    expect(contentSecurityPolicy('n')).toContain("frame-src 'self' https:;");
  });
});
