import type { Theme } from '../types.ts';
import { HUMANIST, SANS } from './fonts.ts';

export const SONNBERG = 'sonnberg';

/** Where the family delivers to. */
export const SONNBERG_COUNTRIES = ['DE', 'AT', 'CH', 'LI', 'LU', 'NL', 'CZ', 'SK', 'SE'] as const;
/** Its shops sell the same assortment under the same paths. */
export const SONNBERG_ASSORTMENT = ['sbd', 'sba', 'sbc', 'sbn', 'sbz', 'sbs', 'sbk'] as const;

export const SONNBERG_THEME: Theme = {
  colors: {
    primary: '#a84300',
    onPrimary: '#ffffff',
    accent: '#ffcc4d',
    text: '#222222',
    muted: '#636363',
    background: '#fffdf8',
    surface: '#fff6e5',
    border: '#ecdcc0',
    sale: '#c8102e',
    success: '#2b7a0b',
    error: '#c62828',
    onSale: '#ffffff',
    onSuccess: '#ffffff',
    star: '#d08700',
  },
  fonts: { body: SANS, heading: HUMANIST },
  logo: { width: 150, height: 40 },
};
