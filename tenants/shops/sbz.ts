import { sistersIn, type Tenant } from '../types.ts';
import { SWISS_QR_BILL_CREDITOR } from '../qrBillCreditor.ts';
import { SONNBERG, SONNBERG_ASSORTMENT, SONNBERG_COUNTRIES, SONNBERG_THEME } from '../families/sonnberg.ts';

export const tenant: Tenant = {
  code: 'sbz',
  brand: 'Sonnberg',
  family: SONNBERG,
  host: 'https://www.sonnberg.cz',
  locale: 'cs-CZ',
  robots: 'index, follow',
  currency: 'CZK',
  servicePhone: '+420 225 330 770',
  newsletterVoucher: 25000,
  qrBillCreditor: SWISS_QR_BILL_CREDITOR,
  deliveryCountries: SONNBERG_COUNTRIES,
  sisters: sistersIn(SONNBERG_ASSORTMENT, 'sbz'),
  theme: SONNBERG_THEME,
};
