import { describe, expect, it } from 'vitest';
import { withSecure } from './nodeFetch.ts';

describe('withSecure', () => {
  it('adds the flag once', () => {
    expect(withSecure('a=1; Path=/; HttpOnly')).toBe('a=1; Path=/; HttpOnly; Secure');
    expect(withSecure('a=1; Secure; Path=/')).toBe('a=1; Secure; Path=/');
    expect(withSecure('a=1; Path=/; secure')).toBe('a=1; Path=/; secure');
  });
  it('is not fooled by a value that mentions it', () => {
    expect(withSecure('note=Secure; Path=/')).toBe('note=Secure; Path=/; Secure');
  });
});
