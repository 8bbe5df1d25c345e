import { createHash } from 'node:crypto';
import type { NewsletterStatus, NewsletterSubscription, Salutation } from '../../__generated__/shop-resolvers.ts';
import { cached } from '../../state.ts';

export interface Subscription extends NewsletterSubscription {
  status: Extract<NewsletterStatus, 'pending' | 'activated' | 'unsubscribed'>;
}

const key = (email: string) => email.trim().toLowerCase();

const seeded = (
  email: string,
  salutation: Salutation,
  firstName: string,
  lastName: string,
  status: Subscription['status'],
): [string, Subscription] => [
  key(email),
  { email, salutation, firstName, lastName, birthday: null, status, productRecommendations: status === 'activated' },
];

// A subscription belongs to an e-mail address, not to a visitor: the confirmation link may be
// opened anywhere. Tests keep apart by using their own addresses.
export function subscriptions(): Map<string, Subscription> {
  return cached(
    'newsletter.subscriptions',
    () =>
      new Map([
        seeded('anna.becker@example.com', 'f', 'Anna', 'Becker', 'activated'),
        seeded('marlene.schulze@example.com', 'f', 'Marlene', 'Schulze', 'pending'),
      ]),
  );
}

export const subscriptionOf = (email: string) => subscriptions().get(key(email));

export function saveSubscription(subscription: Subscription): void {
  subscriptions().set(key(subscription.email), subscription);
}

/** The double opt-in link's token: 'nl-' + the address (lower case) in base64url. */
export const newsletterToken = (email: string) => `nl-${Buffer.from(key(email)).toString('base64url')}`;

export function emailOfToken(token: string): string | null {
  const match = /^nl-([A-Za-z0-9_-]+)$/.exec(token.trim());
  return match ? Buffer.from(match[1]!, 'base64url').toString('utf8') : null;
}

/** The 10 € welcome voucher, one code per address. */
export function voucherCodeFor(email: string): string {
  return `NL10-${createHash('sha256').update(key(email)).digest('hex').slice(0, 6).toUpperCase()}`;
}
