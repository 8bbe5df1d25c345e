import { sistersIn, type Tenant } from '../types.ts';
import { SWISS_QR_BILL_CREDITOR } from '../qrBillCreditor.ts';
import { SONNBERG, SONNBERG_ASSORTMENT, SONNBERG_COUNTRIES, SONNBERG_THEME } from '../families/sonnberg.ts';

export const tenant: Tenant = {
  code: 'sbd',
  brand: 'Sonnberg',
  family: SONNBERG,
  host: 'https://www.sonnberg.de',
  locale: 'de-DE',
  robots: 'index, follow',
  currency: 'EUR',
  servicePhone: '0800 330 77 00',
  newsletterVoucher: 1000,
  qrBillCreditor: SWISS_QR_BILL_CREDITOR,
  deliveryCountries: SONNBERG_COUNTRIES,
  sisters: sistersIn(SONNBERG_ASSORTMENT, 'sbd'),
  theme: SONNBERG_THEME,
};
