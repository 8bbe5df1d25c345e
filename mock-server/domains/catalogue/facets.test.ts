import { describe, expect, it } from 'vitest';
import { compareSizes, fibres } from './facets.ts';

describe('listing facets', () => {
  it('orders sizes: letters, numbers, number with text, then the alphabet', () => {
    const sizes = ['XL', '38', 'S', '90x200', 'Einheitsgröße', '36', 'xxs', '75B', '40,5', 'M', '140x200', '70B'];
    expect([...sizes].sort(compareSizes)).toEqual([
      'xxs',
      'S',
      'M',
      'XL',
      '36',
      '38',
      '40,5',
      '70B',
      '75B',
      '90x200',
      '140x200',
      'Einheitsgröße',
    ]);
  });

  it('reads the fibres of a material', () => {
    expect(fibres('95% Baumwolle, 5% Elasthan')).toEqual(['Baumwolle', 'Elasthan']);
    expect(fibres('Bezug: 100% Polyester')).toEqual(['Polyester']);
    expect(fibres('Mako-Satin (100% Baumwolle)')).toEqual(['Mako-Satin', 'Baumwolle']);
  });
});
