import type { Theme } from '../types.ts';
import { SANS, SERIF } from './fonts.ts';

export const HANSEBRUECK = 'hansebrueck';

/** Where the family delivers to. */
export const HANSEBRUECK_COUNTRIES = ['DE', 'AT', 'CH', 'LI', 'LU'] as const;

// Maritime navy with a signal red for prices: the brand of the default shop.
export const HANSEBRUECK_THEME: Theme = {
  colors: {
    primary: '#16355c',
    onPrimary: '#ffffff',
    accent: '#c99a2e',
    text: '#1d1d1b',
    muted: '#5c6670',
    background: '#ffffff',
    surface: '#f3f5f8',
    border: '#d0d6de',
    sale: '#c0182a',
    success: '#2e7d32',
    error: '#b3261e',
    onSale: '#ffffff',
    onSuccess: '#ffffff',
    star: '#d08700',
  },
  fonts: { body: SANS, heading: SERIF },
  logo: { width: 180, height: 40 },
};
