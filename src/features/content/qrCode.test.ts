import { describe, expect, it } from 'vitest';
import { qrCodePath } from './qrCode.ts';

describe('QR code', () => {
  it('draws the dark modules of the code inside its quiet zone', () => {
    const { path, size } = qrCodePath('HERBST15');
    // Version 1 is 21 modules, plus a border of 2 on each side.
    expect(size).toBe(25);
    expect(path.startsWith('M2 2h1v1h-1z')).toBe(true);
    expect(qrCodePath('HERBST15').path).toBe(path);
  });
});
