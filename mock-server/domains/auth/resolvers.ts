import type { AuthResult, MutationResolvers, Resolvers } from '../../__generated__/shop-resolvers.ts';
import type { ShopContext } from '../../context.ts';
import { customerByEmail, findCustomer, registerCustomer, tokenFor, type Customer } from '../../data/customers.ts';
import { graphqlError } from '../../graphql/errors.ts';
import { customerData } from '../../sessions/domainState.ts';
import { restoreToken, revokeToken } from '../../sessions/auth.ts';
import { requireValidAuth } from '../../sessions/require-auth.ts';
import { emailProblems, formError } from '../../validation/fields.ts';
import { assertFields, passwordProblems } from '../../validation/problems.ts';
import { clientOf } from '../client/client.ts';
import { registrationProblems } from './register.ts';
import { parseActivationToken, parseResetToken } from './tokens.ts';

/** Reset tokens already used, per customer: a link works once. */
const USED_RESET_TOKENS = 'auth.usedResetTokens';

// Login, registration and the e-mail links do not check the request's bearer token: they are
// how a visitor gets a valid one, also after logging out with the old one still in the cookie.
function signIn(context: ShopContext, customer: Customer): AuthResult {
  restoreToken(customer.customerNumber, context.visitor.id);
  context.visitor.customerNumber = customer.customerNumber;
  return { token: tokenFor(customer), client: clientOf(customer) };
}

export const Mutation = {
  login: (_, { input }, context) => {
    const customer = input.method === 'email' ? customerByEmail(input.identifier) : findCustomer(input.identifier);
    if (!customer || customer.password !== input.password) {
      throw graphqlError('Die Anmeldedaten sind nicht korrekt. Bitte prüfen Sie Kundennummer bzw. E-Mail-Adresse und Passwort.', {
        code: 'LOGIN_FAILED',
      });
    }
    return signIn(context, customer);
  },

  logout: (_, __, context) => {
    requireValidAuth(context);
    if (context.auth.kind === 'customer') revokeToken(context.auth.customer.customerNumber, context.visitor.id);
    context.visitor.customerNumber = null;
    return clientOf(null);
  },

  register: (_, { input }, context) => {
    assertFields(registrationProblems(input));
    if (customerByEmail(input.email)) throw formError([{ field: 'email', code: 'EMAIL_ALREADY_REGISTERED' }], 'EMAIL_ALREADY_REGISTERED');
    const customer = registerCustomer({
      salutation: input.salutation,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      email: input.email.trim(),
      dateOfBirth: input.dateOfBirth || null,
      password: input.password,
    });
    return signIn(context, customer);
  },

  activateAccount: (_, { token }, context) => {
    const number = parseActivationToken(token);
    const customer = number === null ? undefined : findCustomer(number);
    if (!customer) throw graphqlError('Der Aktivierungslink ist ungültig.', { code: 'ACCOUNT_ACTIVATION_FAILED' });
    customer.activated = true;
    // The link arrived at the address, which verifies it (a withdrawn address stays withdrawn).
    if (customer.verificationState === 'notVerified' || customer.verificationState === 'pending') customer.verificationState = 'verified';
    return signIn(context, customer);
  },

  requestPasswordReset: (_, { email }) => {
    assertFields(emailProblems('email', email));
    // The same answer for known and unknown addresses, so it reveals no customers.
    return { success: true, reference: null };
  },

  resetPassword: (_, { input }) => {
    const parsed = parseResetToken(input.token);
    const customer = parsed && findCustomer(parsed.customerNumber);
    const used = customer ? customerData(customer.customerNumber, USED_RESET_TOKENS, () => new Set<string>()) : null;
    if (!customer || !used || used.has(input.token.trim())) {
      throw graphqlError('Der Link ist ungültig oder wurde bereits verwendet. Bitte fordern Sie eine neue E-Mail an.', {
        code: 'PASSWORD_RESET_FAILED',
      });
    }
    assertFields(passwordProblems('password', input.password));
    used.add(input.token.trim());
    customer.password = input.password;
    return { success: true, reference: null };
  },
} satisfies MutationResolvers;

export const resolvers: Resolvers = { Mutation };
