// Where content links point: internal links to the route of their page's type, external links to
// their target (shop paths included); a promotion's link as promotionHref resolves it.

export type PageTypeName = 'homepage' | 'content' | 'inspiration' | 'outfit' | '%future added value';

/** The shop path of a content page. */
export function pagePath(pageType: PageTypeName, slug: string): string {
  if (pageType === 'homepage') return '/';
  return `/${pageType}/${slug}`;
}

export interface LinkData {
  readonly __typename: string;
  readonly label?: string | null;
  readonly externalTarget?: string | null;
  readonly openInNewTab?: boolean | null;
  readonly internalTarget?: { readonly slug: string; readonly pageType: PageTypeName } | null;
  /** A page linked directly (rich-text entry hyperlinks). */
  readonly slug?: string;
  readonly pageType?: PageTypeName;
}

/** The href of an InternalLink or ExternalLink, or null when it has no target. */
export function linkHref(link: LinkData | null | undefined): string | null {
  if (!link) return null;
  if (link.__typename === 'InternalLink')
    return link.internalTarget ? pagePath(link.internalTarget.pageType, link.internalTarget.slug) : null;
  if (link.__typename === 'ExternalLink') return link.externalTarget?.trim() || null;
  if (link.__typename === 'Page' && link.slug && link.pageType) return pagePath(link.pageType, link.slug);
  return null;
}

/** Adds query parameters to a link, keeping its own query and hash. */
export function withParams(href: string, params: Record<string, string | null | undefined>): string {
  const [beforeHash, hash = ''] = href.split('#', 2) as [string, string?];
  const [path, query = ''] = beforeHash.split('?', 2) as [string, string?];
  const search = new URLSearchParams(query);
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString().replaceAll('%2C', ',');
  return `${path}${text ? `?${text}` : ''}${hash ? `#${hash}` : ''}`;
}

export interface PromotionLinkInput {
  link: string | null;
  pinnedProductIds: readonly string[] | null | undefined;
  /** The category image link's category path and product ('automated'). */
  automated: { categoryPath: string | null | undefined; productId: string | null | undefined } | null | undefined;
}

/**
 * Priority 'link', then 'automated': the promotion link with the pinned ids, else with the
 * automated product id, else the plain link; without a link, the automated category path with its
 * product pinned.
 */
export function promotionHref({ link, pinnedProductIds, automated }: PromotionLinkInput): string | null {
  const pinned = pinnedProductIds?.filter(Boolean) ?? [];
  const base = link ?? automated?.categoryPath ?? null;
  if (!base) return null;
  if (pinned.length > 0) return withParams(base, { pin: pinned.join(',') });
  if (automated?.productId) return withParams(base, { pin: automated.productId });
  return base;
}

/** The link a promotion click follows: promotionId appended. */
export function promotionClickHref(href: string, promotionId: string | null | undefined): string {
  return promotionId ? withParams(href, { promotionId }) : href;
}
