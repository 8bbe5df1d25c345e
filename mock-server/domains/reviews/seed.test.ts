import { describe, expect, it } from 'vitest';
import { catalogue } from '../../data/catalogue.ts';
import { NOW, seededFaker } from '../../data/seed.ts';
import { handmadeProduct } from '../basket/testing.ts';
import { seedReviews, starsFor } from './seed.ts';
import { reviewStatistics } from './statistics.ts';

const dress = {
  ...handmadeProduct({ id: 'P100777', name: 'Kleid', displayNumber: '777777001', variants: [{ id: 'x', price: 1, stock: 1 }] }),
  styleType: 'fashion',
};

describe('seeded reviews', () => {
  it('hit any one-decimal average exactly', () => {
    const f = seededFaker(1);
    for (const average of [1, 2, 2.3, 3.7, 4.9, 5]) {
      for (const count of [10, 20, 40]) {
        const stars = starsFor(f, average, count);
        expect(stars.every((s) => s >= 1 && s <= 5)).toBe(true);
        expect(stars.reduce((a, b) => a + b, 0) / count).toBeCloseTo(average, 10);
      }
    }
  });

  it('average the product rating (a percentage) in stars, with attributes for fashion', () => {
    const { reviews, attributes } = seedReviews({ ...dress, rating: 73.4 });
    expect(reviews.length % 10).toBe(0);
    expect(reviewStatistics('P100777', reviews, attributes, true).averageRating).toBe(3.7);
    expect(attributes.map((a) => a.attributeKey)).toEqual(['Passform', 'Qualität', 'Tragekomfort']);
    expect(attributes[0]!.valueRange).toEqual(['fällt klein aus', 'passt genau', 'fällt groß aus']);
  });

  it('are German, dated before now and the same on every run', () => {
    const first = seedReviews({ ...dress, rating: 90 });
    expect(seedReviews({ ...dress, rating: 90 })).toEqual(first);
    for (const review of first.reviews) {
      expect(review.id).toMatch(/^P100777-review-\d+$/);
      expect(new Date(review.submittedAt).getTime()).toBeLessThan(NOW.getTime());
      expect(review.text.length).toBeGreaterThan(10);
      expect(review.userNickname).not.toBe('');
    }
    expect(first.reviews.some((r) => r.verifiedPurchase)).toBe(true);
  });

  it('do not exist for products without a rating', () => {
    expect(seedReviews({ ...dress, rating: null })).toEqual({ reviews: [], attributes: [] });
  });

  it('match every rated product of the catalogue', () => {
    const rated = catalogue()
      .products.filter((p) => p.product.rating != null)
      .filter((_, i) => i % 7 === 0);
    for (const { product } of rated) {
      const { reviews, attributes } = seedReviews(product);
      expect(reviewStatistics(product.id, reviews, attributes, true).averageRating).toBe(Math.round(product.rating! / 2) / 10);
    }
  });
});
