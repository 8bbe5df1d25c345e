import { describe, expect, it } from 'vitest';
import { emptyReviewsText, formatAverage, reviewCountText, reviewDate, starsText, withStarsText } from './reviewRules.ts';

describe('review rules', () => {
  it('rounds the average to one decimal', () => {
    expect(formatAverage(4.26)).toBe('4,3');
    expect(formatAverage(4)).toBe('4,0');
  });

  it('says NO_REVIEWS without a filter and NO_REVIEWS_WITH_RATING with one', () => {
    expect(emptyReviewsText('de-DE', null)).toBe('Für diesen Artikel gibt es noch keine Bewertungen.');
    expect(emptyReviewsText('de-DE', 2)).toBe('Es gibt keine Bewertungen mit 2 Sternen.');
    expect(emptyReviewsText('de-DE', 1)).toBe('Es gibt keine Bewertungen mit 1 Stern.');
  });

  it('counts in German', () => {
    expect(starsText(1)).toBe('1 Stern');
    expect(starsText(4)).toBe('4 Sterne');
    expect(withStarsText(1)).toBe('mit 1 Stern');
    expect(withStarsText(5)).toBe('mit 5 Sternen');
    expect(reviewCountText(1)).toBe('1 Bewertung');
    expect(reviewCountText(1200)).toBe('1.200 Bewertungen');
    expect(reviewDate('2026-03-12T10:00:00.000Z')).toBe('12. März 2026');
  });
});
