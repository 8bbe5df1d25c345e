import { describe, expect, it } from 'vitest';
import type { Order } from '../../mock-server/__generated__/shop-resolvers.ts';
import { catalogue } from '../../mock-server/data/catalogue.ts';
import { CUSTOMERS } from '../../mock-server/data/customers.ts';
import { customerData, SHARED_KEYS } from '../../mock-server/sessions/domainState.ts';
import {
  ContractCustomerQueryDocument,
  ContractInvoiceQueryDocument,
  ContractInvoicesQueryDocument,
  ContractMaturitiesQueryDocument,
  ContractOrderQueryDocument,
  ContractOrdersQueryDocument,
  ContractRequestAccountDeletionMutationDocument,
  ContractRequestOlderInvoicesMutationDocument,
  ContractRequestVerificationEmailMutationDocument,
  ContractReturnsQueryDocument,
  ContractVerifyEmailMutationDocument,
} from './__generated__/shop/graphql.ts';
import { as, bearer, errorCode, fieldCodes, registerFresh } from './auth-support.ts';
import { newVisitor, post } from './support.ts';

const [anna, jonas, marlene, deniz, lukas] = CUSTOMERS as [
  (typeof CUSTOMERS)[0],
  (typeof CUSTOMERS)[0],
  (typeof CUSTOMERS)[0],
  (typeof CUSTOMERS)[0],
  (typeof CUSTOMERS)[0],
];
const guest = () => ({ visitor: newVisitor() });
const ordersOf = async (customer: typeof anna, months?: number) =>
  (await post(ContractOrdersQueryDocument, { months }, as(customer))).body.data!.orders;
const invoicesOf = async (customer: typeof anna, months?: number) =>
  (await post(ContractInvoicesQueryDocument, { months }, as(customer))).body.data!.invoices;

describe('the customer account needs a login', () => {
  it.each([
    ['customer', () => post(ContractCustomerQueryDocument, {}, guest())],
    ['orders', () => post(ContractOrdersQueryDocument, {}, guest())],
    ['order', () => post(ContractOrderQueryDocument, { number: '7100470558' }, guest())],
    ['returns', () => post(ContractReturnsQueryDocument, {}, guest())],
    ['invoices', () => post(ContractInvoicesQueryDocument, {}, guest())],
    ['invoice', () => post(ContractInvoiceQueryDocument, { number: '8100245567' }, guest())],
    ['maturities', () => post(ContractMaturitiesQueryDocument, {}, guest())],
    ['requestVerificationEmail', () => post(ContractRequestVerificationEmailMutationDocument, {}, guest())],
    ['requestAccountDeletion', () => post(ContractRequestAccountDeletionMutationDocument, {}, guest())],
    ['requestOlderInvoices', () => post(ContractRequestOlderInvoicesMutationDocument, { period: '2024' }, guest())],
  ])('%s: UNAUTHENTICATED for guests, HTTP 200', async (_, call) => {
    const { status, body } = await call();
    expect(status).toBe(200);
    // Non-null fields null the whole data, nullable ones just themselves.
    expect(Object.values(body.data ?? {}).every((value) => value === null)).toBe(true);
    expect(errorCode(body)).toBe('UNAUTHENTICATED');
  });

  it('answers HTTP 401 for a token of no account', async () => {
    const { status, body } = await post(
      ContractCustomerQueryDocument,
      {},
      { visitor: newVisitor(), headers: bearer('mock-token-12345678') },
    );
    expect(status).toBe(401);
    expect(errorCode(body)).toBe('UNAUTHENTICATED');
  });
});

describe('customer', () => {
  it('shows profile, address, customer card and balance', async () => {
    const customer = (await post(ContractCustomerQueryDocument, {}, as(anna))).body.data!.customer;
    expect(customer).toMatchObject({
      id: 'customer-40512873',
      customerNumber: '40512873',
      salutation: 'f',
      firstName: 'Anna',
      lastName: 'Becker',
      email: 'anna.becker@example.com',
      dateOfBirth: '1984-05-17',
      verificationState: 'verified',
      address: { street: 'Lindenstraße', houseNumber: '14', zipCode: '60325', city: 'Frankfurt am Main', country: 'DE' },
      customerCard: { holder: 'Anna Becker', validUntil: '2027-12-31' },
      balance: { currency: 'EUR' },
    });
    expect(customer.customerCard.barcode).toMatch(/^\d{13}$/);
  });

  it('has one demo customer per verification state', async () => {
    const states = await Promise.all(
      [anna, jonas, marlene, deniz].map(
        async (c) => (await post(ContractCustomerQueryDocument, {}, as(c))).body.data!.customer.verificationState,
      ),
    );
    expect(states).toEqual(['verified', 'notVerified', 'pending', 'withdrawn']);
  });

  it('shows credit as a positive balance and debts as negative', async () => {
    const balance = async (c: typeof anna) => (await post(ContractCustomerQueryDocument, {}, as(c))).body.data!.customer.balance;
    expect((await balance(jonas)).balance).toBeGreaterThan(0);
    const owed = await balance(marlene);
    expect(owed.overdueAmount).toBeGreaterThan(0);
    expect(owed.balance).toBe(-owed.openAmount);
    expect((await balance(lukas)).currency).toBe('CHF');
  });
});

describe('orders', () => {
  it('lists the last 12 months with catalogue articles, none before 01.07', async () => {
    const orders = await ordersOf(anna);
    expect(orders.map((o) => o.status)).toEqual(['received', 'inProgress', 'shipped', 'shipped', 'delivered', 'delivered', 'cancelled']);
    expect(orders.every((o) => o.date >= '2026-07-01')).toBe(true);
    const { productById } = catalogue();
    for (const item of orders.flatMap((o) => o.items)) expect(productById.get(item.productId)?.product.name).toBe(item.name);
    const split = orders.find((o) => o.shipments.length === 2)!;
    expect(split.shipments.map((s) => [s.index, s.count, s.status])).toEqual([
      [1, 2, 'delivered'],
      [2, 2, 'outForDelivery'],
    ]);
    expect(split.shipments[1]!.events[0]).toMatchObject({
      description: expect.stringContaining('Zusteller'),
      location: 'Frankfurt am Main',
    });
    expect(split.invoicePdfUrl).toMatch(/\.pdf$/);
  });

  it('narrows to fewer months', async () => {
    const [all, last] = [await ordersOf(anna, 12), await ordersOf(anna, 1)];
    expect(last.length).toBeGreaterThan(0);
    expect(last.length).toBeLessThan(all.length);
  });

  it('lists orders placed in checkout first', async () => {
    const fresh = await registerFresh();
    const placed: Order = { ...(await ordersOf(anna))[0]!, id: 'order-7200000001', number: '7200000001', shipments: [] };
    customerData<Order[]>(fresh.customerNumber, SHARED_KEYS.placedOrders, () => []).push(placed);
    const orders = (await post(ContractOrdersQueryDocument, {}, { visitor: newVisitor(), headers: bearer(fresh.token) })).body.data!.orders;
    expect(orders.map((o) => o.number)).toEqual(['7200000001']);
  });

  it("shows one order of the customer, never another customer's or a historic one", async () => {
    const order = async (c: typeof anna, number: string) => (await post(ContractOrderQueryDocument, { number }, as(c))).body.data!.order;
    expect((await order(anna, '7100470558'))?.items).toHaveLength(3);
    expect(await order(jonas, '7100470558')).toBeNull();
    // Ordered in June: before the history start, so only its invoice is shown.
    expect(await order(anna, '7100321198')).toBeNull();
  });

  it("keeps two customers' histories apart", async () => {
    const [a, j] = [await ordersOf(anna), await ordersOf(jonas)];
    const numbers = new Set(a.map((o) => o.number));
    expect(j.some((o) => numbers.has(o.number))).toBe(false);
  });
});

describe('returns', () => {
  it('lists returned items in every state, newest first', async () => {
    const returns = (await post(ContractReturnsQueryDocument, {}, as(anna))).body.data!.returns;
    expect(returns.map((r) => r.status)).toEqual(['registered', 'received', 'refunded']);
    expect(returns[2]!.refundAmount).toBeGreaterThan(0);
    expect(returns[0]!.refundAmount).toBeNull();
  });
});

describe('invoices and maturities', () => {
  it('filters by 3, 6 or 12 months', async () => {
    const counts = [await invoicesOf(anna, 3), await invoicesOf(anna, 6), await invoicesOf(anna, 12)].map((l) => l.length);
    expect(counts).toEqual([4, 5, 6]);
    expect((await invoicesOf(anna)).length).toBe(4);
  });

  it('shows an instalment plan with its next due date', async () => {
    const invoice = (await post(ContractInvoiceQueryDocument, { number: '8100150442' }, as(anna))).body.data!.invoice!;
    expect(invoice).toMatchObject({ status: 'open', paymentMethod: 'installments', nextDueDate: '2026-11-05', qrBill: null });
    expect(invoice.installments.map((i) => i.status)).toEqual([
      'paid',
      'paid',
      'paid',
      'paid',
      'open',
      'open',
      'open',
      'open',
      'open',
      'open',
    ]);
    expect(invoice.installments.reduce((s, i) => s + i.amount, 0)).toBe(invoice.amount);
  });

  it('covers open, overdue and paid invoices and instalments', async () => {
    const invoices = [...(await invoicesOf(anna, 12)), ...(await invoicesOf(marlene, 12))];
    expect(new Set(invoices.map((i) => i.status))).toEqual(new Set(['open', 'overdue', 'paid']));
    expect(new Set(invoices.flatMap((i) => i.installments.map((x) => x.status)))).toEqual(new Set(['open', 'overdue', 'paid']));
  });

  it('gives Swiss invoices a QR bill', async () => {
    const [invoice] = await invoicesOf(lukas);
    expect(invoice).toMatchObject({ currency: 'CHF', status: 'open' });
    expect(invoice!.qrBill).toMatchObject({ creditorZipCode: '9000', creditorCity: 'St. Gallen', amount: invoice!.amount });
    expect(invoice!.qrBill!.reference).toMatch(/^\d{27}$/);
  });

  it("answers null for another customer's invoice", async () => {
    expect((await post(ContractInvoiceQueryDocument, { number: '8100150442' }, as(jonas))).body.data!.invoice).toBeNull();
  });

  it('lists open payments with their due dates', async () => {
    const maturities = (await post(ContractMaturitiesQueryDocument, {}, as(marlene))).body.data!.maturities;
    expect(maturities.items.map((m) => m.status)).toContain('overdue');
    expect(maturities.openAmount).toBe(maturities.items.reduce((s, m) => s + m.amount, 0));
    expect((await post(ContractMaturitiesQueryDocument, {}, as(jonas))).body.data!.maturities).toEqual({
      currency: 'EUR',
      openAmount: 0,
      items: [],
    });
  });

  it('takes requests for older invoices', async () => {
    const { body } = await post(ContractRequestOlderInvoicesMutationDocument, { period: '2024' }, as(anna));
    expect(body.data?.requestOlderInvoices).toEqual({ success: true, reference: expect.stringMatching(/^RA-\d+$/) });
    const empty = await post(ContractRequestOlderInvoicesMutationDocument, { period: ' ' }, as(anna));
    expect(errorCode(empty.body)).toBe('FORM_REQUIRED_FIELDS_MISSING');
    expect(fieldCodes(empty.body)).toEqual(['period:FIELD_REQUIRED']);
  });
});

describe('e-mail verification', () => {
  it('sends the confirmation e-mail: notVerified and pending become pending', async () => {
    const fresh = await registerFresh();
    const request = (options: { visitor: string; headers: Record<string, string> }) =>
      post(ContractRequestVerificationEmailMutationDocument, {}, options);
    expect(
      (await request({ visitor: newVisitor(), headers: bearer(fresh.token) })).body.data?.requestVerificationEmail.verificationState,
    ).toBe('pending');
    expect((await request(as(marlene))).body.data?.requestVerificationEmail.verificationState).toBe('pending');
  });

  it('cannot mail a withdrawn address: CUSTOMER_EMAIL_VERIFICATION_SENDING_FAILED', async () => {
    const { body } = await post(ContractRequestVerificationEmailMutationDocument, {}, as(deniz));
    expect(errorCode(body)).toBe('CUSTOMER_EMAIL_VERIFICATION_SENDING_FAILED');
  });

  it('verifies from the link, for guests too', async () => {
    const fresh = await registerFresh();
    const verify = async (token: string) =>
      (await post(ContractVerifyEmailMutationDocument, { token }, guest())).body.data?.verifyEmail.status;
    expect(await verify(`verify-${fresh.customerNumber}`)).toBe('success');
    const customer = (await post(ContractCustomerQueryDocument, {}, { visitor: newVisitor(), headers: bearer(fresh.token) })).body.data!
      .customer;
    expect(customer.verificationState).toBe('verified');
    expect(await verify('verify-99999999')).toBe('invalid');
    expect(await verify('verify-error')).toBe('error');
    expect(await verify('verify-pending')).toBe('pending');
    expect(await verify(`verify-${deniz.customerNumber}`)).toBe('pending');
  });
});

describe('account deletion', () => {
  it('submits the request', async () => {
    const fresh = await registerFresh();
    const { body } = await post(
      ContractRequestAccountDeletionMutationDocument,
      {},
      { visitor: newVisitor(), headers: bearer(fresh.token) },
    );
    expect(body.data?.requestAccountDeletion).toEqual({ submitted: true });
  });

  it('fails with overdue payments: ACCOUNT_DELETION_FAILED', async () => {
    const { body } = await post(ContractRequestAccountDeletionMutationDocument, {}, as(marlene));
    expect(errorCode(body)).toBe('ACCOUNT_DELETION_FAILED');
  });
});
