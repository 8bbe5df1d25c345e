import type { PageContext } from 'vike/types';

// https://vike.dev/route — the account and every page under it,
// including the password reset page /customer/passwort-zuruecksetzen.
export default function route(pageContext: PageContext) {
  const path = pageContext.urlPathname;
  return path === '/customer' || path.startsWith('/customer/');
}
