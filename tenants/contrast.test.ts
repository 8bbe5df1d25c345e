import { describe, expect, it } from 'vitest';
import { TENANTS } from './index.ts';
import type { ColorKey } from './types.ts';

// WCAG 2.x relative luminance and contrast ratio.
function luminance(hex: string): number {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(full.slice(i, i + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

// Pairs used for text (AA for normal text: 4.5:1). accent and border are decorative only.
const TEXT_PAIRS: ReadonlyArray<readonly [ColorKey, ColorKey]> = [
  ['text', 'background'],
  ['text', 'surface'],
  ['muted', 'background'],
  ['muted', 'surface'],
  ['onPrimary', 'primary'],
  ['sale', 'background'],
  ['sale', 'surface'],
  ['success', 'background'],
  ['error', 'background'],
  ['error', 'surface'],
  ['onSale', 'sale'],
  ['onSuccess', 'success'],
];

describe('contrast helper', () => {
  it('matches the known extremes', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#fff', '#ffffff')).toBe(1);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe.each(TENANTS.map((tenant) => [tenant.code, tenant] as const))('theme of %s meets WCAG AA', (_code, tenant) => {
  it.each(TEXT_PAIRS)('%s on %s >= 4.5:1', (foreground, background) => {
    const { colors } = tenant.theme;
    expect(contrast(colors[foreground], colors[background])).toBeGreaterThanOrEqual(4.5);
  });
});
