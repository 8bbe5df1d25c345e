import { describe, expect, it } from 'vitest';
import { promotionHref } from './promotionLink.ts';

describe('promotionHref', () => {
  it('pins the promotion ids first', () => {
    expect(promotionHref({ link: '/damen-mode/kleider', pinnedProductIds: ['P1', 'P2'], automatedProductId: 'P9' })).toBe('/damen-mode/kleider?pinned=P1%2CP2');
  });

  it('else pins the automated product', () => {
    expect(promotionHref({ link: '/sale?sort=priceAsc', pinnedProductIds: [], automatedProductId: 'P9' })).toBe('/sale?sort=priceAsc&pinned=P9');
    expect(promotionHref({ link: '/sale#top', automatedProductId: 'P9' })).toBe('/sale?pinned=P9#top');
  });

  it('else is the plain link; no link gives null', () => {
    expect(promotionHref({ link: '/sale' })).toBe('/sale');
    expect(promotionHref({ link: null, pinnedProductIds: ['P1'] })).toBeNull();
  });
});
