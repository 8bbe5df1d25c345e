import type { Theme } from '../types.ts';
import { BOOK_SERIF, SANS } from './fonts.ts';

export const FEDERHAIN = 'federhain';

/** Where the family delivers to. */
export const FEDERHAIN_COUNTRIES = ['DE', 'AT', 'CH', 'LI', 'LU'] as const;

// Home goods: calm slate blue on a warm off-white.
export const FEDERHAIN_THEME: Theme = {
  colors: {
    primary: '#3d4f7c',
    onPrimary: '#ffffff',
    accent: '#d9b48f',
    text: '#262626',
    muted: '#5f6368',
    background: '#fcfbf8',
    surface: '#f4f1ea',
    border: '#ddd6c8',
    sale: '#b3122f',
    success: '#2e7031',
    error: '#b3261e',
    onSale: '#ffffff',
    onSuccess: '#ffffff',
    star: '#d08700',
  },
  fonts: { body: SANS, heading: BOOK_SERIF },
  logo: { width: 170, height: 38 },
};
