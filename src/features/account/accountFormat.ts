import { formatPrice } from '../../ui/formatPrice.ts';

// German labels of the account's states and its date and amount formats.

export const PAYMENT_STATUS = { open: 'offen', overdue: 'überfällig', paid: 'bezahlt' } as const;
export const ORDER_STATUS = {
  received: 'Eingegangen',
  inProgress: 'In Bearbeitung',
  shipped: 'Versendet',
  delivered: 'Zugestellt',
  cancelled: 'Storniert',
} as const;
export const SHIPMENT_STATUS = {
  announced: 'Angekündigt',
  inTransit: 'Unterwegs',
  outForDelivery: 'In Zustellung',
  delivered: 'Zugestellt',
} as const;
export const RETURN_STATUS = { registered: 'Angemeldet', received: 'Eingegangen', refunded: 'Erstattet' } as const;
export const PAYMENT_METHOD = {
  invoice: 'Rechnung',
  installments: 'Ratenkauf',
  paymentPause: 'Zahlpause',
  cashOnDelivery: 'Nachnahme',
  creditCard: 'Kreditkarte',
} as const;

/** Labels of enum values the schema may extend later: unknown ones show as they come. */
export function label<T extends Record<string, string>>(labels: T, value: string): string {
  return Object.hasOwn(labels, value) ? labels[value as keyof T]! : value;
}

/** 'TT.MM.JJJJ' of an ISO date or timestamp, in the shop's time zone. */
export function formatDate(iso: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T12:00:00Z`) : new Date(iso);
  return date.toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' });
}

export const money = (cents: number, currency: string) => formatPrice(cents, currency);

/** 'Paket n von m' (spec 2: shipment tracking 'parcel n of m'). */
export const parcelLabel = (index: number, count: number) => `Paket ${index} von ${count}`;

interface InvoiceState {
  status: 'open' | 'overdue' | 'paid' | '%future added value';
  installments: readonly { status: string }[];
  nextDueDate?: string | null;
}

/**
 * What an invoice's status reads: a running instalment plan is 'noch offen – laufende
 * Ratenzahlung' with its next due date (spec 4), otherwise offen, überfällig or bezahlt.
 */
export function invoiceStatusText(invoice: InvoiceState): string {
  const plan = invoice.installments.length > 0;
  if (plan && invoice.status === 'open' && invoice.installments.some((i) => i.status !== 'paid')) {
    const next = invoice.nextDueDate ? `, nächste Rate fällig am ${formatDate(invoice.nextDueDate)}` : '';
    return `noch offen – laufende Ratenzahlung${next}`;
  }
  return label(PAYMENT_STATUS, invoice.status);
}
