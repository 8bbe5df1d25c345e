import { describe, expect, it } from 'vitest';
import { consentFlags, consentOf, formatConsent, parseConsent } from './consent.ts';

describe('consent', () => {
  it('round-trips through the cookie', () => {
    const consent = { ...consentOf('necessary'), C0004: true };
    expect(parseConsent(formatConsent(consent))).toEqual(consent);
    expect(formatConsent(consentOf('all'))).toBe('C0001:1,C0002:1,C0003:1,C0004:1,C0005:1');
  });
  it('is undecided without a complete cookie', () => {
    expect(parseConsent(undefined)).toBeNull();
    expect(parseConsent('C0001:1')).toBeNull();
  });
  it('keeps necessary cookies on', () => {
    expect(parseConsent('C0001:0,C0002:0,C0003:0,C0004:0,C0005:0')?.C0001).toBe(true);
  });
  it('derives tracking and targeting flags; no decision means no consent', () => {
    expect(consentFlags(null)).toEqual({ trackingConsent: false, isTargetingAllowed: false });
    expect(consentFlags({ ...consentOf('necessary'), C0002: true })).toEqual({ trackingConsent: true, isTargetingAllowed: false });
  });
});
