/** The cookie that holds the customer's token for the personalised API (set at login). */
export const AUTH_COOKIE = 'shop_auth';
