import type { MutationResolvers, Resolvers } from '../../__generated__/shop-resolvers.ts';
import { graphqlError } from '../../graphql/errors.ts';
import { visitorData } from '../../sessions/domainState.ts';
import { requireValidAuth } from '../../sessions/require-auth.ts';
import { assertFields, isFailingEmail } from '../../validation/problems.ts';
import { TRACKING_PROVIDERS } from './ids.ts';
import { nextReference } from './references.ts';
import { catalogueRequestProblems, contactProblems } from './rules.ts';

/** Providers this visitor has opted out of. */
const OPT_OUTS = 'forms.trackingOptOuts';

export const Mutation = {
  submitContactForm: (_, { input }, context) => {
    requireValidAuth(context);
    assertFields(contactProblems(input));
    if (isFailingEmail(input.email)) {
      throw graphqlError('Beim Senden ist leider ein Fehler aufgetreten. Bitte versuchen Sie es erneut.', { code: 'FORM_SUBMIT_FAILED' });
    }
    return { success: true, reference: nextReference('KF') };
  },

  requestCatalogues: (_, { input }, context) => {
    requireValidAuth(context);
    assertFields(catalogueRequestProblems(input));
    return { success: true, reference: nextReference('KB') };
  },

  trackingOptOut: (_, { provider }, context) => {
    requireValidAuth(context);
    const name = provider.trim().toLowerCase();
    if (!TRACKING_PROVIDERS.has(name)) return { status: 'nonExistentProvider' };
    const optOuts = visitorData(context.visitor, OPT_OUTS, () => new Set<string>());
    if (optOuts.has(name)) return { status: 'alreadyExists' };
    optOuts.add(name);
    return { status: 'success' };
  },
} satisfies MutationResolvers;

export const resolvers: Resolvers = { Mutation };
