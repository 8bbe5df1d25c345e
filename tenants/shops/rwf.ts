import { themeWith, type Tenant } from '../types.ts';
import { SWISS_QR_BILL_CREDITOR } from '../qrBillCreditor.ts';
import { ROSENWALD_ROMANDIE, ROSENWALD_ROMANDIE_COUNTRIES, ROSENWALD_THEME } from '../families/rosenwald.ts';

export const tenant: Tenant = {
  code: 'rwf',
  brand: 'Rosenwald Romandie',
  family: ROSENWALD_ROMANDIE,
  host: 'https://www.rosenwald-romandie.ch',
  locale: 'fr-CH',
  robots: 'index, follow',
  currency: 'CHF',
  servicePhone: '0848 55 30 21',
  newsletterVoucher: 1000,
  qrBillCreditor: SWISS_QR_BILL_CREDITOR,
  languageVersions: ['rwc'],
  deliveryCountries: ROSENWALD_ROMANDIE_COUNTRIES,
  // The longer word mark needs a wider logo box.
  theme: themeWith(ROSENWALD_THEME, { logo: { width: 210 } }),
};
