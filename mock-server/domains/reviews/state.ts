import type { Review } from '../../__generated__/shop-resolvers.ts';
import { catalogue, localeKey } from '../../data/catalogue.ts';
import { customerData, visitorData } from '../../sessions/domainState.ts';
import type { VisitorState } from '../../sessions/store.ts';
import { cached } from '../../state.ts';
import { seedReviews, type SeededReviews } from './seed.ts';

/** Published reviews of a product, made once per product and process. */
export function publishedReviews(productId: string): SeededReviews {
  const seeded = cached(localeKey('reviews:seeded'), () => new Map<string, SeededReviews>());
  let entry = seeded.get(productId);
  if (!entry) {
    const product = catalogue().productById.get(productId)?.product;
    entry = product ? seedReviews(product) : { reviews: [], attributes: [] };
    seeded.set(productId, entry);
  }
  return entry;
}

/** The published review with this id ('<productId>-review-<n>'), if any. */
export function publishedReview(reviewId: string): Review | undefined {
  const productId = reviewId.split('-review-')[0] ?? '';
  return publishedReviews(productId).reviews.find((r) => r.id === reviewId);
}

/**
 * Rating is switched off for technical reasons for a few products (RATING_NOT_AVAILABLE):
 * those whose number ends in 13, 63 (about one in fifty).
 */
export function ratingAvailable(productId: string): boolean {
  const digits = Number(productId.replace(/\D/g, ''));
  return !(Number.isFinite(digits) && digits % 50 === 13);
}

interface Feedback {
  /** Review id → helpful (true) or not (false). */
  votes: Map<string, boolean>;
  reported: Set<string>;
}

export const feedbackOf = (visitor: VisitorState) =>
  visitorData<Feedback>(visitor, 'reviews', () => ({ votes: new Map(), reported: new Set() }));

/** A review with the visitor's own vote counted: the visitor sees the effect of their click. */
export function withVote(review: Review, feedback: Feedback): Review {
  const vote = feedback.votes.get(review.id);
  if (vote === undefined) return review;
  return vote ? { ...review, helpfulYes: review.helpfulYes + 1 } : { ...review, helpfulNo: review.helpfulNo + 1 };
}

/**
 * Reviews customers wrote, by product id. They go to moderation first and are not published
 * in the mock, so the public review lists stay the same for everyone.
 */
export const submittedReviews = (customerNumber: string) => customerData(customerNumber, 'reviews', () => new Map<string, Review>());
