import { describe, expect, it } from 'vitest';
import { RECO_SESSION_ID_LENGTH, isValidRecoSessionId, newRecoSessionId } from './recoSession.ts';

describe('recommendation session id', () => {
  it('is 21 URL-safe characters and different each time', () => {
    const ids = new Set(Array.from({ length: 50 }, newRecoSessionId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{21}$/);
  });

  it('accepts exactly 21 characters only', () => {
    expect(isValidRecoSessionId('a'.repeat(RECO_SESSION_ID_LENGTH))).toBe(true);
    expect(isValidRecoSessionId('a'.repeat(20))).toBe(false);
    expect(isValidRecoSessionId('0b0f5a1e-4c1d-4e4b-9a3c-2f1d1e0c9b8a')).toBe(false);
    expect(isValidRecoSessionId(undefined)).toBe(false);
  });
});
