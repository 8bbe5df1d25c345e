import { describe, expect, it } from 'vitest';
import { ean13Bars, ean13CheckDigit } from './ean13.ts';

describe('EAN-13', () => {
  it('computes the check digit', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1);
  });

  it('draws 95 modules between the quiet zones with the guards in place', () => {
    const bars = ean13Bars('4006381333931')!;
    expect(bars).toHaveLength(95 + 18);
    const core = bars.slice(9, -9);
    expect(core.slice(0, 3)).toBe('101');
    expect(core.slice(45, 50)).toBe('01010');
    expect(core.slice(-3)).toBe('101');
    // First digit 4: left parity LGLLGG; digit 0 in L code.
    expect(core.slice(3, 10)).toBe('0001101');
  });

  it('refuses codes with a wrong check digit', () => {
    expect(ean13Bars('4006381333932')).toBeNull();
    expect(ean13Bars('123')).toBeNull();
  });
});
