import { describe, expect, it } from 'vitest';
import * as layout from './layoutRules.ts';

describe('content layout rules', () => {
  it('Layout: 1, 2, 3, 4 or 6 columns; fallbacks', () => {
    expect(layout.resolveLayout({ columnCount: 0, ratio: null, verticalAlignment: null, maxPageWidth: null })).toEqual({
      warning: 'Empty layout detected',
    });
    expect(layout.resolveLayout({ columnCount: 5, ratio: null, verticalAlignment: null, maxPageWidth: null })).toEqual({
      warning: 'Layout with unsupported column detected',
    });
    for (const columnCount of [1, 2, 3, 4, 6])
      expect(layout.resolveLayout({ columnCount, ratio: null, verticalAlignment: null, maxPageWidth: null })).toHaveProperty('settings');
    expect(layout.resolveLayout({ columnCount: 2, ratio: '25/75', verticalAlignment: 'middle', maxPageWidth: '50%' })).toEqual({
      settings: { columns: 2, ratio: '25/75', verticalAlignment: 'top', maxPageWidth: '100%' },
    });
    expect(layout.resolveLayout({ columnCount: 3, ratio: '25/75', verticalAlignment: 'bottom', maxPageWidth: '65%' })).toEqual({
      settings: { columns: 3, ratio: 'equal', verticalAlignment: 'bottom', maxPageWidth: '65%' },
    });
    expect(layout.horizontalAlignment('justify')).toBe('left');
    expect(layout.horizontalAlignment('center')).toBe('center');
  });

  it('Decorative H1–H6 styles are heading levels; other styles none', () => {
    expect(layout.decorativeLevel('Decorative H1')).toBe(1);
    expect(layout.decorativeLevel('Decorative H6')).toBe(6);
    expect(layout.decorativeLevel('Decorative H7')).toBeNull();
    expect(layout.decorativeLevel(null)).toBeNull();
  });
});
