import type { Brand, CategorySuggestion, ProductSuggestion, Suggestion } from '../../__generated__/shop-resolvers.ts';
import { catalogue } from '../../data/catalogue.ts';
import type { CategoryNode } from '../../data/categories.ts';
import { productListing } from '../catalogue/listing.ts';
import { asCategory } from '../catalogue/nodes.ts';
import { findProducts } from '../fulltext/find.ts';
import { searchIndex, type SearchIndex } from '../fulltext/index.ts';
import { phrase, words } from '../fulltext/text.ts';
import { impliedFilters, understand } from './understand.ts';

// Live suggestions while typing: brands, categories (with the filter the term implies) and
// products, at most five of each. The last word may be unfinished ('sommerk').

const MAX = 5;
const round = (n: number) => Math.round(n * 1000) / 1000;

function brandSuggestions(index: SearchIndex, typed: readonly string[]): Brand[] {
  const brands = [...index.brands.values()].map((brand) => ({ brand, words: words(brand.name) }));
  const scored = brands.flatMap(({ brand, words: name }) => {
    const starts = typed.some((t) => t.length >= 2 && name.some((w) => w.startsWith(t)));
    const whole = name.join(' ').startsWith(typed.join(' '));
    return starts || whole ? [{ brand, score: whole ? 2 : 1 }] : [];
  });
  scored.sort((a, b) => b.score - a.score || a.brand.name.localeCompare(b.brand.name, 'de'));
  return scored.slice(0, MAX).map((s) => s.brand);
}

/** Categories the term names, then those whose name starts with or contains its last word. */
function namedCategories(index: SearchIndex, term: string): { node: CategoryNode; score: number }[] {
  const named = understand(index, term).categories.map((node) => ({ node, score: 1 }));
  const last = phrase(words(term).at(-1) ?? '');
  const typedLast = words(term).at(-1) ?? '';
  if (last.length < 3) return named;
  const seen = new Set(named.map((n) => n.node.id));
  const more: { node: CategoryNode; score: number }[] = [];
  for (const node of catalogue().categories.byId.values()) {
    if (seen.has(node.id)) continue;
    const name = words(node.name);
    const nameStems = phrase(node.name).split(' ');
    if (name.some((w) => w.startsWith(typedLast)) || nameStems.some((s) => s.startsWith(last))) more.push({ node, score: 0.8 });
    else if (nameStems.some((s) => s.includes(last))) more.push({ node, score: 0.6 });
  }
  return [...named, ...more];
}

/** Leaf categories holding most of the products found. */
function categoriesOfProducts(productIds: readonly string[]): { node: CategoryNode; score: number }[] {
  const counts = new Map<string, number>();
  for (const id of productIds) {
    const leafId = catalogue().productById.get(id)?.product.categoryIds[2];
    if (leafId) counts.set(leafId, (counts.get(leafId) ?? 0) + 1);
  }
  const total = productIds.length || 1;
  return [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([id, count]) => ({ node: catalogue().categories.byId.get(id)!, score: 0.5 * (count / total) }));
}

export function suggestion(term: string): Suggestion {
  const typed = words(term);
  const key = typed.join(' ');
  const id = `suggestion:${key}`;
  if (phrase(term) === '') return { id, brands: [], categories: [], products: [] };
  const index = searchIndex();
  const found = findProducts(term, index);
  const productIds = [...found.scores.keys()];
  const understood = understand(index, found.optimizedTerm ?? term);
  const brands = brandSuggestions(index, typed);
  // A term that is the start of exactly one brand ('elbs') implies that brand as the filter.
  const [onlyBrand, ...otherBrands] = brands;
  if (!understood.brand && onlyBrand && otherBrands.length === 0 && words(onlyBrand.name).join(' ').startsWith(key))
    understood.brand = onlyBrand;
  const [suggestedFilter] = impliedFilters(understood);

  const candidates = [...namedCategories(index, found.optimizedTerm ?? term), ...categoriesOfProducts(productIds)];
  const categories: CategorySuggestion[] = [];
  const seen = new Set<string>();
  for (const { node, score } of candidates) {
    if (categories.length >= MAX || seen.has(node.id)) continue;
    seen.add(node.id);
    const filters = suggestedFilter ? [suggestedFilter] : [];
    // A suggestion must lead somewhere: the category with its filter has to have products.
    if (productListing(catalogue(), { locale: 'de-DE', categoryId: node.id, filters, pageSize: 1 }).totalItemsCount === 0) continue;
    categories.push({
      id: `${id}:category:${node.id}`,
      category: asCategory(node),
      suggestedFilter: suggestedFilter ?? null,
      score: round(score),
    });
  }

  const best = found.scores.values().next().value ?? 1;
  const products: ProductSuggestion[] = productIds.slice(0, MAX).map((productId) => ({
    id: `${id}:product:${productId}`,
    product: index.products.get(productId)!,
    score: round((found.scores.get(productId) ?? 0) / best),
  }));
  return { id, brands, categories, products };
}
