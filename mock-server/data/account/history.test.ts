import { describe, expect, it } from 'vitest';
import { catalogue } from '../catalogue.ts';
import { CUSTOMERS } from '../customers.ts';
import { NOW } from '../seed.ts';
import { ORDER_HISTORY_START } from './dates.ts';
import { buildHistory } from './history.ts';

const histories = CUSTOMERS.map((customer) => ({ customer, history: buildHistory(customer) }));
const all = <T>(pick: (h: ReturnType<typeof buildHistory>) => T[]) => histories.flatMap(({ history }) => pick(history));

describe('seeded account histories', () => {
  it('give one demo customer per verification state', () => {
    expect(new Set(CUSTOMERS.map((c) => c.verificationState))).toEqual(new Set(['verified', 'notVerified', 'pending', 'withdrawn']));
  });

  it('cover every order, shipment and return status', () => {
    expect(new Set(all((h) => h.orders).map((o) => o.status))).toEqual(
      new Set(['received', 'inProgress', 'shipped', 'delivered', 'cancelled']),
    );
    expect(new Set(all((h) => h.orders.flatMap((o) => o.shipments)).map((s) => s.status))).toEqual(
      new Set(['announced', 'inTransit', 'outForDelivery', 'delivered']),
    );
    expect(new Set(all((h) => h.returns).map((r) => r.status))).toEqual(new Set(['registered', 'received', 'refunded']));
  });

  it('cover every invoice and instalment status and payment method', () => {
    const invoices = all((h) => h.invoices);
    expect(new Set(invoices.map((i) => i.status))).toEqual(new Set(['open', 'overdue', 'paid']));
    expect(new Set(invoices.flatMap((i) => i.installments).map((i) => i.status))).toEqual(new Set(['open', 'overdue', 'paid']));
    expect(new Set(invoices.map((i) => i.paymentMethod))).toEqual(
      new Set(['invoice', 'installments', 'paymentPause', 'cashOnDelivery', 'creditCard']),
    );
  });

  it('order real catalogue articles at their prices', () => {
    const { productById } = catalogue();
    for (const { customer, history } of histories) {
      for (const order of history.orders) {
        for (const item of order.items) {
          const product = productById.get(item.productId)?.product;
          expect(product?.name).toBe(item.name);
          if (customer.currency === 'EUR') {
            expect(product!.dimensions.flatMap((d) => d.variants).some((v) => v.price.withTax === item.price)).toBe(true);
          }
        }
        expect(order.total).toBeGreaterThan(order.items.reduce((s, i) => s + i.price * i.quantity, 0));
      }
    }
  });

  it('split instalments exactly and date nothing after now', () => {
    for (const invoice of all((h) => h.invoices)) {
      if (invoice.installments.length > 0) expect(invoice.installments.reduce((s, i) => s + i.amount, 0)).toBe(invoice.amount);
    }
    const moments = [
      ...all((h) => h.orders).map((o) => o.date),
      ...all((h) => h.orders.flatMap((o) => o.shipments.flatMap((s) => s.events))).map((e) => e.at),
      ...all((h) => h.returns).map((r) => r.registeredAt),
    ];
    expect(moments.every((at) => Date.parse(at) <= NOW.getTime())).toBe(true);
  });

  it('number shipments "parcel n of m", newest event first', () => {
    for (const order of all((h) => h.orders)) {
      order.shipments.forEach((s, i) => expect([s.index, s.count]).toEqual([i + 1, order.shipments.length]));
      for (const s of order.shipments) expect([...s.events].sort((a, b) => b.at.localeCompare(a.at))).toEqual(s.events);
    }
  });

  it('has orders before the history start, shown only through their invoices', () => {
    expect(all((h) => h.orders).some((o) => o.date < ORDER_HISTORY_START)).toBe(true);
  });

  it('bills the Swiss customer in CHF with QR bills', () => {
    const swiss = histories.find(({ customer }) => customer.currency === 'CHF')!.history;
    expect(swiss.invoices.length).toBeGreaterThan(0);
    for (const invoice of swiss.invoices) expect(invoice.qrBill?.reference).toMatch(/^\d{27}$/);
  });
});
