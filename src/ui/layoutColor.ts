import { css } from '@linaria/core';

// Layout colours come from the CMS as names and map to the shop's tokens (the CSP allows no style
// attributes, so no editor-given hex values). Content boxes and the product page's campaign badge
// use them.

/** Put data-color={layoutColor(name)} on an element with this class. */
export const colored = css`
  &[data-color='light'] {
    background: var(--color-surface);
  }
  &[data-color='green'] {
    background: color-mix(in srgb, var(--color-success) 14%, var(--color-background));
  }
  &[data-color='red'] {
    background: color-mix(in srgb, var(--color-sale) 12%, var(--color-background));
  }
  &[data-color='dark'] {
    background: var(--color-primary);
    color: var(--color-on-primary);
  }
  &[data-color='warm'] {
    background: color-mix(in srgb, var(--color-accent) 16%, var(--color-background));
  }
`;

const COLOR_NAMES: Record<string, 'light' | 'green' | 'red' | 'dark' | 'warm'> = {
  beige: 'light',
  salbei: 'green',
  green: 'green',
  gruen: 'green',
  sale: 'red',
  'sale-rot': 'red',
  red: 'red',
  rot: 'red',
  nachtblau: 'dark',
  dark: 'dark',
  rost: 'warm',
};

/** The palette slot of a CMS colour name ('Salbei', 'beige', 'Sale-Rot' …); unknown names: light. */
export function layoutColor(name: string | null | undefined): string {
  return COLOR_NAMES[(name ?? '').trim().toLowerCase()] ?? 'light';
}
