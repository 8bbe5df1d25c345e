import { describe, expect, it } from 'vitest';
import { contentRoute } from './contentRoute.ts';

describe('content route', () => {
  it('takes page type and slug from the path', () => {
    expect(contentRoute('/content/agb')).toEqual({ routeParams: { pageType: 'content', slug: 'agb' } });
    expect(contentRoute('/inspiration/wohnen-im-herbst/')).toEqual({ routeParams: { pageType: 'inspiration', slug: 'wohnen-im-herbst' } });
    expect(contentRoute('/outfit/a/b')).toEqual({ routeParams: { pageType: 'outfit', slug: 'a/b' } });
  });
  it('leaves other paths to other pages', () => {
    expect(contentRoute('/content')).toBe(false);
    expect(contentRoute('/content/')).toBe(false);
    expect(contentRoute('/damen-mode/content/x')).toBe(false);
  });
});
