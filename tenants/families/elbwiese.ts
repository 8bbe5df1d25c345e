import type { Theme } from '../types.ts';
import { HUMANIST, SANS } from './fonts.ts';

export const ELBWIESE = 'elbwiese';

/** Where the family delivers to. */
export const ELBWIESE_COUNTRIES = ['DE', 'AT', 'CH', 'LI', 'LU', 'NL'] as const;
/** Its shops sell the same assortment under the same paths. */
export const ELBWIESE_ASSORTMENT = ['ewd', 'ewa', 'ewc', 'ewn'] as const;

export const ELBWIESE_THEME: Theme = {
  colors: {
    primary: '#00594f',
    onPrimary: '#ffffff',
    accent: '#8fd3c5',
    text: '#1f2a2a',
    muted: '#586665',
    background: '#ffffff',
    surface: '#f1f7f6',
    border: '#cfdedb',
    sale: '#b4002d',
    success: '#1b6e3a',
    error: '#b3261e',
    onSale: '#ffffff',
    onSuccess: '#ffffff',
    star: '#d08700',
  },
  fonts: { body: SANS, heading: HUMANIST },
  logo: { width: 150, height: 34 },
};
