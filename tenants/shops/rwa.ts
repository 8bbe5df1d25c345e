import type { Tenant } from '../types.ts';
import { ROSENWALD, ROSENWALD_THEME } from '../families/rosenwald.ts';

export const tenant: Tenant = {
  code: 'rwa',
  brand: 'Rosenwald',
  family: ROSENWALD,
  host: 'https://www.rosenwald.at',
  locale: 'de-AT',
  robots: 'index, follow',
  currency: 'EUR',
  servicePhone: '0800 20 44 55',
  theme: ROSENWALD_THEME,
  // The Rosenwald family writes whole prices as '20,-'.
  wholePricesAsDash: true,
};
