import { sistersIn, type Tenant } from '../types.ts';
import { SWISS_QR_BILL_CREDITOR } from '../qrBillCreditor.ts';
import { ELBWIESE, ELBWIESE_ASSORTMENT, ELBWIESE_COUNTRIES, ELBWIESE_THEME } from '../families/elbwiese.ts';

export const tenant: Tenant = {
  code: 'ewa',
  brand: 'Elbwiese',
  family: ELBWIESE,
  host: 'https://www.elbwiese.at',
  locale: 'de-AT',
  robots: 'index, follow',
  currency: 'EUR',
  servicePhone: '0800 35 06 06',
  newsletterVoucher: 1000,
  qrBillCreditor: SWISS_QR_BILL_CREDITOR,
  deliveryCountries: ELBWIESE_COUNTRIES,
  sisters: sistersIn(ELBWIESE_ASSORTMENT, 'ewa'),
  theme: ELBWIESE_THEME,
};
