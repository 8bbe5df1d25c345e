import { sistersIn, type Tenant } from '../types.ts';
import { SWISS_QR_BILL_CREDITOR } from '../qrBillCreditor.ts';
import { ELBWIESE, ELBWIESE_ASSORTMENT, ELBWIESE_COUNTRIES, ELBWIESE_THEME } from '../families/elbwiese.ts';

export const tenant: Tenant = {
  code: 'ewd',
  brand: 'Elbwiese',
  family: ELBWIESE,
  host: 'https://www.elbwiese.de',
  locale: 'de-DE',
  robots: 'index, follow',
  currency: 'EUR',
  servicePhone: '0800 350 60 60',
  newsletterVoucher: 1000,
  qrBillCreditor: SWISS_QR_BILL_CREDITOR,
  deliveryCountries: ELBWIESE_COUNTRIES,
  sisters: sistersIn(ELBWIESE_ASSORTMENT, 'ewd'),
  theme: ELBWIESE_THEME,
};
