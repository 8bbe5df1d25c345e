import type { LeafCategory } from '../../data/categories.ts';
import type { CatalogueProduct } from '../../data/products.ts';
import { stableHash } from '../../lib/hash.ts';
import { genderOf, recommendable, rotate, type RecoIndex } from './catalogueIndex.ts';

// How the recommendation service chooses products. Every choice depends only on the catalogue
// and its inputs, so the same request always gets the same products.

/** List details of the specification, used as the tracking group. */
export type Group = 'similarProducts' | 'outfit' | 'lastSeen' | 'highestRanked' | 'categoryMatching' | 'wishlist';

export interface Pick {
  entry: CatalogueProduct;
  group: Group;
  reason: string;
  campaign?: string;
  outfitID?: string;
}

export const MAX_PRODUCTS = 12;

const pick =
  (group: Group, reason: string, extra: Partial<Pick> = {}) =>
  (entry: CatalogueProduct): Pick => ({ entry, group, reason, ...extra });

function unique(entries: readonly CatalogueProduct[], exclude: readonly string[] = []): CatalogueProduct[] {
  const seen = new Set(exclude);
  return entries.filter((e) => {
    if (seen.has(e.product.id)) return false;
    seen.add(e.product.id);
    return true;
  });
}

/** Takes from each list in turn, so every source is represented. */
function interleave<T>(lists: readonly (readonly T[])[]): T[] {
  const out: T[] = [];
  for (let i = 0; lists.some((l) => i < l.length); i++) for (const list of lists) if (i < list.length) out.push(list[i]!);
  return out;
}

const fits = (gender: 'f' | 'm' | null, leaf: LeafCategory) => gender === null || genderOf(leaf) === null || genderOf(leaf) === gender;

/** Same category, closest in price first. */
export function similarProducts(index: RecoIndex, productId: string): Pick[] {
  const entry = index.productById.get(productId);
  const leaf = index.leafOf.get(productId);
  if (!entry || !leaf) return [];
  const price = entry.product.price.min;
  return (index.byLeaf.get(leaf.path[2].id) ?? [])
    .filter((e) => e.product.id !== productId)
    .map((e, rank) => ({ e, rank, distance: Math.abs(e.product.price.min - price) }))
    .sort((a, b) => a.distance - b.distance || a.rank - b.rank)
    .slice(0, MAX_PRODUCTS)
    .map(({ e }) => pick('similarProducts', 'Ähnlicher Artikel')(e));
}

/** Which kinds of article complete a look (by the category's silhouette). */
const OUTFIT_PARTNERS: Readonly<Record<string, readonly string[]>> = {
  dress: ['shoe', 'jacket', 'necklace', 'earring'],
  top: ['trousers', 'skirt', 'shoe', 'jacket'],
  knit: ['trousers', 'skirt', 'boot', 'coat'],
  trousers: ['top', 'knit', 'shoe', 'jacket'],
  skirt: ['top', 'knit', 'shoe', 'boot'],
  jacket: ['knit', 'trousers', 'boot'],
  coat: ['knit', 'trousers', 'boot'],
  shoe: ['trousers', 'top', 'dress'],
  boot: ['trousers', 'knit', 'coat'],
  lingerie: ['lingerie'],
  swimwear: ['swimwear', 'towel'],
  bedding: ['bedding', 'mattress', 'frame'],
  mattress: ['frame', 'bedding'],
  frame: ['mattress', 'bedding'],
  carpet: ['sofa', 'curtain', 'lamp'],
  curtain: ['carpet', 'sofa', 'lamp'],
  towel: ['towel', 'bedding'],
  sofa: ['carpet', 'lamp', 'cabinet'],
  cabinet: ['shelf', 'lamp', 'carpet'],
  shelf: ['cabinet', 'lamp'],
  lamp: ['sofa', 'shelf', 'carpet'],
  necklace: ['earring', 'ring', 'watch'],
  ring: ['necklace', 'earring'],
  earring: ['necklace', 'ring'],
  watch: ['necklace', 'ring'],
};

/** The outfit a product belongs to: a 7-digit number stable per product. */
export const outfitIdOf = (productId: string) => String(1_000_000 + (stableHash(`outfit:${productId}`) % 9_000_000));

/**
 * Articles of other categories that complete the product's look: up to two per partner kind,
 * for the same gender; other categories of its department when no partner kind is known.
 */
export function outfit(index: RecoIndex, productId: string): Pick[] {
  const leaf = index.leafOf.get(productId);
  if (!leaf) return [];
  const gender = genderOf(leaf);
  const others = index.leaves.filter((l) => l !== leaf && fits(gender, l));
  const partners = OUTFIT_PARTNERS[leaf.leaf.silhouette] ?? [];
  let groups = partners.map((silhouette) =>
    rotate(
      others.filter((l) => l.leaf.silhouette === silhouette).flatMap((l) => (index.byLeaf.get(l.path[2].id) ?? []).slice(0, 6)),
      `${productId}:${silhouette}`,
    ).slice(0, 2),
  );
  if (groups.every((g) => g.length === 0)) {
    groups = others
      .filter((l) => l.department === leaf.department)
      .map((l) => rotate((index.byLeaf.get(l.path[2].id) ?? []).slice(0, 6), productId).slice(0, 1));
  }
  const outfitID = outfitIdOf(productId);
  return unique(interleave(groups), [productId])
    .slice(0, 8)
    .map(pick('outfit', 'Passt zum Outfit', { outfitID }));
}

/** The target campaign of the season; it covers clothes and shoes only. */
export const CAMPAIGN = {
  id: 'herbst-highlights',
  title: 'Unsere Herbst-Highlights für Sie',
  targets: ['dress', 'top', 'knit', 'trousers', 'skirt', 'jacket', 'coat', 'shoe', 'boot'],
  features: ['jacket', 'coat', 'knit', 'boot'],
} as const;

/** Campaign products for a product the campaign targets; none otherwise (the shop falls back). */
export function campaign(index: RecoIndex, productId: string): Pick[] {
  const leaf = index.leafOf.get(productId);
  if (!leaf || !(CAMPAIGN.targets as readonly string[]).includes(leaf.leaf.silhouette)) return [];
  const gender = genderOf(leaf);
  const featured = index.leaves.filter((l) => (CAMPAIGN.features as readonly string[]).includes(l.leaf.silhouette) && fits(gender, l));
  const entries = interleave(featured.map((l) => (index.byLeaf.get(l.path[2].id) ?? []).slice(0, 4)));
  return unique(rotate(entries, productId), [productId])
    .slice(0, MAX_PRODUCTS)
    .map(pick('highestRanked', 'Herbst-Highlight', { campaign: CAMPAIGN.id }));
}

/** Best sellers of the product's department in its other categories. */
export function boughtTogether(index: RecoIndex, productId: string, exclude: readonly string[]): Pick[] {
  const leaf = index.leafOf.get(productId);
  if (!leaf) return [];
  const lists = index.leaves
    .filter((l) => l !== leaf && l.department === leaf.department)
    .map((l) => (index.byLeaf.get(l.path[2].id) ?? []).slice(0, 3));
  return unique(rotate(interleave(lists), `bought:${productId}`), [productId, ...exclude])
    .slice(0, MAX_PRODUCTS)
    .map(pick('categoryMatching', 'Kunden kauften auch'));
}

const searchableText = ({ product }: CatalogueProduct) =>
  [product.name, product.brand?.name, product.masterCategory, product.color].join(' ').toLowerCase();

/** Best sellers, optionally of one category (any level) or matching a search term. */
export function topSellers(index: RecoIndex, filter: { categoryId?: string | null; term?: string | null } = {}): Pick[] {
  const words = (filter.term ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return index.topSellers
    .filter((e) => !filter.categoryId || e.product.categoryIds.includes(filter.categoryId))
    .filter((e) => words.every((w) => searchableText(e).includes(w)))
    .slice(0, MAX_PRODUCTS)
    .map(pick('highestRanked', 'Bestseller'));
}

/** The given products themselves (last seen), skipping unknown and sold-out ones. */
export function lastSeen(index: RecoIndex, productIds: readonly string[], exclude: readonly string[] = []): Pick[] {
  const entries = productIds.flatMap((id) => index.productById.get(id) ?? []).filter(recommendable);
  return unique(entries, exclude).slice(0, MAX_PRODUCTS).map(pick('lastSeen', 'Zuletzt angesehen'));
}

/** Products similar to each of the given ones, taken in turn, never the given ones. */
export function similarToAll(index: RecoIndex, productIds: readonly string[], group: Group, reason: string): Pick[] {
  const lists = productIds.map((id) => similarProducts(index, id).map((p) => p.entry));
  return unique(interleave(lists), productIds).slice(0, MAX_PRODUCTS).map(pick(group, reason));
}
