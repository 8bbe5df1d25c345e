// Promotion link resolution (section 5): priority 'link', then 'automated'. The link is the
// promotion link with the pinned product ids, else with the automated product id, else the
// plain promotion link.

export interface PromotionLinkInput {
  /** The promotion's link (a shop path, possibly with a query). */
  link: string | null | undefined;
  pinnedProductIds?: readonly string[] | null;
  /** The product an automated promotion resolved to (automatedProductById). */
  automatedProductId?: string | null;
}

/** Query parameter carrying pinned products to the listing (its pinnedProductIds input). */
export const PINNED_PARAM = 'pinned';

function withParam(link: string, value: string): string {
  const [path, hash] = link.split('#', 2);
  const joined = `${path}${path!.includes('?') ? '&' : '?'}${PINNED_PARAM}=${encodeURIComponent(value)}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}

/** The href of a promotion; null without a link. */
export function promotionHref({ link, pinnedProductIds, automatedProductId }: PromotionLinkInput): string | null {
  if (!link) return null;
  const pinned = (pinnedProductIds ?? []).filter(Boolean);
  if (pinned.length > 0) return withParam(link, pinned.join(','));
  if (automatedProductId) return withParam(link, automatedProductId);
  return link;
}
