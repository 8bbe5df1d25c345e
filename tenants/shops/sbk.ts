import { sistersIn, type Tenant } from '../types.ts';
import { SWISS_QR_BILL_CREDITOR } from '../qrBillCreditor.ts';
import { SONNBERG, SONNBERG_ASSORTMENT, SONNBERG_COUNTRIES, SONNBERG_THEME } from '../families/sonnberg.ts';

export const tenant: Tenant = {
  code: 'sbk',
  brand: 'Sonnberg',
  family: SONNBERG,
  host: 'https://www.sonnberg.sk',
  locale: 'sk-SK',
  robots: 'index, follow',
  currency: 'EUR',
  servicePhone: '+421 2 3307 7000',
  newsletterVoucher: 1000,
  qrBillCreditor: SWISS_QR_BILL_CREDITOR,
  deliveryCountries: SONNBERG_COUNTRIES,
  sisters: sistersIn(SONNBERG_ASSORTMENT, 'sbk'),
  theme: SONNBERG_THEME,
};
