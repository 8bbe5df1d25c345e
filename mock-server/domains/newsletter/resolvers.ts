import type { MutationResolvers, QueryResolvers, Resolvers } from '../../__generated__/shop-resolvers.ts';
import { graphqlError } from '../../graphql/errors.ts';
import { requireValidAuth } from '../../sessions/require-auth.ts';
import { emailProblems } from '../../validation/fields.ts';
import { assertFields, isFailingEmail } from '../../validation/problems.ts';
import { requireCustomer } from '../customer/access.ts';
import { subscribeProblems, updateProblems } from './rules.ts';
import { emailOfToken, saveSubscription, subscriptionOf, voucherCodeFor } from './subscriptions.ts';

const failed = (code: string, message: string) => graphqlError(message, { code });

export const Query = {
  newsletterSubscription: (_, __, context) => subscriptionOf(requireCustomer(context).email) ?? null,
} satisfies QueryResolvers;

export const Mutation = {
  newsletterSubscribe: (_, { input }, context) => {
    requireValidAuth(context);
    assertFields(subscribeProblems(input));
    if (isFailingEmail(input.email))
      throw failed('NEWSLETTER_SUBSCRIBE_FAILED', 'Bei der Anmeldung zum Newsletter ist etwas schiefgelaufen.');
    const existing = subscriptionOf(input.email);
    if (existing?.status === 'activated') return { status: 'alreadyActivated', voucherCode: null };
    saveSubscription({
      email: input.email.trim(),
      salutation: input.salutation ?? null,
      firstName: existing?.firstName ?? null,
      lastName: existing?.lastName ?? null,
      birthday: input.birthday || null,
      status: 'pending',
      productRecommendations: true,
    });
    // The double opt-in e-mail carries newsletterToken(email): 'one step left'.
    return { status: 'pending', voucherCode: null };
  },

  newsletterActivate: (_, { token }, context) => {
    requireValidAuth(context);
    const email = emailOfToken(token);
    const subscription = email === null ? undefined : subscriptionOf(email);
    // An unknown or outdated link: the subscription did not go through.
    if (!subscription || subscription.status === 'unsubscribed') {
      throw failed('NEWSLETTER_SUBSCRIBE_FAILED', 'Der Bestätigungslink ist ungültig. Bitte melden Sie sich erneut zum Newsletter an.');
    }
    const voucherCode = voucherCodeFor(subscription.email);
    if (subscription.status === 'activated') return { status: 'alreadyActivated', voucherCode };
    subscription.status = 'activated';
    return { status: 'activated', voucherCode };
  },

  newsletterUnsubscribe: (_, { input }, context) => {
    requireValidAuth(context);
    assertFields(emailProblems('email', input.email));
    const subscription = subscriptionOf(input.email);
    if (!subscription || isFailingEmail(input.email)) {
      throw failed('NEWSLETTER_UNSUBSCRIBE_FAILED', 'Bei der Abmeldung vom Newsletter ist etwas schiefgelaufen.');
    }
    if ((input.kind ?? 'newsletter') === 'newsletter') subscription.status = 'unsubscribed';
    subscription.productRecommendations = false;
    return { status: 'unsubscribed', voucherCode: null };
  },

  newsletterUpdateData: (_, { input }, context) => {
    requireValidAuth(context);
    assertFields(updateProblems(input));
    const subscription = subscriptionOf(input.email);
    if (!subscription || subscription.status === 'unsubscribed' || isFailingEmail(input.email)) {
      throw failed(
        'NEWSLETTER_UPDATE_DATA_FAILED',
        'Ihre Änderungen konnten nicht gespeichert werden. Bitte versuchen Sie es später erneut.',
      );
    }
    if (input.salutation) subscription.salutation = input.salutation;
    if (input.firstName) subscription.firstName = input.firstName.trim();
    if (input.lastName) subscription.lastName = input.lastName.trim();
    if (input.birthday) subscription.birthday = input.birthday;
    return { status: 'updated', voucherCode: null };
  },
} satisfies MutationResolvers;

export const resolvers: Resolvers = { Query, Mutation };
