import type { Tenant } from '../types.ts';
import { ELBWIESE, ELBWIESE_THEME } from '../families/elbwiese.ts';

export const tenant: Tenant = {
  code: 'ewn',
  brand: 'Elbwiese',
  family: ELBWIESE,
  host: 'https://www.elbwiese.nl',
  locale: 'nl-NL',
  robots: 'index, follow',
  currency: 'EUR',
  servicePhone: '085 350 60 60',
  theme: ELBWIESE_THEME,
};
