import type { Tenant } from '../types.ts';
import { FEDERHAIN, FEDERHAIN_THEME } from '../families/federhain.ts';

export const tenant: Tenant = {
  code: 'fhw',
  brand: 'Federhain',
  family: FEDERHAIN,
  host: 'https://www.federhain.de',
  locale: 'de-DE',
  robots: 'index, follow',
  currency: 'EUR',
  servicePhone: '0800 400 12 12',
  theme: FEDERHAIN_THEME,
};
