import { describe, expect, it } from 'vitest';
import { areaContent, customerRoute, orderPath, PASSWORD_RESET_PATH } from './customerRoutes.ts';

describe('customerRoute', () => {
  it.each([
    ['/customer', { view: 'overview' }],
    ['/customer/', { view: 'overview' }],
    ['/customer/orders', { view: 'orders' }],
    ['/customer/orders/2026/7100470558', { view: 'order', number: '7100470558' }],
    ['/customer/returns', { view: 'returns' }],
    ['/customer/invoices', { view: 'invoices' }],
    ['/customer/invoices/8100245567', { view: 'invoice', number: '8100245567' }],
    ['/customer/maturities', { view: 'maturities' }],
    ['/customer/balance/', { view: 'balance' }],
    [PASSWORD_RESET_PATH, { view: 'passwordReset' }],
    ['/customer/orders/26/7100470558', { view: 'order', number: '7100470558' }],
    ['/customer/orders/4711/7100470558', { view: 'order', number: '7100470558' }],
    ['/customer/orders/1000123456/7100470558', { view: 'order', number: '7100470558' }],
    ['/customer/orders/x/1', { view: 'notFound' }],
    ['/customer/orders/1/x', { view: 'notFound' }],
    ['/customer/orders/2026/1/2', { view: 'notFound' }],
    ['/customer/invoices/abc', { view: 'notFound' }],
    ['/customer/unknown', { view: 'notFound' }],
  ])('%s', (path, route) => expect(customerRoute(path)).toEqual(route));

  it('builds order paths that lead back to the order', () => {
    const path = orderPath({ number: '7100470558', date: '2026-10-25T09:00:00Z' });
    expect(path).toBe('/customer/orders/2026/7100470558');
    expect(customerRoute(path)).toEqual({ view: 'order', number: '7100470558' });
  });
});

describe('areaContent', () => {
  it('is the password reset form and an activation link for anyone, the login prompt for guests, else the view', () => {
    expect(areaContent(customerRoute(PASSWORD_RESET_PATH), { loggedIn: false })).toEqual({ kind: 'passwordReset' });
    expect(areaContent(customerRoute('/customer'), { loggedIn: true, activation: 'a-1' })).toEqual({ kind: 'activate', token: 'a-1' });
    expect(areaContent(customerRoute('/customer/orders'), { loggedIn: false })).toEqual({ kind: 'login' });
    expect(areaContent(customerRoute('/customer/gibt-es-nicht'), { loggedIn: false })).toEqual({ kind: 'login' });
    expect(areaContent(customerRoute('/customer/gibt-es-nicht'), { loggedIn: true })).toEqual({ kind: 'notFound' });
    expect(areaContent(customerRoute('/customer/invoices/8100245567'), { loggedIn: true })).toEqual({
      kind: 'view',
      route: { view: 'invoice', number: '8100245567' },
    });
  });
});
