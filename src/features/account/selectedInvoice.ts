// The invoice the customer opened last (spec: client state 'selected invoice', held while
// viewing): the list marks it when the customer comes back. Kept for the browser tab only.

const KEY = 'customer.selectedInvoice';

export function holdInvoice(number: string): void {
  try {
    sessionStorage.setItem(KEY, number);
  } catch {
    // No storage (private mode): the list just marks nothing.
  }
}

export function heldInvoice(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export const INVOICE_MONTHS = [3, 6, 12] as const;
export type InvoiceMonths = (typeof INVOICE_MONTHS)[number];

/** The filter from the URL (?months=); anything else is the default of 3 months. */
export function invoiceMonthsOf(value: string | undefined): InvoiceMonths {
  const months = Number(value);
  return (INVOICE_MONTHS as readonly number[]).includes(months) ? (months as InvoiceMonths) : 3;
}
