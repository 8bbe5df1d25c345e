import { describe, expect, it } from 'vitest';
import { ORDER_HISTORY_START } from '../../data/account/dates.ts';
import { CUSTOMERS, findCustomer, registerCustomer } from '../../data/customers.ts';
import { customerData, SHARED_KEYS } from '../../sessions/domainState.ts';
import { balanceOf, customerCardOf, invoiceMonths, invoicesOf, maturitiesOf, ordersOf } from './account.ts';
import { trackOrder } from './track.ts';
import { requestVerification, verifyEmailToken } from './verification.ts';

const [anna, jonas, marlene, deniz] = CUSTOMERS.map((c) => findCustomer(c.customerNumber)!);

const fresh = () =>
  registerCustomer({
    salutation: 'f',
    firstName: 'Ida',
    lastName: 'Krüger',
    email: `ida.${crypto.randomUUID()}@example.de`,
    dateOfBirth: null,
    password: 'Ida!2026',
  });

describe('orders', () => {
  it('shows nothing before 01.07 and at most 12 months', () => {
    const orders = ordersOf(anna!, 99);
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.every((o) => o.date >= ORDER_HISTORY_START)).toBe(true);
    expect(ordersOf(anna!, 1).every((o) => Date.parse(o.date) >= Date.parse('2026-10-01'))).toBe(true);
  });

  it('lists orders placed in checkout first, newest first', () => {
    const customer = fresh();
    const placed = customerData<{ number: string }[]>(customer.customerNumber, SHARED_KEYS.placedOrders, () => []);
    placed.push({ number: 'A' }, { number: 'B' });
    expect(ordersOf(customer).map((o) => o.number)).toEqual(['B', 'A']);
  });
});

describe('invoices and payments', () => {
  it('filters by 3, 6 or 12 months', () => {
    expect([1, 3, 4, 6, 7, 12, 24].map(invoiceMonths)).toEqual([3, 3, 6, 6, 12, 12, 12]);
    const [three, six, twelve] = [3, 6, 12].map((m) => invoicesOf(anna!, m).length);
    expect(three).toBeLessThan(six!);
    expect(six).toBeLessThan(twelve!);
  });

  it('lists unpaid invoices and instalments as maturities and sums them into the balance', () => {
    const maturities = maturitiesOf(marlene!);
    expect(maturities.items.some((m) => m.status === 'overdue')).toBe(true);
    const balance = balanceOf(marlene!);
    expect(balance.openAmount).toBe(maturities.openAmount);
    expect(balance.overdueAmount).toBeGreaterThan(0);
    expect(balance.balance).toBe(-balance.openAmount);
  });

  it('keeps recent refunds as credit', () => {
    expect(maturitiesOf(jonas!).items).toEqual([]);
    expect(balanceOf(jonas!).balance).toBeGreaterThan(0);
  });

  it('encodes the customer card as an EAN-13', () => {
    expect(customerCardOf(anna!)).toMatchObject({ holder: 'Anna Becker', barcode: expect.stringMatching(/^2940512873\d{3}$/) });
  });
});

describe('e-mail verification', () => {
  it('moves notVerified and pending to pending and refuses withdrawn addresses', () => {
    const customer = fresh();
    requestVerification(customer);
    expect(customer.verificationState).toBe('pending');
    expect(() => requestVerification(deniz!)).toThrow(
      expect.objectContaining({ extensions: { code: 'CUSTOMER_EMAIL_VERIFICATION_SENDING_FAILED' } }),
    );
  });

  it('answers each documented token', () => {
    const customer = fresh();
    expect(verifyEmailToken(`verify-${customer.customerNumber}`)).toBe('success');
    expect(customer.verificationState).toBe('verified');
    expect(verifyEmailToken(`verify-${deniz!.customerNumber}`)).toBe('pending');
    expect(verifyEmailToken('verify-pending')).toBe('pending');
    expect(verifyEmailToken('verify-error')).toBe('error');
    expect(verifyEmailToken('verify-99999999')).toBe('invalid');
    expect(verifyEmailToken('abc')).toBe('invalid');
  });
});

describe('track and trace', () => {
  const order = () => ordersOf(anna!).find((o) => o.shipments.length > 1)!;

  it('finds an order by number and delivery zip code', () => {
    const found = trackOrder(order().number, order().deliveryAddress.zipCode, null);
    expect(found?.shipments).toHaveLength(2);
    expect(trackOrder(order().number, '99999', null)).toBeNull();
    expect(trackOrder(order().number, null, null)).toBeNull();
  });

  it("lets customers track their own orders without a zip code, not others' orders", () => {
    expect(trackOrder(order().number, null, anna!)?.orderNumber).toBe(order().number);
    expect(trackOrder(order().number, null, jonas!)).toBeNull();
  });
});
