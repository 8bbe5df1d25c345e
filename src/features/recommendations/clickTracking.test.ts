import { describe, expect, it } from 'vitest';
import { clickTrackingVariables, listDetailsOf } from './clickTracking.ts';

const base = { productId: 'P1', trackingToken: 'basket|1-1|similarProducts|standard|P1', trackingConsent: true, sessionId: 's'.repeat(21), userId: null, locale: 'de-DE' };

describe('clickTrackingVariables', () => {
  it('sends the click with token, session and consent', () => {
    expect(clickTrackingVariables(base)).toEqual({ ...base });
    expect(clickTrackingVariables({ ...base, userId: 'u1' })?.userId).toBe('u1');
  });

  it('sends nothing without tracking consent, token or session id', () => {
    expect(clickTrackingVariables({ ...base, trackingConsent: false })).toBeNull();
    expect(clickTrackingVariables({ ...base, trackingToken: null })).toBeNull();
    expect(clickTrackingVariables({ ...base, trackingToken: '' })).toBeNull();
    expect(clickTrackingVariables({ ...base, sessionId: null })).toBeNull();
  });
});

describe('listDetailsOf', () => {
  it('is the token group', () => {
    expect(listDetailsOf(base.trackingToken)).toBe('similarProducts');
    expect(listDetailsOf(null)).toBeUndefined();
  });
});

describe('productViewVariables', async () => {
  const { productViewVariables } = await import('./useTrackProductView.ts');
  it('reports a view only with tracking consent and a session id', () => {
    expect(productViewVariables('P1', true, 's'.repeat(21), null, 'de-DE')).toEqual({ productId: 'P1', sessionId: 's'.repeat(21), userId: null, trackingConsent: true, locale: 'de-DE' });
    expect(productViewVariables('P1', false, 's'.repeat(21), null, 'de-DE')).toBeNull();
    expect(productViewVariables('P1', true, null, null, 'de-DE')).toBeNull();
  });
});
