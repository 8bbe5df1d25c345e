import { describe, expect, it } from 'vitest';
import { personalKey, tokenRefused } from './personalData.ts';

describe('tokenRefused', () => {
  it("is true when the API refused the token for any of the page's queries", () => {
    expect(tokenRefused({ [personalKey('HeaderToolsQuery', {})]: 'loaded', [personalKey('OrdersViewQuery', {})]: 'refused' })).toBe(true);
    expect(tokenRefused({ [personalKey('OrdersViewQuery', {})]: 'failed' })).toBe(false);
    expect(tokenRefused({})).toBe(false);
    expect(tokenRefused(undefined)).toBe(false);
  });
});
