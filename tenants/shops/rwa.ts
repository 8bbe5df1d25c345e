import { sistersIn, type Tenant } from '../types.ts';
import { SWISS_QR_BILL_CREDITOR } from '../qrBillCreditor.ts';
import { ROSENWALD, ROSENWALD_ASSORTMENT, ROSENWALD_COUNTRIES, ROSENWALD_THEME } from '../families/rosenwald.ts';

export const tenant: Tenant = {
  code: 'rwa',
  brand: 'Rosenwald',
  family: ROSENWALD,
  host: 'https://www.rosenwald.at',
  locale: 'de-AT',
  robots: 'index, follow',
  currency: 'EUR',
  servicePhone: '0800 20 44 55',
  newsletterVoucher: 1000,
  qrBillCreditor: SWISS_QR_BILL_CREDITOR,
  deliveryCountries: ROSENWALD_COUNTRIES,
  sisters: sistersIn(ROSENWALD_ASSORTMENT, 'rwa'),
  theme: ROSENWALD_THEME,
  // The Rosenwald family writes whole prices as '20,-'.
  wholePricesAsDash: true,
};
