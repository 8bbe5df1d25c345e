import { sistersIn, type Tenant } from '../types.ts';
import { SWISS_QR_BILL_CREDITOR } from '../qrBillCreditor.ts';
import { ELBWIESE, ELBWIESE_ASSORTMENT, ELBWIESE_COUNTRIES, ELBWIESE_THEME } from '../families/elbwiese.ts';

export const tenant: Tenant = {
  code: 'ewn',
  brand: 'Elbwiese',
  family: ELBWIESE,
  host: 'https://www.elbwiese.nl',
  locale: 'nl-NL',
  robots: 'index, follow',
  currency: 'EUR',
  servicePhone: '085 350 60 60',
  newsletterVoucher: 1000,
  qrBillCreditor: SWISS_QR_BILL_CREDITOR,
  deliveryCountries: ELBWIESE_COUNTRIES,
  sisters: sistersIn(ELBWIESE_ASSORTMENT, 'ewn'),
  theme: ELBWIESE_THEME,
};
