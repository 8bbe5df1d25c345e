import { describe, expect, it } from 'vitest';
import type { ShopContext } from '../../context.ts';
import { visitorFor } from '../../sessions/store.ts';
import { categoryIdOf } from './resolvers.ts';
import { clearTracking, recordTracking, trackingCalls, viewedProductIds } from './tracking.ts';

const context = (): ShopContext => ({
  visitor: visitorFor(new Request('http://localhost/graphql', { headers: { cookie: `mock_visitor=tracking-${crypto.randomUUID()}` } })),
  auth: { kind: 'guest' },
});

describe('recommendation tracking', () => {
  it('records calls with consent only', () => {
    const c = context();
    expect(recordTracking(c, 'trackSearchGkAir', { searchTerm: 'kleid', trackingConsent: false })).toBe(false);
    expect(trackingCalls(c.visitor)).toEqual([]);
    expect(recordTracking(c, 'trackSearchGkAir', { searchTerm: 'kleid', trackingConsent: true })).toBe(true);
    expect(trackingCalls(c.visitor)).toMatchObject([
      {
        mutation: 'trackSearchGkAir',
        arguments: { searchTerm: 'kleid', trackingConsent: true },
        visitor: c.visitor.id,
        customerNumber: null,
      },
    ]);
    clearTracking(c.visitor);
    expect(trackingCalls(c.visitor)).toEqual([]);
  });

  it('knows the viewed products, most recent first, each once', () => {
    const c = context();
    for (const productId of ['P1', 'P2', 'P1', 'P3']) recordTracking(c, 'trackProductViewGkAir', { productId, trackingConsent: true });
    recordTracking(c, 'trackClickGkAir', { productId: 'P9', trackingConsent: true });
    expect(viewedProductIds(c.visitor)).toEqual(['P3', 'P1', 'P2']);
  });

  it('reads category parameters as the shop sends them', () => {
    expect(categoryIdOf('C10101')).toBe('10101');
    expect(categoryIdOf('Cbc-10101')).toBe('10101');
    expect(categoryIdOf('10101')).toBe('10101');
    expect(categoryIdOf(undefined)).toBeNull();
  });
});
