import type { MutationResolvers, Order, QueryResolvers, Resolvers, Review } from '../../__generated__/shop-resolvers.ts';
import { catalogue } from '../../data/catalogue.ts';
import { graphqlError } from '../../graphql/errors.ts';
import { nextTimestamp } from '../../lib/clock.ts';
import { customerData, SHARED_KEYS } from '../../sessions/domainState.ts';
import { requireValidAuth } from '../../sessions/require-auth.ts';
import { assertValid, type FieldProblem } from '../../validation/fields.ts';
import { feedbackOf, publishedReview, publishedReviews, ratingAvailable, submittedReviews, withVote } from './state.ts';
import { reviewPage, reviewStatistics } from './statistics.ts';

const MESSAGES = {
  UNAUTHENTICATED: 'Nur angemeldete Kundinnen und Kunden können Artikel bewerten.',
  NOT_FOUND: 'Der Artikel wurde nicht gefunden.',
  RATING_NOT_AVAILABLE: 'Aus technischen Gründen ist es leider nicht möglich, diesen Artikel im Moment zu bewerten.',
  RATING_ALREADY_SUBMITTED: 'Sie haben diesen Artikel bereits bewertet, eine erneute Bewertung ist leider nicht möglich.',
  REVIEW_NOT_FOUND: 'Die Bewertung wurde nicht gefunden.',
  FEEDBACK_MISSING: 'Bitte geben Sie an, ob die Bewertung hilfreich war, oder melden Sie sie.',
};

function submitProblems(input: { rating: number; text: string; nickname: string }): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) problems.push({ field: 'rating', code: 'FIELD_REQUIRED' });
  if (input.text.trim() === '') problems.push({ field: 'text', code: 'FIELD_REQUIRED' });
  if (input.nickname.trim() === '') problems.push({ field: 'nickname', code: 'FIELD_REQUIRED' });
  return problems;
}

export const Query = {
  reviewStatistics: (_, { productId }) => {
    const { reviews, attributes } = publishedReviews(productId);
    const known = catalogue().productById.has(productId);
    return reviewStatistics(productId, reviews, attributes, known && ratingAvailable(productId));
  },
  reviewDisplay: (_, { input }, context) => {
    const feedback = feedbackOf(context.visitor);
    const reviews = publishedReviews(input.productId).reviews.map((r) => withVote(r, feedback));
    return reviewPage(reviews, input);
  },
} satisfies QueryResolvers;

export const Mutation = {
  /** One review per customer and product; it is checked before it is published. */
  reviewSubmit: (_, { input }, context) => {
    requireValidAuth(context);
    if (context.auth.kind !== 'customer') throw graphqlError(MESSAGES.UNAUTHENTICATED, { code: 'UNAUTHENTICATED' });
    const { customerNumber } = context.auth.customer;
    if (!catalogue().productById.has(input.productId)) throw graphqlError(MESSAGES.NOT_FOUND, { code: 'NOT_FOUND' });
    if (!ratingAvailable(input.productId)) throw graphqlError(MESSAGES.RATING_NOT_AVAILABLE, { code: 'RATING_NOT_AVAILABLE' });
    const own = submittedReviews(customerNumber);
    if (own.has(input.productId)) throw graphqlError(MESSAGES.RATING_ALREADY_SUBMITTED, { code: 'RATING_ALREADY_SUBMITTED' });
    assertValid(submitProblems(input));
    const orders = customerData<Order[]>(customerNumber, SHARED_KEYS.placedOrders, () => []);
    const review: Review = {
      id: `${input.productId}-customer-review-${customerNumber}`,
      rating: input.rating,
      isRecommended: input.isRecommended ?? null,
      title: input.title?.trim() || null,
      text: input.text.trim(),
      userNickname: input.nickname.trim(),
      verifiedPurchase: orders.some((o) => o.items.some((i) => i.productId === input.productId)),
      submittedAt: nextTimestamp(context.visitor),
      helpfulYes: 0,
      helpfulNo: 0,
    };
    own.set(input.productId, review);
    return { code: 'PRODUCT_RATED', review };
  },
  /** One helpful vote and one report per visitor and review; repeats change nothing. */
  reviewFeedback: (_, { input }, context) => {
    requireValidAuth(context);
    const review = publishedReview(input.reviewId);
    if (!review) throw graphqlError(MESSAGES.REVIEW_NOT_FOUND, { code: 'NOT_FOUND' });
    if (input.helpful == null && !input.report) throw graphqlError(MESSAGES.FEEDBACK_MISSING, { code: 'BAD_USER_INPUT' });
    const feedback = feedbackOf(context.visitor);
    if (input.helpful != null && !feedback.votes.has(review.id)) feedback.votes.set(review.id, input.helpful);
    if (input.report) feedback.reported.add(review.id);
    return { review: withVote(review, feedback), code: input.report ? 'REVIEW_REPORTED' : null };
  },
} satisfies MutationResolvers;

export const resolvers: Resolvers = { Query, Mutation };
