import { describe, expect, it } from 'vitest';
import { mod10CheckDigit, qrReference } from './qr-reference.ts';

describe('QR reference', () => {
  it('computes the check digit of the published example reference', () => {
    // 21 00000 00003 13947 14300 09017 from the Swiss implementation guidelines.
    expect(mod10CheckDigit('21000000000313947143000901')).toBe(7);
  });
  it('pads invoice numbers to 26 digits plus the check digit', () => {
    const reference = qrReference('8100245567');
    expect(reference).toMatch(/^0{16}8100245567\d$/);
    expect(reference).toHaveLength(27);
  });
});
