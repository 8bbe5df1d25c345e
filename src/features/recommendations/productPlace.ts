import type { GkAirParameter } from './places.ts';

// Apart from places.ts, which loads with the place's own code (LazyRecommendationPlace.tsx).

/**
 * The product page's parameters (section 7): pid = product id, cid = 'C' + the last breadcrumb id
 * (the category's id; the schema's breadcrumb ids carry a 'bc-' prefix).
 */
export function productPageParameters(productId: string, lastBreadcrumbId: string | null | undefined): GkAirParameter[] {
  const categoryId = lastBreadcrumbId?.replace(/^bc-/, '');
  return [{ name: 'pid', value: productId }, ...(categoryId ? [{ name: 'cid', value: `C${categoryId}` }] : [])];
}
