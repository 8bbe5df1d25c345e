import { message } from '../../../shop/texts/messages.ts';
import { formatNumber } from '../../../ui/numberFormats.ts';
import { reviewTexts } from './texts.ts';

type ReviewTexts = ReturnType<typeof reviewTexts>;

/** Review sort orders, with their names. */
export const REVIEW_SORTS = [
  { value: 'newest', label: (texts: ReviewTexts) => texts.reviewSortNewest() },
  { value: 'mostHelpful', label: (texts: ReviewTexts) => texts.reviewSortMostHelpful() },
  { value: 'ratingDescending', label: (texts: ReviewTexts) => texts.reviewSortBest() },
  { value: 'ratingAscending', label: (texts: ReviewTexts) => texts.reviewSortWorst() },
] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number]['value'];

export const reviewSortLabel = (locale: string, sort: ReviewSort): string =>
  REVIEW_SORTS.find((option) => option.value === sort)?.label(reviewTexts(locale)) ?? '';

export const REVIEWS_PAGE_SIZE = 5;

/** '4,3': an average out of 5 stars, rounded to one decimal. */
export function formatAverage(locale: string, stars: number): string {
  return formatNumber(Math.round(stars * 10) / 10, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

export const starsText = (locale: string, stars: number) => reviewTexts(locale).reviewStars({ count: stars });
/** In German the dative: 'mit 1 Stern', 'mit 4 Sternen'. */
export const withStarsText = (locale: string, stars: number) => reviewTexts(locale).reviewWithStars({ count: stars });
export const reviewCountText = (locale: string, count: number) =>
  reviewTexts(locale).reviewCount({ count, formatted: formatNumber(count, locale) });

/** What the list says when it is empty: NO_REVIEWS, or NO_REVIEWS_WITH_RATING for a star filter (singular for one star). */
export function emptyReviewsText(locale: string, rating: number | null): string {
  if (rating === null) return message(locale, 'NO_REVIEWS');
  return rating === 1 ? message(locale, 'NO_REVIEWS_WITH_ONE_STAR') : message(locale, 'NO_REVIEWS_WITH_RATING', { rating });
}

/** '12. März 2026' from an ISO date, as the shop's locale writes a date. */
export function reviewDate(locale: string, iso: string): string {
  return new Date(iso).toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' });
}
