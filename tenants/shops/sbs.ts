import { sistersIn, type Tenant } from '../types.ts';
import { SWISS_QR_BILL_CREDITOR } from '../qrBillCreditor.ts';
import { SONNBERG, SONNBERG_ASSORTMENT, SONNBERG_COUNTRIES, SONNBERG_THEME } from '../families/sonnberg.ts';

export const tenant: Tenant = {
  code: 'sbs',
  brand: 'Sonnberg',
  family: SONNBERG,
  host: 'https://www.sonnberg.se',
  locale: 'sv-SE',
  robots: 'index, follow',
  currency: 'SEK',
  servicePhone: '08-33 07 70 00',
  newsletterVoucher: 11000,
  qrBillCreditor: SWISS_QR_BILL_CREDITOR,
  deliveryCountries: SONNBERG_COUNTRIES,
  sisters: sistersIn(SONNBERG_ASSORTMENT, 'sbs'),
  theme: SONNBERG_THEME,
};
