import { ALLOWED_SHOP_CODES } from '../../../tenants/allowList.ts';
import { TENANTS } from '../../../tenants/index.ts';
import type { Locale, Tenant } from '../../../tenants/types.ts';

// The links a catalogue or content page gives search engines about its language versions: the
// same page in each sister shop (tenant field sisters: one assortment under the same paths in
// other locales) and the shop's locale for Open Graph. They depend on the shop and the page only,
// never on the visitor, so they fit the shared cached HTML. Server-side only (the pages' +Head).

export interface Alternate {
  /** The shop's locale as a BCP 47 tag, e.g. 'de-CH'. */
  hreflang: Locale;
  href: string;
}

const indexed = (tenant: Tenant | undefined): tenant is Tenant =>
  !!tenant && tenant.robots === 'index, follow' && ALLOWED_SHOP_CODES.includes(tenant.code);

/**
 * The page at `path` (path and query of its canonical URL) in the shop `code` and each of its
 * indexed sisters, in the registry's order. None for a shop without sisters or one that is not
 * indexed itself: hreflang links point from one indexed page to others, each naming all of them.
 */
export function alternates(code: string, path: string, registry: readonly Tenant[] = TENANTS): Alternate[] {
  const shop = registry.find((tenant) => tenant.code === code);
  if (!indexed(shop) || !shop.sisters?.length) return [];
  const group = registry.filter((tenant) => (tenant === shop || shop.sisters!.includes(tenant.code)) && indexed(tenant));
  if (group.length < 2) return [];
  return group.map((tenant) => ({ hreflang: tenant.locale, href: new URL(path, tenant.host).href }));
}

/** Path and query of an absolute URL (a canonical URL of this shop), for the sisters' hosts. */
export const pathOf = (url: string): string => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

/** The Open Graph form of a locale: 'de-CH' → 'de_CH'. */
export const ogLocale = (locale: string): string => locale.replace('-', '_');
