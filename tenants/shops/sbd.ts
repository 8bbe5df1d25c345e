import type { Tenant } from '../types.ts';
import { SONNBERG, SONNBERG_THEME } from '../families/sonnberg.ts';

export const tenant: Tenant = {
  code: 'sbd',
  brand: 'Sonnberg',
  family: SONNBERG,
  host: 'https://www.sonnberg.de',
  locale: 'de-DE',
  robots: 'index, follow',
  currency: 'EUR',
  servicePhone: '0800 330 77 00',
  theme: SONNBERG_THEME,
};
