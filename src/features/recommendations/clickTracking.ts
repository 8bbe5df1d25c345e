import { analyticsPrice, type AnalyticsProduct } from '../../shop/analytics/index.ts';
import { parseTrackingToken } from './trackingToken.ts';

// Who may be told about a click (sections 6 and 7): only with tracking consent and a tracking
// token; the session id goes always, the user id only when known.

export interface ClickTrackingInput {
  productId: string;
  trackingToken: string | null | undefined;
  trackingConsent: boolean;
  sessionId: string | null;
  userId: string | null;
  locale: string;
}

export function clickTrackingVariables(input: ClickTrackingInput) {
  const { productId, trackingToken, trackingConsent, sessionId, userId, locale } = input;
  if (!trackingConsent || !trackingToken || !sessionId) return null;
  return { productId, trackingToken, sessionId, userId, trackingConsent, locale };
}

/** The analytics list details of a recommended product: its token's group (outfit, lastSeen, …). */
export function listDetailsOf(trackingToken: string | null | undefined): string | undefined {
  return parseTrackingToken(trackingToken)?.group || undefined;
}

export interface RecommendedCategory {
  id: string;
  name: string;
  path: string;
  /** The token of the first recommended product in it: the category click is reported with it. */
  trackingToken: string;
}

interface CategoryOfEntry {
  trackingToken?: string | null;
  category?: string | null;
  categoryName?: string | null;
  categoryPath?: string | null;
}

/**
 * The category most of an output's products belong to (the first of equals), as the slider's
 * 'more from' link; null when no product names a complete category with a tracking token.
 */
export function leadingCategory(entries: readonly CategoryOfEntry[]): RecommendedCategory | null {
  const counts = new Map<string, { category: RecommendedCategory; count: number }>();
  for (const { category: id, categoryName: name, categoryPath: path, trackingToken } of entries) {
    if (!id || !name || !path || !path.startsWith('/') || !trackingToken) continue;
    const seen = counts.get(id);
    if (seen) seen.count += 1;
    else counts.set(id, { category: { id, name, path, trackingToken }, count: 1 });
  }
  let best: { category: RecommendedCategory; count: number } | null = null;
  for (const candidate of counts.values()) if (!best || candidate.count > best.count) best = candidate;
  return best?.category ?? null;
}

/** trackCategoryClickGkAir's variables, under the same rule as product clicks; null: send nothing. */
export function categoryClickVariables(input: Omit<ClickTrackingInput, 'productId'> & { categoryId: string }) {
  const { categoryId, ...rest } = input;
  const product = clickTrackingVariables({ ...rest, productId: categoryId });
  if (!product) return null;
  const { productId, ...variables } = product;
  return { ...variables, categoryId: productId };
}

/** What a recommended product's analytics need of it and of the service's answer. */
export interface TrackedRecommendation {
  trackingToken?: string | null;
  product: {
    id: string;
    name: string;
    mkz?: string | null;
    styleType?: string | null;
    masterCategory?: string | null;
    trackingDimensionId?: string | null;
    masterKey?: string | null;
    salesUnit?: string | null;
    brand?: { id: string; name: string } | null;
    price: { min: number };
  };
}

/**
 * A recommended product as impressions and clicks report it: the recommendation list, its kind
 * and position, the list details from the token, and the product's master key, category code
 * (mkz), style type, category path, tracking dimension, sales unit and brand id when it has them.
 */
export function recommendationAnalyticsProduct(
  recommended: TrackedRecommendation,
  position: number,
  list: { list: string; listKind: string; listPosition?: string },
): AnalyticsProduct {
  const { product } = recommended;
  const details = listDetailsOf(recommended.trackingToken);
  const known = {
    brandId: product.brand?.id,
    masterKey: product.masterKey,
    mkz: product.mkz,
    styleType: product.styleType,
    category: product.masterCategory,
    dimensionId: product.trackingDimensionId,
    salesUnit: product.salesUnit,
  };
  return {
    id: product.id,
    name: product.name,
    brand: product.brand?.name ?? null,
    price: analyticsPrice(product.price.min),
    list: list.list,
    position,
    recommendationListKind: list.listKind,
    ...(details ? { listDetails: details } : {}),
    ...(list.listPosition ? { listPosition: list.listPosition } : {}),
    ...Object.fromEntries(Object.entries(known).filter(([, value]) => value != null && value !== '')),
  };
}
