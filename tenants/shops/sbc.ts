import { sistersIn, type Tenant } from '../types.ts';
import { SWISS_QR_BILL_CREDITOR } from '../qrBillCreditor.ts';
import { SONNBERG, SONNBERG_ASSORTMENT, SONNBERG_COUNTRIES, SONNBERG_THEME } from '../families/sonnberg.ts';

export const tenant: Tenant = {
  code: 'sbc',
  brand: 'Sonnberg',
  family: SONNBERG,
  host: 'https://www.sonnberg.ch',
  locale: 'de-CH',
  // Same German catalogue texts as sonnberg.de; search engines should list the German original.
  robots: 'noindex, follow',
  currency: 'CHF',
  servicePhone: '0848 33 07 70',
  newsletterVoucher: 1000,
  qrBillCreditor: SWISS_QR_BILL_CREDITOR,
  deliveryCountries: SONNBERG_COUNTRIES,
  sisters: sistersIn(SONNBERG_ASSORTMENT, 'sbc'),
  theme: SONNBERG_THEME,
};
