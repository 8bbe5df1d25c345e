import type { Installment, Invoice, InvoicePaymentMethod, PaymentStatus, QrBill } from '../../__generated__/shop-resolvers.ts';
import { NOW } from '../seed.ts';
import { addDays, addMonths, isoDay } from './dates.ts';
import { qrReference } from './qr-reference.ts';

export interface InvoiceSeed {
  number: string;
  /** A plain invoice: paid, or open until its due date and overdue after. */
  paid?: boolean;
  /** An instalment plan (Ratenkauf): how many of its monthly instalments are paid. */
  paidInstalments?: number;
  /** Number of monthly instalments of a plan (default 6). */
  instalments?: number;
}

/** The Swiss shop's creditor, as configured for QR bills. */
export const SWISS_CREDITOR = {
  creditorName: 'Mode & Heim Versand AG',
  creditorZipCode: '9000',
  creditorCity: 'St. Gallen',
  // The QR-IBAN of the Swiss implementation guidelines' examples.
  iban: 'CH4431999123000889012',
} as const;

/** Days until a plain invoice is due: 14, or 100 with the payment pause ('Zahlpause'). */
const PAYMENT_TERM_DAYS: Partial<Record<InvoicePaymentMethod, number>> = { invoice: 14, paymentPause: 100 };

const unpaidStatus = (dueOn: Date): PaymentStatus => (dueOn < NOW ? 'overdue' : 'open');

export const invoicePdfUrl = (number: string) => `/mock/invoices/${number}.pdf`;

function instalmentPlan(seed: InvoiceSeed, date: Date, amount: number): Installment[] {
  const count = seed.instalments ?? 6;
  const share = Math.floor(amount / count);
  return Array.from({ length: count }, (_, i) => {
    const dueOn = addMonths(date, i + 1);
    return {
      installment: i + 1,
      dueOn: isoDay(dueOn),
      // The first instalment takes the cents that do not divide evenly.
      amount: i === 0 ? amount - share * (count - 1) : share,
      status: i < (seed.paidInstalments ?? 0) ? 'paid' : unpaidStatus(dueOn),
    };
  });
}

function planStatus(installments: readonly Installment[]): PaymentStatus {
  if (installments.some((i) => i.status === 'overdue')) return 'overdue';
  return installments.every((i) => i.status === 'paid') ? 'paid' : 'open';
}

export interface InvoiceContext {
  /** The order's date; the invoice follows a day later, when the goods leave. */
  orderDate: Date;
  amount: number;
  currency: string;
  method: InvoicePaymentMethod;
}

/** Due date of a plain invoice, or null when it is paid on delivery (COD, credit card). */
export function plainDueDate(method: InvoicePaymentMethod, date: Date): Date | null {
  const days = PAYMENT_TERM_DAYS[method];
  return days === undefined ? null : addDays(date, days);
}

export function buildInvoice(seed: InvoiceSeed, { orderDate, amount, currency, method }: InvoiceContext): Invoice {
  const date = addDays(orderDate, 1);
  const installments = method === 'installments' ? instalmentPlan(seed, date, amount) : [];
  let status: PaymentStatus;
  if (method === 'installments') status = planStatus(installments);
  else {
    const dueOn = plainDueDate(method, date);
    status = seed.paid || dueOn === null ? 'paid' : unpaidStatus(dueOn);
  }
  const open = installments.filter((i) => i.status !== 'paid');
  const qrBill: QrBill | null =
    currency === 'CHF'
      ? {
          ...SWISS_CREDITOR,
          reference: qrReference(seed.number),
          amount: open.length > 0 ? open.reduce((s, i) => s + i.amount, 0) : amount,
        }
      : null;
  return {
    id: `invoice-${seed.number}`,
    number: seed.number,
    date: isoDay(date),
    amount,
    currency,
    status,
    paymentMethod: method,
    pdfUrl: invoicePdfUrl(seed.number),
    installments,
    nextDueDate: method === 'installments' ? (open[0]?.dueOn ?? null) : null,
    qrBill,
  };
}
