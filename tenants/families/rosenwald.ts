import type { Theme } from '../types.ts';
import { SANS, SERIF } from './fonts.ts';

export const ROSENWALD = 'rosenwald';
// The French-Swiss shop runs on its own assortment and domain, so it is a family of its own
// while it keeps the Rosenwald look.
export const ROSENWALD_ROMANDIE = 'rosenwald-romandie';

/** Where the family delivers to. */
export const ROSENWALD_COUNTRIES = ['DE', 'AT', 'CH', 'LI', 'LU', 'NL'] as const;
/** Its shops (not the French-Swiss one) sell the same assortment under the same paths. */
export const ROSENWALD_ASSORTMENT = ['rwd', 'rwa', 'rwc', 'rwn'] as const;
/** The French-Swiss shop delivers within Switzerland and Liechtenstein. */
export const ROSENWALD_ROMANDIE_COUNTRIES = ['CH', 'LI'] as const;

export const ROSENWALD_THEME: Theme = {
  colors: {
    primary: '#7a1f4b',
    onPrimary: '#ffffff',
    accent: '#e8a3b8',
    text: '#2b2024',
    muted: '#6b5a61',
    background: '#ffffff',
    surface: '#faf4f6',
    border: '#e3d3da',
    sale: '#b0122d',
    success: '#2f7a3d',
    error: '#b3261e',
    onSale: '#ffffff',
    onSuccess: '#ffffff',
    star: '#d08700',
  },
  fonts: { body: SANS, heading: SERIF },
  logo: { width: 160, height: 36 },
};
