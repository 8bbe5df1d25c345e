/**
 * The customer's token for the personalised API: HttpOnly, written and read by the shop's server
 * only (src/server/personalisedRoute.ts), never by a script.
 */
export const AUTH_COOKIE = 'shop_auth';
/** Its readable companion ('1' while AUTH_COOKIE is set): tells the page a customer is logged in; no secret. */
export const SESSION_COOKIE = 'shop_session';
