import type { MutationResolvers, QueryResolvers, Resolvers } from '../../__generated__/shop-resolvers.ts';
import { historyOf } from '../../data/account/history.ts';
import { graphqlError } from '../../graphql/errors.ts';
import { requireValidAuth } from '../../sessions/require-auth.ts';
import { assertFields, requiredProblems } from '../../validation/problems.ts';
import { nextReference } from '../forms/references.ts';
import { requireCustomer } from './access.ts';
import { balanceOf, customerView, invoicesOf, maturitiesOf, ordersOf } from './account.ts';
import { trackOrder } from './track.ts';
import { requestVerification, verifyEmailToken } from './verification.ts';

export const Query = {
  customer: (_, __, context) => customerView(requireCustomer(context)),
  orders: (_, { months }, context) => ordersOf(requireCustomer(context), months),
  order: (_, { number }, context) => ordersOf(requireCustomer(context)).find((o) => o.number === number.trim()) ?? null,
  returns: (_, __, context) => {
    const customer = requireCustomer(context);
    const visible = new Set(ordersOf(customer).map((o) => o.number));
    return historyOf(customer).returns.filter((r) => visible.has(r.orderNumber));
  },
  invoices: (_, { months }, context) => invoicesOf(requireCustomer(context), months),
  invoice: (_, { number }, context) => historyOf(requireCustomer(context)).invoices.find((i) => i.number === number.trim()) ?? null,
  maturities: (_, __, context) => maturitiesOf(requireCustomer(context)),
  trackAndTrace: (_, { input }, context) => {
    requireValidAuth(context);
    const me = context.auth.kind === 'customer' ? context.auth.customer : null;
    const problems = requiredProblems('orderNumber', input.orderNumber);
    if (!me) problems.push(...requiredProblems('zipCode', input.zipCode));
    assertFields(problems);
    return trackOrder(input.orderNumber, input.zipCode, me);
  },
} satisfies QueryResolvers;

export const Mutation = {
  requestVerificationEmail: (_, __, context) => {
    const customer = requireCustomer(context);
    requestVerification(customer);
    return customerView(customer);
  },

  // The link of the confirmation e-mail may be opened in any browser, logged in or not.
  verifyEmail: (_, { token }, context) => {
    requireValidAuth(context);
    return { status: verifyEmailToken(token) };
  },

  // Accounts with overdue payments cannot be deleted before they are settled.
  requestAccountDeletion: (_, __, context) => {
    const customer = requireCustomer(context);
    if (balanceOf(customer).overdueAmount > 0) {
      throw graphqlError('Ihr Konto kann wegen offener Zahlungen derzeit nicht gelöscht werden.', { code: 'ACCOUNT_DELETION_FAILED' });
    }
    customer.deletionRequested = true;
    return { submitted: true };
  },

  requestOlderInvoices: (_, { input }, context) => {
    requireCustomer(context);
    assertFields(requiredProblems('period', input.period));
    return { success: true, reference: nextReference('RA') };
  },
} satisfies MutationResolvers;

export const resolvers: Resolvers = { Query, Mutation };
