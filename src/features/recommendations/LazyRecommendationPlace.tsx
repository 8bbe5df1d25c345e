import type { ComponentType } from 'react';
import { withTexts } from '../../i18n/lazyTexts.ts';
import { lazyComponent } from '../../ui/lazy/lazyComponent.tsx';
import type { RecommendationPlaceProps } from './RecommendationPlace.tsx';

/**
 * The recommendation place's code (places, placeholders, the request) as a chunk of its own. The
 * server loads it ahead of every render (pages/frameData.ts); a browser fetches it when it
 * renders a place, keeping the server's placeholders meanwhile, so a page's first scripts do
 * not carry it.
 */
export const recommendationPlace = lazyComponent(() =>
  withTexts(['tile', 'reco'], import('./RecommendationPlace.tsx')).then((module) => module.RecommendationPlace),
);

/** RecommendationPlace for the pages that show one below their content (product, basket, thanks, wishlist). */
export const LazyRecommendationPlace: ComponentType<RecommendationPlaceProps> = recommendationPlace.Deferred;
