import { describe, expect, it } from 'vitest';
import { catalogue } from '../../mock-server/data/catalogue.ts';
import { KNOWN } from '../../mock-server/data/fixtures.ts';
import {
  ContractPlaceOrderMutationDocument,
  ContractReviewDisplayQueryDocument,
  ContractReviewFeedbackMutationDocument,
  ContractReviewStatisticsQueryDocument,
  ContractReviewSubmitMutationDocument,
  type ReviewDisplayInput,
  type ReviewSubmitInput,
} from './__generated__/shop/graphql.ts';
import { added, fieldCodes, JONAS, MARLENE, readyForCheckout, visitorAs } from './checkout-fixtures.ts';
import { errorCode, post } from './support.ts';

type Options = ReturnType<typeof visitorAs>;
const rated = catalogue().products.filter((p) => p.product.rating != null && Number(p.product.id.slice(1)) % 50 !== 13);
const fashion = rated.find((p) => p.product.styleType === 'fashion')!.product;
const home = rated.find((p) => p.product.styleType === 'home')!.product;
const unavailable = catalogue().products.find((p) => Number(p.product.id.slice(1)) % 50 === 13)!.product;
const unrated = catalogue().products.find((p) => p.product.rating == null && Number(p.product.id.slice(1)) % 50 !== 13)!.product;

const statisticsOf = async (productId: string) =>
  (await post(ContractReviewStatisticsQueryDocument, { productId }, visitorAs())).body.data!.reviewStatistics;
const display = async (input: Partial<ReviewDisplayInput>, options: Options = visitorAs()) =>
  (await post(ContractReviewDisplayQueryDocument, { input: { productId: fashion.id, locale: 'de-DE', ...input } }, options)).body.data!
    .reviewDisplay;
const submit = (options: Options, input: Partial<ReviewSubmitInput>) =>
  post(
    ContractReviewSubmitMutationDocument,
    { input: { productId: fashion.id, rating: 4, text: 'Schöner Stoff, passt gut.', nickname: 'Jonas H.', locale: 'de-DE', ...input } },
    options,
  );
const feedback = (options: Options, reviewId: string, patch: { helpful?: boolean; report?: boolean }) =>
  post(ContractReviewFeedbackMutationDocument, { input: { reviewId, ...patch } }, options);

describe('reviews: statistics', () => {
  it('average the product rating in stars, with attribute ratings for fashion', async () => {
    const stats = await statisticsOf(fashion.id);
    expect(stats).toMatchObject({ id: `review-statistics-${fashion.id}`, maxAmountOfStars: 5, ratingAvailable: true });
    expect(stats.averageRating).toBe(Math.round(fashion.rating! / 2) / 10);
    expect(stats.overallRatingAverage).toBe(stats.averageRating);
    expect(stats.totalReviewCount % 10).toBe(0);
    const { ratingDistribution, attributeRatingsAverage, totalReviewCount } = stats.ratingStatistics;
    expect(ratingDistribution.map((r) => r.rating)).toEqual([5, 4, 3, 2, 1]);
    expect(ratingDistribution.reduce((sum, r) => sum + r.count, 0)).toBe(totalReviewCount);
    expect(attributeRatingsAverage.map((a) => a.attributeKey)).toEqual(['Passform', 'Qualität', 'Tragekomfort']);
    expect(attributeRatingsAverage.every((a) => a.percentage >= 0 && a.percentage <= 100)).toBe(true);
    expect((await statisticsOf(home.id)).ratingStatistics.attributeRatingsAverage.map((a) => a.attributeKey)).toEqual([
      'Qualität',
      'Preis-Leistung',
    ]);
  });

  it('are empty without a rating, and unavailable for a few products', async () => {
    expect(await statisticsOf(unrated.id)).toMatchObject({ averageRating: null, totalReviewCount: 0, ratingAvailable: true });
    expect((await statisticsOf(unavailable.id)).ratingAvailable).toBe(false);
    expect((await statisticsOf('P999999')).ratingAvailable).toBe(false);
  });
});

describe('reviews: display', () => {
  it('pages through the reviews, newest first', async () => {
    const total = (await statisticsOf(fashion.id)).totalReviewCount;
    const first = await display({ pageSize: 5 });
    expect(first).toMatchObject({ page: 1, totalCount: total, pageCount: Math.ceil(total / 5) });
    expect(first.reviews).toHaveLength(5);
    const dates = first.reviews.map((r) => r.submittedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.reviews.every((r) => r.submittedAt < '2026-11-01T10:00:00.000Z' && r.text.length > 0 && r.userNickname.length > 0)).toBe(
      true,
    );
    const second = await display({ pageSize: 5, page: 2 });
    expect(second.reviews.map((r) => r.id)).not.toContain(first.reviews[0]!.id);
  });

  it('filters by star count and sorts by rating or helpfulness', async () => {
    const stats = await statisticsOf(fashion.id);
    const fives = stats.ratingStatistics.ratingDistribution.find((r) => r.rating === 5)!.count;
    const onlyFive = await display({ rating: 5, pageSize: 50 });
    expect(onlyFive.totalCount).toBe(fives);
    expect(onlyFive.reviews.every((r) => r.rating === 5)).toBe(true);
    const ascending = (await display({ sort: 'ratingAscending', pageSize: 50 })).reviews.map((r) => r.rating);
    expect([...ascending].sort((a, b) => a - b)).toEqual(ascending);
    const helpful = (await display({ sort: 'mostHelpful', pageSize: 50 })).reviews.map((r) => r.helpfulYes);
    expect([...helpful].sort((a, b) => b - a)).toEqual(helpful);
  });
});

describe('reviews: submitting', () => {
  it('UNAUTHENTICATED for guests', async () => {
    const { status, body } = await submit(visitorAs(), {});
    expect(status).toBe(200);
    expect(errorCode(body)).toBe('UNAUTHENTICATED');
  });

  it('PRODUCT_RATED once per customer and product, then RATING_ALREADY_SUBMITTED', async () => {
    const product = rated[3]!.product;
    const before = await statisticsOf(product.id);
    const first = await submit(visitorAs(JONAS), { productId: product.id, title: 'Gefällt mir', isRecommended: true });
    expect(first.body.data?.reviewSubmit).toMatchObject({
      code: 'PRODUCT_RATED',
      review: {
        rating: 4,
        title: 'Gefällt mir',
        isRecommended: true,
        userNickname: 'Jonas H.',
        verifiedPurchase: false,
        helpfulYes: 0,
        helpfulNo: 0,
      },
    });
    // Another visitor of the same customer is refused too; the review awaits moderation, so the list is unchanged.
    expect(errorCode((await submit(visitorAs(JONAS), { productId: product.id })).body)).toBe('RATING_ALREADY_SUBMITTED');
    expect(await statisticsOf(product.id)).toEqual(before);
  });

  it('RATING_NOT_AVAILABLE for products that cannot be rated now', async () => {
    expect(errorCode((await submit(visitorAs(JONAS), { productId: unavailable.id })).body)).toBe('RATING_NOT_AVAILABLE');
  });

  it('checks stars, text and nickname, and knows the product', async () => {
    const { body } = await submit(visitorAs(JONAS), { productId: rated[4]!.product.id, rating: 0, text: ' ', nickname: '' });
    expect(errorCode(body)).toBe('FORM_REQUIRED_FIELDS_MISSING');
    expect(fieldCodes(body)).toEqual(['rating:FIELD_REQUIRED', 'text:FIELD_REQUIRED', 'nickname:FIELD_REQUIRED']);
    expect(errorCode((await submit(visitorAs(JONAS), { productId: 'P999999' })).body)).toBe('NOT_FOUND');
  });

  it('marks the review a verified purchase when the customer ordered the product', async () => {
    const options = visitorAs(MARLENE);
    await added(options, KNOWN.availableVariant, 1);
    await readyForCheckout(options);
    await post(ContractPlaceOrderMutationDocument, { input: { acceptTerms: true } }, options);
    const { body } = await submit(options, { productId: KNOWN.availableProduct, rating: 5, nickname: 'Marlene' });
    expect(body.data?.reviewSubmit.review.verifiedPurchase).toBe(true);
  });
});

describe('reviews: feedback', () => {
  it('counts one helpful vote per visitor and review, for that visitor', async () => {
    const options = visitorAs();
    const review = (await display({ pageSize: 1 })).reviews[0]!;
    const yes = (await feedback(options, review.id, { helpful: true })).body.data!.reviewFeedback;
    expect(yes).toEqual({ code: null, review: { id: review.id, helpfulYes: review.helpfulYes + 1, helpfulNo: review.helpfulNo } });
    const again = (await feedback(options, review.id, { helpful: false })).body.data!.reviewFeedback;
    expect(again.review).toEqual(yes.review);
    expect((await display({ pageSize: 1 }, options)).reviews[0]!.helpfulYes).toBe(review.helpfulYes + 1);
    expect((await display({ pageSize: 1 })).reviews[0]!.helpfulYes).toBe(review.helpfulYes);
  });

  it('REVIEW_REPORTED when reported', async () => {
    const review = (await display({ pageSize: 1, page: 2 })).reviews[0]!;
    const { body } = await feedback(visitorAs(), review.id, { report: true });
    expect(body.data?.reviewFeedback).toMatchObject({ code: 'REVIEW_REPORTED', review: { id: review.id } });
  });

  it('NOT_FOUND for an unknown review, BAD_USER_INPUT without feedback', async () => {
    expect(errorCode((await feedback(visitorAs(), 'P999999-review-1', { helpful: true })).body)).toBe('NOT_FOUND');
    const review = (await display({ pageSize: 1 })).reviews[0]!;
    expect(errorCode((await feedback(visitorAs(), review.id, {})).body)).toBe('BAD_USER_INPUT');
  });
});
