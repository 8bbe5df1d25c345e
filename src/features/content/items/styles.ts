import { css } from '@linaria/core';

// Shared looks of content boxes. Layout colours come from the CMS as names and map to the shop's
// tokens (the CSP allows no style attributes, so no editor-given hex values).

export const boxStyle = css`
  padding: var(--space-5);
  border-radius: var(--radius-l);
  background: var(--color-surface);
  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
`;

export const boxTitle = css`
  margin: 0 0 var(--space-2);
  font-family: var(--font-heading);
  font-size: 1.125rem;
`;

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

export const listReset = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;
