import type { Invoice, InvoicePaymentMethod, Order, OrderItem, ReturnItem } from '../../__generated__/shop-resolvers.ts';
import { cached } from '../../state.ts';
import type { Customer } from '../customers.ts';
import { NOW } from '../seed.ts';
import { DAY, daysAgo } from './dates.ts';
import { buildInvoice, invoicePdfUrl } from './invoices.ts';
import { isForwarded, orderItem } from './items.ts';
import { HISTORY_SEEDS, type OrderSeed, type ReturnSeed } from './seeds.ts';
import { shipment } from './shipments.ts';

/** A customer's seeded account history, newest first. */
export interface AccountHistory {
  /** Every seeded order, also those before the history start (their invoices still show). */
  orders: Order[];
  returns: ReturnItem[];
  invoices: Invoice[];
  /** Refunds of the last 30 days, credited to the account until they are paid out. */
  credit: number;
}

export const PAYMENT_LABELS: Record<InvoicePaymentMethod, string> = {
  invoice: 'Rechnung',
  installments: 'Ratenkauf',
  paymentPause: 'Zahlpause',
  cashOnDelivery: 'Nachnahme',
  creditCard: 'Kreditkarte',
};

/** Shipping per order (parcels) and freight (forwarding agent), in the customer's currency. */
const SHIPPING = { EUR: 595, CHF: 795 } as const;
const FREIGHT = { EUR: 1790, CHF: 1990 } as const;
const CREDIT_DAYS = 30;

function orderTotal(seed: OrderSeed, items: readonly OrderItem[], currency: Customer['currency']): number {
  const articles = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const forwarded = seed.items.map(isForwarded);
  const shipping = forwarded.some((f) => !f) ? SHIPPING[currency] : 0;
  const freight = forwarded.some(Boolean) ? FREIGHT[currency] : 0;
  return articles + shipping + freight;
}

function returnItem(seed: OrderSeed, ret: ReturnSeed, items: readonly OrderItem[]): ReturnItem {
  const item = items[ret.item]!;
  const quantity = ret.quantity ?? item.quantity;
  return {
    id: `return-${seed.number}-${ret.item + 1}`,
    orderNumber: seed.number,
    productId: item.productId,
    name: item.name,
    sizeLabel: item.sizeLabel,
    quantity,
    registeredAt: daysAgo(ret.daysAgo, 11).toISOString(),
    status: ret.status,
    refundAmount: ret.status === 'refunded' ? item.price * quantity : null,
  };
}

export function buildHistory(customer: Customer): AccountHistory {
  const history: AccountHistory = { orders: [], returns: [], invoices: [], credit: 0 };
  const currency = customer.currency;
  for (const seed of HISTORY_SEEDS[customer.customerNumber] ?? []) {
    const date = daysAgo(seed.daysAgo, 8 + (seed.daysAgo % 11));
    const address = seed.deliveryAddress ?? customer.address!;
    const items = seed.items.map((item, i) => orderItem(seed.number, i, item, currency));
    const total = orderTotal(seed, items, currency);
    const parcels = seed.parcels ?? [];
    const invoice = seed.invoice && buildInvoice(seed.invoice, { orderDate: date, amount: total, currency, method: seed.payment });
    if (invoice) history.invoices.push(invoice);
    history.orders.push({
      id: `order-${seed.number}`,
      number: seed.number,
      date: date.toISOString(),
      total,
      currency,
      deliveryAddress: address,
      paymentMethod: PAYMENT_LABELS[seed.payment],
      items,
      invoicePdfUrl: invoice ? invoicePdfUrl(invoice.number) : null,
      shipments: parcels.map((parcel, i) => shipment(seed.number, i + 1, parcels.length, parcel, address.city)),
      status: seed.status,
    });
    for (const ret of seed.returns ?? []) history.returns.push(returnItem(seed, ret, items));
  }
  history.returns.sort((a, b) => b.registeredAt.localeCompare(a.registeredAt));
  history.credit = history.returns
    .filter((r) => r.status === 'refunded' && NOW.getTime() - Date.parse(r.registeredAt) <= CREDIT_DAYS * DAY)
    .reduce((sum, r) => sum + (r.refundAmount ?? 0), 0);
  return history;
}

/** The history of one customer, built once per process (registered customers have none). */
export function historyOf(customer: Customer): AccountHistory {
  return cached(`account.history.${customer.customerNumber}`, () => buildHistory(customer));
}
