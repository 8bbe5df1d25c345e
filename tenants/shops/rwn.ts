import { sistersIn, type Tenant } from '../types.ts';
import { SWISS_QR_BILL_CREDITOR } from '../qrBillCreditor.ts';
import { ROSENWALD, ROSENWALD_ASSORTMENT, ROSENWALD_COUNTRIES, ROSENWALD_THEME } from '../families/rosenwald.ts';

export const tenant: Tenant = {
  code: 'rwn',
  brand: 'Rosenwald',
  family: ROSENWALD,
  host: 'https://www.rosenwald.nl',
  locale: 'nl-NL',
  robots: 'index, follow',
  currency: 'EUR',
  servicePhone: '085 555 30 20',
  newsletterVoucher: 1000,
  qrBillCreditor: SWISS_QR_BILL_CREDITOR,
  deliveryCountries: ROSENWALD_COUNTRIES,
  sisters: sistersIn(ROSENWALD_ASSORTMENT, 'rwn'),
  theme: ROSENWALD_THEME,
  // The Rosenwald family writes whole prices as '20,-'.
  wholePricesAsDash: true,
};
