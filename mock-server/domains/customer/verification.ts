import type { EmailVerificationStatus } from '../../__generated__/shop-resolvers.ts';
import { findCustomer, type Customer } from '../../data/customers.ts';
import { graphqlError } from '../../graphql/errors.ts';

// Tokens of the confirmation link (the mock sends no mail, so they follow documented forms):
// 'verify-<customerNumber>' verifies that customer; 'verify-pending' and 'verify-error' show
// the pending and technical-error outcomes; anything else is an invalid link.

export const verificationToken = (customerNumber: string) => `verify-${customerNumber}`;

export function verifyEmailToken(token: string): EmailVerificationStatus {
  const value = token.trim();
  if (value === 'verify-pending') return 'pending';
  if (value === 'verify-error') return 'error';
  const number = /^verify-(\d{6,8})$/.exec(value)?.[1];
  const customer = number ? findCustomer(number) : undefined;
  if (!customer) return 'invalid';
  // A withdrawn address lacks the consent to be mailed: the verification stays pending.
  if (customer.verificationState === 'withdrawn') return 'pending';
  customer.verificationState = 'verified';
  return 'success';
}

/** Sends the confirmation e-mail: notVerified and pending become pending, withdrawn cannot be mailed. */
export function requestVerification(customer: Customer): void {
  if (customer.verificationState === 'withdrawn') {
    throw graphqlError('Die Bestätigungs-E-Mail konnte nicht gesendet werden.', { code: 'CUSTOMER_EMAIL_VERIFICATION_SENDING_FAILED' });
  }
  if (customer.verificationState !== 'verified') customer.verificationState = 'pending';
}
