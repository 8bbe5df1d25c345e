import { describe, expect, it } from 'vitest';
import type { Review } from '../../__generated__/shop-resolvers.ts';
import { ratingAvailable, withVote } from './state.ts';
import { reviewPage, reviewStatistics } from './statistics.ts';

const review = (n: number, rating: number, day: number, helpfulYes = 0): Review => ({
  id: `P1-review-${n}`,
  rating,
  text: 'Text',
  userNickname: 'Anna',
  verifiedPurchase: true,
  submittedAt: `2026-10-${String(day).padStart(2, '0')}T10:00:00.000Z`,
  helpfulYes,
  helpfulNo: 0,
});

const reviews = [review(1, 5, 1, 3), review(2, 3, 5, 9), review(3, 4, 3), review(4, 5, 9, 1), review(5, 1, 7)];

describe('review statistics', () => {
  it('count stars from 5 down to 1 and round the average to one decimal', () => {
    const stats = reviewStatistics('P1', reviews, [], true);
    expect(stats).toMatchObject({
      id: 'review-statistics-P1',
      averageRating: 3.6,
      overallRatingAverage: 3.6,
      maxAmountOfStars: 5,
      totalReviewCount: 5,
    });
    expect(stats.ratingStatistics.ratingDistribution).toEqual([
      { rating: 5, count: 2 },
      { rating: 4, count: 1 },
      { rating: 3, count: 1 },
      { rating: 2, count: 0 },
      { rating: 1, count: 1 },
    ]);
    expect(reviewStatistics('P2', [], [], false)).toMatchObject({ averageRating: null, totalReviewCount: 0, ratingAvailable: false });
  });
});

describe('review pages', () => {
  const ids = (page: ReturnType<typeof reviewPage>) => page.reviews.map((r) => r.id.replace('P1-review-', ''));
  const input = { productId: 'P1', locale: 'de-DE' };

  it('sort newest first by default, or by rating or helpfulness', () => {
    expect(ids(reviewPage(reviews, input))).toEqual(['4', '5', '2', '3', '1']);
    expect(ids(reviewPage(reviews, { ...input, sort: 'ratingAscending' }))).toEqual(['5', '2', '3', '4', '1']);
    expect(ids(reviewPage(reviews, { ...input, sort: 'ratingDescending' }))).toEqual(['4', '1', '3', '2', '5']);
    expect(ids(reviewPage(reviews, { ...input, sort: 'mostHelpful' }))).toEqual(['2', '1', '4', '5', '3']);
  });

  it('filter by stars and page through', () => {
    expect(reviewPage(reviews, { ...input, rating: 5 })).toMatchObject({ totalCount: 2, pageCount: 1 });
    expect(reviewPage(reviews, { ...input, rating: 2 })).toMatchObject({ totalCount: 0, pageCount: 0, reviews: [] });
    const second = reviewPage(reviews, { ...input, page: 2, pageSize: 2 });
    expect(second).toMatchObject({ id: 'reviews-P1-newest-all-2-2', page: 2, pageCount: 3, totalCount: 5 });
    expect(ids(second)).toEqual(['2', '3']);
  });
});

describe('feedback and availability', () => {
  it('counts the visitor own vote', () => {
    const feedback = {
      votes: new Map([
        ['P1-review-1', true],
        ['P1-review-2', false],
      ]),
      reported: new Set<string>(),
    };
    expect(withVote(reviews[0]!, feedback).helpfulYes).toBe(4);
    expect(withVote(reviews[1]!, feedback).helpfulNo).toBe(1);
    expect(withVote(reviews[2]!, feedback)).toBe(reviews[2]);
  });

  it('switches rating off for about one product in fifty', () => {
    expect(ratingAvailable('P100013')).toBe(false);
    expect(ratingAvailable('P100063')).toBe(false);
    expect(ratingAvailable('P100010')).toBe(true);
  });
});
