import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, cspHash, originsOf } from './securityHeaders.ts';

const policy = (extra: Partial<Parameters<typeof contentSecurityPolicy>[0]> = {}) =>
  contentSecurityPolicy({ inlineScripts: ['run()'], inlineStyles: [':root{}'], ...extra });

describe('contentSecurityPolicy', () => {
  it("names each inline script and style by the SHA-256 of its text, and never 'unsafe-inline' or a nonce", () => {
    const csp = policy({ apiOrigins: ['https://api.example'] });
    const run = createHash('sha256').update('run()').digest('base64');
    expect(cspHash('run()')).toBe(`'sha256-${run}'`);
    expect(csp).toContain(`script-src 'self' 'sha256-${run}'`);
    expect(csp).toContain(`style-src 'self' ${cspHash(':root{}')}`);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('nonce-');
  });
  it('is the same for every response of a page', () => {
    expect(policy()).toBe(policy());
  });
  it('forbids plugins, foreign base URLs and framing by others', () => {
    const csp = policy();
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
  });
  it('lets the browser call the configured APIs', () => {
    expect(policy({ apiOrigins: ['https://api.example'] })).toContain("connect-src 'self' https://api.example");
  });
  it('lets content embed https pages and load the configured chat widget', () => {
    expect(policy()).toContain("frame-src 'self' https:");
    const withChat = policy({ thirdParty: { scripts: ['https://chat.example'] } });
    expect(withChat).toContain(`script-src 'self' ${cspHash('run()')} https://chat.example`);
    expect(withChat).toContain("connect-src 'self' https://chat.example");
  });
});

describe('contentSecurityPolicy for images and videos', () => {
  it('allows pictures from our origin only, unless a media CDN or CMS asset host is configured', () => {
    expect(policy()).toContain("img-src 'self' data:;");
    expect(policy()).toContain("media-src 'self';");
    const live = policy({
      thirdParty: { images: ['https://media.example', 'https://images.ctfassets.net'], media: ['https://images.ctfassets.net'] },
    });
    expect(live).toContain("img-src 'self' data: https://media.example https://images.ctfassets.net;");
    expect(live).toContain("media-src 'self' https://images.ctfassets.net;");
  });

  it('takes distinct origins of absolute addresses and skips paths on our own host', () => {
    expect(
      originsOf(['/images', 'https://media.example/p/', 'https://media.example/q', undefined, 'http://localhost:4000/images']),
    ).toEqual(['https://media.example', 'http://localhost:4000']);
  });
});

describe('contentSecurityPolicy with a login frame', () => {
  it('allows the configured login frame origin', () => {
    // https frames are allowed for content embeds anyway; a local http login frame is named.
    expect(policy({ thirdParty: { frames: ['https://login.example.com'] } })).toContain("frame-src 'self' https:;");
    expect(policy({ thirdParty: { frames: ['http://localhost:4000'] } })).toContain("frame-src 'self' https: http://localhost:4000;");
  });
});
