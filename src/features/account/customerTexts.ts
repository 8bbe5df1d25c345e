import { messagesOf } from '../../i18n/catalogue.ts';

// The texts of the account's views (overview, orders, returns, invoices, balance, payments and
// their modals) in the shop's language (messages/<language>/customer.json). Each view loads later,
// with them (src/features/account/accountViews.ts).

export const customerTexts = (locale: string) => messagesOf('customer', locale);

export type CustomerKey = keyof ReturnType<typeof customerTexts>;
