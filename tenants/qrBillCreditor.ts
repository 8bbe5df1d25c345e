import type { QrBillCreditor } from './types.ts';

/**
 * The postcode and town of the Swiss company the shops' Swiss invoices are paid to. Every shop
 * invoices customers in Switzerland through it, so every shop names it; the name and the QR-IBAN
 * come with each invoice.
 */
export const SWISS_QR_BILL_CREDITOR: QrBillCreditor = { zipCode: '9000', city: 'St. Gallen' };
