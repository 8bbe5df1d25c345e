import type {
  AttributeRating,
  Review,
  ReviewDisplayInput,
  ReviewPage,
  ReviewSort,
  ReviewStatistics,
} from '../../__generated__/shop-resolvers.ts';

const MAX_STARS = 5;
const MAX_PAGE_SIZE = 50;

const round1 = (value: number) => Math.round(value * 10) / 10;

export function reviewStatistics(
  productId: string,
  reviews: readonly Review[],
  attributes: AttributeRating[],
  ratingAvailable: boolean,
): ReviewStatistics {
  const total = reviews.length;
  const average = total > 0 ? round1(reviews.reduce((sum, r) => sum + r.rating, 0) / total) : null;
  const ratingDistribution = [5, 4, 3, 2, 1].map((rating) => ({ rating, count: reviews.filter((r) => r.rating === rating).length }));
  return {
    id: `review-statistics-${productId}`,
    averageRating: average,
    overallRatingAverage: average,
    maxAmountOfStars: MAX_STARS,
    totalReviewCount: total,
    ratingStatistics: { attributeRatingsAverage: attributes, ratingDistribution, totalReviewCount: total },
    ratingAvailable,
  };
}

const newestFirst = (a: Review, b: Review) => b.submittedAt.localeCompare(a.submittedAt) || a.id.localeCompare(b.id);

const ORDER: Record<ReviewSort, (a: Review, b: Review) => number> = {
  newest: newestFirst,
  ratingAscending: (a, b) => a.rating - b.rating || newestFirst(a, b),
  ratingDescending: (a, b) => b.rating - a.rating || newestFirst(a, b),
  mostHelpful: (a, b) => b.helpfulYes - a.helpfulYes || a.helpfulNo - b.helpfulNo || newestFirst(a, b),
};

/** One page of reviews, optionally only those with one star count. */
export function reviewPage(reviews: readonly Review[], input: ReviewDisplayInput): ReviewPage {
  const sort = input.sort ?? 'newest';
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, input.pageSize ?? 10));
  const page = Math.max(1, input.page ?? 1);
  const matching = reviews.filter((r) => input.rating == null || r.rating === input.rating).sort(ORDER[sort]);
  return {
    id: `reviews-${input.productId}-${sort}-${input.rating ?? 'all'}-${page}-${pageSize}`,
    reviews: matching.slice((page - 1) * pageSize, page * pageSize),
    totalCount: matching.length,
    page,
    pageCount: Math.ceil(matching.length / pageSize),
  };
}
