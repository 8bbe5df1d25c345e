import { describe, expect, it } from 'vitest';
import { exitTarget, isPreviewCookie, previewRoute, previewToken, safeSlug } from './preview.ts';

const config = { secret: 's3cret', acceptConsoleCookie: false };

describe('content preview', () => {
  it('enters with the right secret: cookie with a derived token, redirect to the page', () => {
    const answer = previewRoute('/api/draft', new URLSearchParams({ secret: 's3cret', slug: '/content/faqs' }), config, true, 'de-DE');
    expect(answer?.status).toBe(307);
    expect(answer?.location).toBe('/content/faqs');
    expect(answer?.setCookie).toBe(`shop_preview=${previewToken('s3cret')}; Path=/; HttpOnly; SameSite=Lax; Secure`);
    expect(answer?.setCookie).not.toContain('s3cret');
  });

  it("refuses a wrong or missing secret, in the shop's language", () => {
    expect(previewRoute('/api/draft', new URLSearchParams({ secret: 'nope' }), config, false, 'de-DE')).toEqual({
      status: 401,
      text: 'Ungültiger Vorschau-Schlüssel',
    });
    expect(previewRoute('/api/draft', new URLSearchParams(), { secret: '', acceptConsoleCookie: false }, false, 'de-DE')?.status).toBe(401);
    expect(previewRoute('/api/draft', new URLSearchParams({ secret: 'nope' }), config, false, 'fr-CH')?.text).toBe(
      "Clé d'aperçu non valide",
    );
  });

  it('exits: clears the cookie, drops preview and selectedTrigger', () => {
    const answer = previewRoute(
      '/api/draft-exit',
      new URLSearchParams({ slug: '/content/faqs?preview=1&selectedTrigger=x&a=b#top' }),
      config,
      false,
      'de-DE',
    );
    expect(answer?.location).toBe('/content/faqs?a=b#top');
    expect(answer?.setCookie).toContain('Max-Age=0');
  });

  it('redirects only inside the shop', () => {
    expect(safeSlug('https://evil.example')).toBe('/');
    expect(safeSlug('//evil.example')).toBe('/');
    expect(safeSlug('/\\evil.example')).toBe('/');
    expect(exitTarget(null)).toBe('/');
  });

  it('accepts the derived token; the console cookie only with the embedded mock', () => {
    expect(isPreviewCookie(previewToken('s3cret'), config)).toBe(true);
    expect(isPreviewCookie('1', config)).toBe(false);
    expect(isPreviewCookie('1', { ...config, acceptConsoleCookie: true })).toBe(true);
    expect(isPreviewCookie(null, config)).toBe(false);
    expect(previewRoute('/content/faqs', new URLSearchParams(), config, false, 'de-DE')).toBeNull();
  });
});
