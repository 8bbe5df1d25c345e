// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { cacheKey, readCached, writeCached } from './sessionCache.ts';

describe('recommendation session cache', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps an answer per request for the session, independent of the visitor ids', () => {
    const input = { serviceId: 'basket', parameters: [], outputConfig: [{ outputId: '1' }], trackingConsent: true };
    const key = cacheKey(input);
    expect(readCached(key)).toBeNull();
    writeCached(key, [{ outputId: '1' }]);
    expect(readCached(key)).toEqual([{ outputId: '1' }]);
    expect(cacheKey({ ...input, sessionId: 'x' } as typeof input)).toBe(key);
    expect(cacheKey({ ...input, trackingConsent: false })).not.toBe(key);
  });

  it('ignores unreadable entries', () => {
    sessionStorage.setItem('reco:bad', '{');
    expect(readCached('reco:bad')).toBeNull();
  });
});
