import type { Catalogue } from '../../data/catalogue.ts';
import { catalogue, localeKey } from '../../data/catalogue.ts';
import type { CategoryTree, LeafCategory } from '../../data/categories.ts';
import type { CatalogueProduct } from '../../data/products.ts';
import { stableHash } from '../../lib/hash.ts';
import { cached } from '../../state.ts';

/** The catalogue as the recommendation service sees it: orderable products by category. */
export interface RecoIndex {
  productById: Map<string, CatalogueProduct>;
  /** Leaf category of each product. */
  leafOf: Map<string, LeafCategory>;
  leaves: readonly LeafCategory[];
  categoryById: CategoryTree['byId'];
  /** Orderable products per leaf id, best sellers first. */
  byLeaf: Map<string, CatalogueProduct[]>;
  /** All orderable products, best sellers first. */
  topSellers: CatalogueProduct[];
}

/** Recommendations show what can be bought: no sold-out products, no free gifts. */
export const recommendable = (p: CatalogueProduct) => !p.product.outsold && p.product.isFreeGift !== true;

const bySales = (a: CatalogueProduct, b: CatalogueProduct) => b.sales - a.sales || a.product.id.localeCompare(b.product.id);

export function buildRecoIndex(data: Catalogue): RecoIndex {
  const leafById = new Map(data.categories.leaves.map((leaf) => [leaf.path[2].id, leaf]));
  const leafOf = new Map<string, LeafCategory>();
  const byLeaf = new Map<string, CatalogueProduct[]>();
  for (const entry of data.products) {
    const leaf = entry.product.categoryIds.map((id) => leafById.get(id)).find(Boolean);
    if (!leaf) continue;
    leafOf.set(entry.product.id, leaf);
    if (!recommendable(entry)) continue;
    const list = byLeaf.get(leaf.path[2].id) ?? [];
    list.push(entry);
    byLeaf.set(leaf.path[2].id, list);
  }
  for (const list of byLeaf.values()) list.sort(bySales);
  return {
    productById: data.productById,
    leafOf,
    leaves: data.categories.leaves,
    categoryById: data.categories.byId,
    byLeaf,
    topSellers: data.products.filter(recommendable).sort(bySales),
  };
}

export const recoIndex = (): RecoIndex => cached(localeKey('recommendations:index'), () => buildRecoIndex(catalogue()));

/** 'f' or 'm' for women's or men's categories, null when the category is for everyone. */
export function genderOf(leaf: LeafCategory): 'f' | 'm' | null {
  const path = leaf.path[2].path;
  if (path.includes('damen')) return 'f';
  if (path.includes('herren')) return 'm';
  return null;
}

/** The list rotated to start at a position that depends on `seed`. */
export function rotate<T>(list: readonly T[], seed: string): T[] {
  if (list.length === 0) return [];
  const start = stableHash(seed) % list.length;
  return [...list.slice(start), ...list.slice(0, start)];
}
