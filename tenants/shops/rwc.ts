import { sistersIn, type Tenant } from '../types.ts';
import { SWISS_QR_BILL_CREDITOR } from '../qrBillCreditor.ts';
import { ROSENWALD, ROSENWALD_ASSORTMENT, ROSENWALD_COUNTRIES, ROSENWALD_THEME } from '../families/rosenwald.ts';

export const tenant: Tenant = {
  code: 'rwc',
  brand: 'Rosenwald',
  family: ROSENWALD,
  host: 'https://www.rosenwald.ch',
  locale: 'de-CH',
  robots: 'index, follow',
  currency: 'CHF',
  servicePhone: '0848 55 30 20',
  newsletterVoucher: 1000,
  qrBillCreditor: SWISS_QR_BILL_CREDITOR,
  languageVersions: ['rwf'],
  deliveryCountries: ROSENWALD_COUNTRIES,
  sisters: sistersIn(ROSENWALD_ASSORTMENT, 'rwc'),
  theme: ROSENWALD_THEME,
  // The Rosenwald family writes whole prices as '20,-'.
  wholePricesAsDash: true,
};
