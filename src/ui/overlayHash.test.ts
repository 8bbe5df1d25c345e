import { describe, expect, it } from 'vitest';
import { closeAction, hashWith, hashWithout, overlayIds } from './overlayHash.ts';

describe('overlay hash', () => {
  it('reads a comma-separated, encoded list', () => {
    expect(overlayIds('#headerAuthModal,size%20table')).toEqual(['headerAuthModal', 'size table']);
    expect(overlayIds('')).toEqual([]);
  });
  it('adds an id once and keeps the others', () => {
    expect(hashWith('#a', 'b')).toBe('#a,b');
    expect(hashWith('#a,b', 'a')).toBe('#a,b');
    expect(hashWith('', 'size table')).toBe('#size%20table');
  });
  it('removes an id; the last one empties the hash', () => {
    expect(hashWithout('#a,b', 'a')).toBe('#b');
    expect(hashWithout('#a', 'a')).toBe('');
  });
  it('goes back when this session opened the overlay, else replaces', () => {
    expect(closeAction(true)).toBe('back');
    expect(closeAction(false)).toBe('replace');
  });
});
