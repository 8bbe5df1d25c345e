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
