import { describe, expect, it } from 'vitest';
import { reviewSortLabel, emptyReviewsText, formatAverage, reviewCountText, reviewDate, starsText, withStarsText } from './reviewRules.ts';

describe('review rules', () => {
  it('rounds the average to one decimal', () => {
    expect(formatAverage('de-DE', 4.26)).toBe('4,3');
    expect(formatAverage('de-DE', 4)).toBe('4,0');
  });

  it('says NO_REVIEWS without a filter and NO_REVIEWS_WITH_RATING with one', () => {
    expect(emptyReviewsText('de-DE', null)).toBe('Für diesen Artikel gibt es noch keine Bewertungen.');
    expect(emptyReviewsText('de-DE', 2)).toBe('Es gibt keine Bewertungen mit 2 Sternen.');
    expect(emptyReviewsText('de-DE', 1)).toBe('Es gibt keine Bewertungen mit 1 Stern.');
  });

  it('counts in German', () => {
    expect(starsText('de-DE', 1)).toBe('1 Stern');
    expect(starsText('de-DE', 4)).toBe('4 Sterne');
    expect(withStarsText('de-DE', 1)).toBe('mit 1 Stern');
    expect(withStarsText('de-DE', 5)).toBe('mit 5 Sternen');
    expect(reviewCountText('de-DE', 1)).toBe('1 Bewertung');
    expect(reviewCountText('de-DE', 1200)).toBe('1.200 Bewertungen');
    expect(reviewDate('de-DE', '2026-03-12T10:00:00.000Z')).toBe('12. März 2026');
  });
});

describe('review texts in other shops', () => {
  it('count stars and reviews in Czech and Slovak with one, few and many forms', () => {
    expect([1, 2, 5].map((stars) => starsText('cs-CZ', stars))).toEqual(['1 hvězdička', '2 hvězdičky', '5 hvězdiček']);
    expect([1, 3, 5].map((stars) => withStarsText('sk-SK', stars))).toEqual(['s 1 hviezdičkou', 's 3 hviezdičkami', 's 5 hviezdičkami']);
    expect([1, 2, 1200].map((count) => reviewCountText('sk-SK', count))).toEqual(['1 hodnotenie', '2 hodnotenia', '1\u00a0200 hodnotení']);
  });

  it("write numbers, dates and sort orders as the shop's locale does", () => {
    expect(formatAverage('fr-CH', 4.26)).toBe('4,3');
    expect(formatAverage('sv-SE', 4)).toBe('4,0');
    expect(reviewDate('cs-CZ', '2026-03-12T10:00:00.000Z')).toBe('12. března 2026');
    expect(reviewSortLabel('nl-NL', 'mostHelpful')).toBe('Meest nuttige eerst');
    expect(reviewCountText('fr-CH', 1)).toBe('1 avis');
  });
});
