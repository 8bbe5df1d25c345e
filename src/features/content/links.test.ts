import { describe, expect, it } from 'vitest';
import { linkHref, pagePath, promotionClickHref, promotionHref, withParams } from './links.ts';

describe('content links', () => {
  it('internal links go to the route of the page type', () => {
    expect(pagePath('content', 'agb')).toBe('/content/agb');
    expect(pagePath('homepage', 'homepage')).toBe('/');
    expect(linkHref({ __typename: 'InternalLink', internalTarget: { slug: 'business-casual', pageType: 'outfit' } })).toBe(
      '/outfit/business-casual',
    );
  });

  it('rich text links pages directly', () => {
    expect(linkHref({ __typename: 'Page', slug: 'lieferung', pageType: 'content' })).toBe('/content/lieferung');
  });

  it('a link without a target has no href', () => {
    expect(linkHref({ __typename: 'InternalLink', internalTarget: null })).toBeNull();
    expect(linkHref({ __typename: 'ExternalLink', externalTarget: '  ' })).toBeNull();
    expect(linkHref(null)).toBeNull();
  });

  it('adds parameters keeping query and hash', () => {
    expect(withParams('/a?x=1#top', { pin: 'P1,P2' })).toBe('/a?x=1&pin=P1,P2#top');
  });
});

describe('promotion link resolution', () => {
  const automated = { categoryPath: '/wohnen/teppiche', productId: 'P9' };
  it('link with pinned ids first', () => {
    expect(promotionHref({ link: '/sale', pinnedProductIds: ['P1', 'P2'], automated })).toBe('/sale?pin=P1,P2');
  });
  it('else the link with the automated product id', () => {
    expect(promotionHref({ link: '/sale', pinnedProductIds: null, automated })).toBe('/sale?pin=P9');
  });
  it('else the plain link', () => {
    expect(promotionHref({ link: '/sale', pinnedProductIds: [], automated: null })).toBe('/sale');
  });
  it('without a link the automated category path', () => {
    expect(promotionHref({ link: null, pinnedProductIds: null, automated })).toBe('/wohnen/teppiche?pin=P9');
    expect(promotionHref({ link: null, pinnedProductIds: null, automated: null })).toBeNull();
  });
  it('appends promotionId on click', () => {
    expect(promotionClickHref('/sale?pin=P1', 'PROMO-1')).toBe('/sale?pin=P1&promotionId=PROMO-1');
  });
});
