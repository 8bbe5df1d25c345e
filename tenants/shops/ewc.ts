import { sistersIn, type Tenant } from '../types.ts';
import { SWISS_QR_BILL_CREDITOR } from '../qrBillCreditor.ts';
import { ELBWIESE, ELBWIESE_ASSORTMENT, ELBWIESE_COUNTRIES, ELBWIESE_THEME } from '../families/elbwiese.ts';

export const tenant: Tenant = {
  code: 'ewc',
  brand: 'Elbwiese',
  family: ELBWIESE,
  host: 'https://www.elbwiese.ch',
  locale: 'de-CH',
  // Same German catalogue texts as elbwiese.de; search engines should list the German original.
  robots: 'noindex, follow',
  currency: 'CHF',
  servicePhone: '0848 35 06 06',
  newsletterVoucher: 1000,
  qrBillCreditor: SWISS_QR_BILL_CREDITOR,
  deliveryCountries: ELBWIESE_COUNTRIES,
  sisters: sistersIn(ELBWIESE_ASSORTMENT, 'ewc'),
  theme: ELBWIESE_THEME,
};
