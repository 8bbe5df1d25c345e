import type { Tenant } from '../types.ts';
import { ELBWIESE, ELBWIESE_THEME } from '../families/elbwiese.ts';

export const tenant: Tenant = {
  code: 'ewd',
  brand: 'Elbwiese',
  family: ELBWIESE,
  host: 'https://www.elbwiese.de',
  locale: 'de-DE',
  robots: 'index, follow',
  currency: 'EUR',
  servicePhone: '0800 350 60 60',
  theme: ELBWIESE_THEME,
};
