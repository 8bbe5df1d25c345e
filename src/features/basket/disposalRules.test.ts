import { describe, expect, it } from 'vitest';
import { disposalPieces } from './disposalRules.ts';

describe('disposal service', () => {
  it('can be booked for as many pieces as there are mattresses and slatted frames', () => {
    expect(disposalPieces([])).toBe(0);
    expect(
      disposalPieces([
        { quantity: 2, allowsDisposalService: true },
        { quantity: 3, allowsDisposalService: false },
        { quantity: 1, allowsDisposalService: true },
      ]),
    ).toBe(3);
  });
});
