import { message } from '../../../shop/texts/messages.ts';
import { formatNumber } from '../../../ui/numberFormats.ts';

/** Review sort orders (spec 9), with their German names. */
export const REVIEW_SORTS = [
  { value: 'newest', label: 'Neueste zuerst' },
  { value: 'mostHelpful', label: 'Hilfreichste zuerst' },
  { value: 'ratingDescending', label: 'Beste Bewertung zuerst' },
  { value: 'ratingAscending', label: 'Schlechteste Bewertung zuerst' },
] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number]['value'];

export const reviewSortLabel = (sort: ReviewSort): string => REVIEW_SORTS.find((option) => option.value === sort)?.label ?? '';

export const REVIEWS_PAGE_SIZE = 5;

/** '4,3': an average out of 5 stars, rounded to one decimal (spec 5). */
export function formatAverage(stars: number): string {
  return formatNumber(Math.round(stars * 10) / 10, 'de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

export const starsText = (stars: number) => (stars === 1 ? '1 Stern' : `${stars} Sterne`);
/** Dative: 'mit 1 Stern', 'mit 4 Sternen'. */
export const withStarsText = (stars: number) => (stars === 1 ? 'mit 1 Stern' : `mit ${stars} Sternen`);
export const reviewCountText = (count: number) => (count === 1 ? '1 Bewertung' : `${formatNumber(count, 'de-DE')} Bewertungen`);

/** What the list says when it is empty: NO_REVIEWS, or NO_REVIEWS_WITH_RATING for a star filter (singular for one star). */
export function emptyReviewsText(locale: string, rating: number | null): string {
  if (rating === null) return message(locale, 'NO_REVIEWS');
  return rating === 1 ? message(locale, 'NO_REVIEWS_WITH_ONE_STAR') : message(locale, 'NO_REVIEWS_WITH_RATING', { rating });
}

/** '12. März 2026' from an ISO date. */
export function reviewDate(iso: string): string {
  return new Date(iso).toLocaleDateString('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' });
}
