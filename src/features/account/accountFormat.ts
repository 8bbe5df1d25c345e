import { formatPrice } from '../../ui/formatPrice.ts';
import { customerTexts, type CustomerKey } from './customerTexts.ts';

// The account's states as the shop's language names them, and its date and amount formats.

export const PAYMENT_STATUS = { open: 'customerPaymentOpen', overdue: 'customerPaymentOverdue', paid: 'customerPaymentPaid' } as const;
export const ORDER_STATUS = {
  received: 'customerOrderReceived',
  inProgress: 'customerOrderInProgress',
  shipped: 'customerOrderShipped',
  delivered: 'customerOrderDelivered',
  cancelled: 'customerOrderCancelled',
} as const;
export const SHIPMENT_STATUS = {
  announced: 'customerShipmentAnnounced',
  inTransit: 'customerShipmentInTransit',
  outForDelivery: 'customerShipmentOutForDelivery',
  delivered: 'customerShipmentDelivered',
} as const;
export const RETURN_STATUS = {
  registered: 'customerReturnRegistered',
  received: 'customerReturnReceived',
  refunded: 'customerReturnRefunded',
} as const;
export const PAYMENT_METHOD = {
  invoice: 'customerMethodInvoice',
  installments: 'customerMethodInstallments',
  paymentPause: 'customerMethodPaymentPause',
  cashOnDelivery: 'customerMethodCashOnDelivery',
  creditCard: 'customerMethodCreditCard',
} as const;

/** The label of an enum value the schema may extend later: unknown ones show as they come. */
export function label(locale: string, labels: Record<string, CustomerKey>, value: string): string {
  return Object.hasOwn(labels, value) ? (customerTexts(locale)[labels[value]!] as () => string)() : value;
}

/** A date (ISO date or timestamp) as the shop's locale writes it ('TT.MM.JJJJ' in German), in the shop's time zone. */
export function formatDate(locale: string, iso: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T12:00:00Z`) : new Date(iso);
  return date.toLocaleDateString(locale, { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' });
}

export const money = (locale: string, cents: number, currency: string) => formatPrice(cents, currency, locale);

interface InvoiceState {
  status: 'open' | 'overdue' | 'paid' | '%future added value';
  installments: readonly { status: string }[];
  nextDueDate?: string | null;
}

/**
 * What an invoice's status reads: a running instalment plan is 'noch offen – laufende
 * Ratenzahlung' with its next due date, otherwise offen, überfällig or bezahlt.
 */
export function invoiceStatusText(locale: string, invoice: InvoiceState): string {
  const plan = invoice.installments.length > 0;
  if (plan && invoice.status === 'open' && invoice.installments.some((i) => i.status !== 'paid')) {
    const t = customerTexts(locale);
    return invoice.nextDueDate ? t.customerPlanNextDue({ date: formatDate(locale, invoice.nextDueDate) }) : t.customerPlanRunning();
  }
  return label(locale, PAYMENT_STATUS, invoice.status);
}
