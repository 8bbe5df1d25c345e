import type { Tenant } from '../types.ts';
import { SWISS_QR_BILL_CREDITOR } from '../qrBillCreditor.ts';
import { FEDERHAIN, FEDERHAIN_COUNTRIES, FEDERHAIN_THEME } from '../families/federhain.ts';

export const tenant: Tenant = {
  code: 'fhw',
  brand: 'Federhain',
  family: FEDERHAIN,
  host: 'https://www.federhain.de',
  locale: 'de-DE',
  robots: 'index, follow',
  currency: 'EUR',
  servicePhone: '0800 400 12 12',
  newsletterVoucher: 1000,
  qrBillCreditor: SWISS_QR_BILL_CREDITOR,
  deliveryCountries: FEDERHAIN_COUNTRIES,
  theme: FEDERHAIN_THEME,
};
