import type { AccountKey } from './accountTexts.ts';

// The customer area's paths (/customer and below, all of page type customer). Order details live
// at /customer/orders/{n}/{n}: the shop writes the order's year and number, and takes any number
// as the first segment (links from older e-mails and apps name other ones); the second names the order.

export const PASSWORD_RESET_PATH = '/customer/passwort-zuruecksetzen';

export type CustomerRoute =
  | { view: 'overview' }
  | { view: 'orders' }
  | { view: 'order'; number: string }
  | { view: 'returns' }
  | { view: 'invoices' }
  | { view: 'invoice'; number: string }
  | { view: 'maturities' }
  | { view: 'balance' }
  | { view: 'passwordReset' }
  | { view: 'notFound' };

export const orderPath = (order: { number: string; date: string }) => `/customer/orders/${order.date.slice(0, 4)}/${order.number}`;
export const invoicePath = (number: string) => `/customer/invoices/${number}`;

/** The view of a logical path (without /webview); a trailing slash is ignored. */
export function customerRoute(pathname: string): CustomerRoute {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const parts = path.split('/').slice(2);
  if (path === '/customer') return { view: 'overview' };
  if (path === PASSWORD_RESET_PATH) return { view: 'passwordReset' };
  const [first, second, third, ...rest] = parts;
  if (rest.length > 0) return { view: 'notFound' };
  if (first === 'orders' && second === undefined) return { view: 'orders' };
  if (first === 'orders' && /^\d+$/.test(second ?? '') && /^\d+$/.test(third ?? '')) return { view: 'order', number: third! };
  if (third !== undefined) return { view: 'notFound' };
  if (first === 'invoices' && second === undefined) return { view: 'invoices' };
  if (first === 'invoices' && /^\d+$/.test(second ?? '')) return { view: 'invoice', number: second! };
  if (second !== undefined) return { view: 'notFound' };
  if (first === 'returns') return { view: 'returns' };
  if (first === 'maturities') return { view: 'maturities' };
  if (first === 'balance') return { view: 'balance' };
  return { view: 'notFound' };
}

/** Each view's title (the page's heading and title), as its message in the account texts. */
export const CUSTOMER_TITLES = {
  overview: 'accountTitleOverview',
  orders: 'accountTitleOrders',
  order: 'accountTitleOrder',
  returns: 'accountTitleReturns',
  invoices: 'accountTitleInvoices',
  invoice: 'accountTitleInvoice',
  maturities: 'accountTitleMaturities',
  balance: 'accountTitleBalance',
  passwordReset: 'accountTitlePasswordReset',
  notFound: 'accountTitleNotFound',
} as const satisfies Record<CustomerRoute['view'], AccountKey>;

/** The area's navigation, in this order on every page of it (labels as messages of the account texts). */
export const CUSTOMER_NAV = [
  { href: '/customer', label: 'accountNavOverview' },
  { href: '/customer/orders', label: 'accountNavOrders' },
  { href: '/customer/returns', label: 'accountNavReturns' },
  { href: '/customer/invoices', label: 'accountNavInvoices' },
  { href: '/customer/maturities', label: 'accountTitleMaturities' },
  { href: '/customer/balance', label: 'accountNavBalance' },
] as const satisfies readonly { href: string; label: AccountKey }[];

/** A path whose view shows the customer's data (the overview, orders, invoices …). */
export type CustomerViewRoute = Exclude<CustomerRoute, { view: 'passwordReset' | 'notFound' }>;

/**
 * What the area shows, decided alike by the page's +data on the server (which query it runs,
 * which view's code it loads) and by the page: the password reset form and an activation link
 * for anyone, the login prompt for guests, else the path's view.
 */
export type AreaContent =
  | { kind: 'passwordReset' }
  | { kind: 'activate'; token: string }
  | { kind: 'login' }
  | { kind: 'notFound' }
  | { kind: 'view'; route: CustomerViewRoute };

export function areaContent(route: CustomerRoute, { loggedIn, activation }: { loggedIn: boolean; activation?: string }): AreaContent {
  if (route.view === 'passwordReset') return { kind: 'passwordReset' };
  if (activation) return { kind: 'activate', token: activation };
  if (!loggedIn) return { kind: 'login' };
  if (route.view === 'notFound') return { kind: 'notFound' };
  return { kind: 'view', route };
}
