import { describe, expect, it } from 'vitest';
import { priceDisplay } from './Price.tsx';

describe('priceDisplay', () => {
  it('shows the old price only when it is above 0 and above the current price', () => {
    expect(priceDisplay(4000, 7999, false).reduced).toBe(true);
    expect(priceDisplay(4000, 0, false).reduced).toBe(false);
    expect(priceDisplay(4000, 4000, false).reduced).toBe(false);
    expect(priceDisplay(4000, 3000, false).reduced).toBe(false);
    expect(priceDisplay(4000, null, false).reduced).toBe(false);
  });
  it("prefixes 'ab' for a range, else 'nur'", () => {
    expect(priceDisplay(4000, 0, true).prefix).toBe('ab');
    expect(priceDisplay(4000, 0, false).prefix).toBe('nur');
  });
});
