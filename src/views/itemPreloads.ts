import type { PageContext } from 'vike/types';
import { itemModulePaths, itemTypesOf, leadItemTypes, preloadItems } from '../features/content/itemRegistry.ts';
import { withTexts } from '../i18n/lazyTexts.ts';
import { lazyModule } from '../ui/lazy/lazyModule.ts';
import type { PageRecords } from '../relay/environment.ts';
import { modulePreloads } from './modulePreloads.ts';

/** The shop side of recommendation items (ContentShopBridge), loaded with pages that have them. */
export const RECOMMENDATIONS_MODULE = lazyModule('src/views/ContentRecommendations.tsx', () =>
  withTexts(['tile', 'reco'], import('./ContentRecommendations.tsx')),
);
const RECOMMENDATION_TYPES = ['Recommendation', 'RecommendationGkAir', 'InspirationItem', 'OutfitItem'];
const needsRecommendations = (types: readonly string[]) => types.some((type) => RECOMMENDATION_TYPES.includes(type));

/** Loads the components of the given item types and what they need of the shop. */
export async function preloadPageItems(types: readonly string[]): Promise<void> {
  await Promise.all([preloadItems(types), needsRecommendations(types) ? RECOMMENDATIONS_MODULE.load() : undefined]);
}

/** How many of a page's first items count as its first screen. */
export const LEAD_ITEMS = 3;

export interface PageItemTypes {
  /** Every item type of the page: the server renders them all. */
  itemTypes: string[];
  /** Those of the first screen: their scripts load with the page and hydrate it at once. */
  leadTypes: string[];
}

/**
 * The content item types among a page's content records, with their components loaded for the
 * server render. In the browser the first screen's components are ready before hydration (their
 * scripts are preloaded by the HTML). With `defer`, the first screen is the page's first items
 * (up to its lead image); the others' server HTML stays until their chunk has arrived and
 * hydrates then (each item is its own Suspense boundary), costing the first load nothing. Without
 * it every item is first-screen: for pages whose largest paint may be any text item, which must
 * not be re-inserted by a late hydration (a context update from the frame before the chunk is
 * there makes React render a waiting boundary anew).
 */
export async function loadItemTypes(records: PageRecords | undefined, { defer }: { defer: boolean }): Promise<PageItemTypes> {
  const itemTypes = itemTypesOf(records?.content);
  await preloadPageItems(itemTypes);
  return { itemTypes, leadTypes: defer ? leadItemTypes(records?.content, LEAD_ITEMS) : itemTypes };
}

/** What the browser loads before it renders: on hydration the first screen, on navigation everything. */
export function typesToPreload(pageContext: { isHydration: boolean }, types: PageItemTypes | undefined): string[] {
  if (!types) return [];
  return pageContext.isHydration ? types.leadTypes : types.itemTypes;
}

/** The scripts of the first screen's item types, for `<link rel="modulepreload">` in the page's head. */
export function itemPreloadHrefs(pageContext: Pick<PageContext, 'globalContext'>, types: readonly string[]): string[] {
  const { globalContext } = pageContext;
  if (!('assetsManifest' in globalContext)) return [];
  const paths = [...itemModulePaths(types), ...(needsRecommendations(types) ? [RECOMMENDATIONS_MODULE.path] : [])];
  return modulePreloads(globalContext.assetsManifest, paths, globalContext.baseAssets);
}
