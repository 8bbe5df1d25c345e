import type {
  AccountBalance,
  Customer as CustomerView,
  CustomerCard,
  Invoice,
  Maturities,
  Maturity,
  Order,
} from '../../__generated__/shop-resolvers.ts';
import { ORDER_HISTORY_START, isoDay, monthsAgo } from '../../data/account/dates.ts';
import { historyOf } from '../../data/account/history.ts';
import { plainDueDate } from '../../data/account/invoices.ts';
import type { Customer } from '../../data/customers.ts';
import { customerData, SHARED_KEYS } from '../../sessions/domainState.ts';

/** Orders of the last `months` months (1–12), never before the history start; placed ones first. */
export function ordersOf(customer: Customer, months: number | null | undefined = 12): Order[] {
  const span = Math.min(12, Math.max(1, months ?? 12));
  const from = [monthsAgo(span).toISOString(), ORDER_HISTORY_START].sort().at(-1)!;
  // Checkout appends orders as they are placed: the newest comes first.
  const placed = [...customerData<Order[]>(customer.customerNumber, SHARED_KEYS.placedOrders, () => [])].reverse();
  return [...placed, ...historyOf(customer).orders.filter((o) => o.date >= from)];
}

/** The invoice filter offers 3, 6 or 12 months; other values round up to the next of them. */
export function invoiceMonths(months: number | null | undefined): 3 | 6 | 12 {
  const m = months ?? 3;
  return m <= 3 ? 3 : m <= 6 ? 6 : 12;
}

export function invoicesOf(customer: Customer, months: number | null | undefined): Invoice[] {
  const from = isoDay(monthsAgo(invoiceMonths(months)));
  return historyOf(customer).invoices.filter((i) => i.date >= from);
}

/** Every unpaid amount: a plain invoice once, an instalment plan per unpaid instalment. */
export function maturitiesOf(customer: Customer): Maturities {
  const items: Maturity[] = [];
  for (const invoice of historyOf(customer).invoices) {
    if (invoice.installments.length > 0) {
      for (const i of invoice.installments) {
        if (i.status === 'paid') continue;
        items.push({
          id: `maturity-${invoice.number}-${i.installment}`,
          invoiceNumber: invoice.number,
          dueOn: i.dueOn,
          amount: i.amount,
          status: i.status,
        });
      }
    } else if (invoice.status !== 'paid') {
      items.push({
        id: `maturity-${invoice.number}`,
        invoiceNumber: invoice.number,
        dueOn: dueOnOf(invoice),
        amount: invoice.amount,
        status: invoice.status,
      });
    }
  }
  items.sort((a, b) => a.dueOn.localeCompare(b.dueOn));
  return { currency: customer.currency, openAmount: items.reduce((sum, m) => sum + m.amount, 0), items };
}

function dueOnOf(invoice: Invoice): string {
  const due = plainDueDate(invoice.paymentMethod, new Date(`${invoice.date}T00:00:00Z`));
  return due ? isoDay(due) : invoice.date;
}

/** openAmount is everything unpaid, overdueAmount the part of it past due; credit counts positive. */
export function balanceOf(customer: Customer): AccountBalance {
  const { items } = maturitiesOf(customer);
  const openAmount = items.reduce((sum, m) => sum + m.amount, 0);
  const overdueAmount = items.filter((m) => m.status === 'overdue').reduce((sum, m) => sum + m.amount, 0);
  return { currency: customer.currency, balance: historyOf(customer).credit - openAmount, openAmount, overdueAmount };
}

function ean13(twelveDigits: string): string {
  const sum = [...twelveDigits].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${twelveDigits}${(10 - (sum % 10)) % 10}`;
}

/** The digital customer card: an EAN-13 from the customer number, valid to the end of next year. */
export function customerCardOf(customer: Customer): CustomerCard {
  const barcode = ean13(`29${customer.customerNumber.padStart(8, '0')}00`);
  return {
    number: barcode,
    holder: `${customer.firstName} ${customer.lastName}`,
    barcode,
    validUntil: '2027-12-31',
  };
}

export function customerView(customer: Customer): CustomerView {
  return {
    id: `customer-${customer.customerNumber}`,
    customerNumber: customer.customerNumber,
    salutation: customer.salutation,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    dateOfBirth: customer.dateOfBirth,
    verificationState: customer.verificationState,
    address: customer.address,
    customerCard: customerCardOf(customer),
    balance: balanceOf(customer),
  };
}
