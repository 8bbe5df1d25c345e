// The shop's own route for the browser's personalised calls: the server adds the customer's token
// from the HttpOnly auth cookie (src/server/personalisedRoute.ts). Shared by browser and server.

/** Personalised GraphQL operations, in the same GET and POST forms as the API takes them. */
export const PERSONALISED_PATH = '/api/shop';
/** Hands a token the identity provider's login frame reported to the server (POST { token }). */
export const SESSION_PATH = '/api/session';
/**
 * Set by the shop's own scripts on every request to those routes. A cross-site form cannot set a
 * header, and a cross-site script that does needs a CORS preflight the shop never grants.
 */
export const CLIENT_HEADER = 'X-Shop-Client';
export const CLIENT_HEADER_VALUE = '1';
