import { sistersIn, type Tenant } from '../types.ts';
import { SWISS_QR_BILL_CREDITOR } from '../qrBillCreditor.ts';
import { ROSENWALD, ROSENWALD_ASSORTMENT, ROSENWALD_COUNTRIES, ROSENWALD_THEME } from '../families/rosenwald.ts';

export const tenant: Tenant = {
  code: 'rwd',
  brand: 'Rosenwald',
  family: ROSENWALD,
  host: 'https://www.rosenwald.de',
  locale: 'de-DE',
  robots: 'index, follow',
  currency: 'EUR',
  servicePhone: '0800 555 30 20',
  newsletterVoucher: 1000,
  qrBillCreditor: SWISS_QR_BILL_CREDITOR,
  deliveryCountries: ROSENWALD_COUNTRIES,
  sisters: sistersIn(ROSENWALD_ASSORTMENT, 'rwd'),
  theme: ROSENWALD_THEME,
  // The Rosenwald family writes whole prices as '20,-'.
  wholePricesAsDash: true,
};
