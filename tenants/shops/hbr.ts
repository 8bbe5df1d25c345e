import type { Tenant } from '../types.ts';
import { SWISS_QR_BILL_CREDITOR } from '../qrBillCreditor.ts';
import { HANSEBRUECK, HANSEBRUECK_COUNTRIES, HANSEBRUECK_THEME } from '../families/hansebrueck.ts';

// The default shop: the German shop this storefront is built for.
export const tenant: Tenant = {
  code: 'hbr',
  brand: 'Hansebrück',
  family: HANSEBRUECK,
  host: 'https://www.hansebrueck.de',
  locale: 'de-DE',
  robots: 'index, follow',
  currency: 'EUR',
  servicePhone: '0800 723 41 00',
  newsletterVoucher: 1000,
  qrBillCreditor: SWISS_QR_BILL_CREDITOR,
  deliveryCountries: HANSEBRUECK_COUNTRIES,
  theme: HANSEBRUECK_THEME,
  app: {
    ios: 'https://apps.apple.com/de/app/hansebrueck-mode-wohnen/id1000000001',
    android: 'https://play.google.com/store/apps/details?id=de.hansebrueck.app',
  },
};
