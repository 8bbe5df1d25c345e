import type { ActiveFilter, Brand } from '../../__generated__/shop-resolvers.ts';
import type { CategoryNode } from '../../data/categories.ts';
import { slugify } from '../../data/slug.ts';
import type { ColourEntry, SearchIndex } from '../fulltext/index.ts';
import { tokens, words } from '../fulltext/text.ts';

// Reading a term as the shop's own vocabulary: category names ('sommerkleider'), departments
// ('damen'), colours ('rote') and brands. 'rote kleider' is the category Kleider filtered by
// colour rot; words that are none of these are left over for the full-text search.

export interface Understanding {
  /** Categories the term names, narrowed by a department word when there is one. */
  categories: CategoryNode[];
  colour: ColourEntry | null;
  brand: Brand | null;
  /** Words that are neither category, department, colour nor brand. */
  rest: string[];
}

const MAX_PHRASE = 3;

/** Categories with the phrase as one word of a longer name ('jacken' → 'Jacken & Mäntel'). */
function categoriesNamedPartly(index: SearchIndex, key: string): CategoryNode[] {
  if (key.includes(' ')) return [];
  const partial: CategoryNode[] = [];
  for (const [name, nodes] of index.categories) if (name.split(' ').includes(key)) partial.push(...nodes);
  return partial;
}

export function understand(index: SearchIndex, term: string): Understanding {
  const typed = words(term).filter((w) => tokens(w).length > 0);
  const stems = typed.map((w) => tokens(w)[0]!);
  const used = stems.map(() => false);
  let colour: ColourEntry | null = null;
  let brand: Brand | null = null;
  let department: CategoryNode | null = null;
  let categories: CategoryNode[] = [];

  for (let size = Math.min(MAX_PHRASE, stems.length); size >= 1; size--) {
    for (let start = 0; start + size <= stems.length; start++) {
      if (used.slice(start, start + size).some(Boolean)) continue;
      const key = stems.slice(start, start + size).join(' ');
      let hit = false;
      if (!colour && index.colours.has(key)) [colour, hit] = [index.colours.get(key)!, true];
      else if (!brand && index.brands.has(key)) [brand, hit] = [index.brands.get(key)!, true];
      else if (categories.length === 0 && index.categories.has(key)) [categories, hit] = [index.categories.get(key)!, true];
      else if (!department && index.departments.has(key)) [department, hit] = [index.departments.get(key)!, true];
      else if (categories.length === 0 && categoriesNamedPartly(index, key).length > 0)
        [categories, hit] = [categoriesNamedPartly(index, key), true];
      if (hit) for (let i = start; i < start + size; i++) used[i] = true;
    }
  }
  if (categories.length === 0 && department) categories = [department];
  else if (department && categories.length > 1) {
    const inDepartment = categories.filter((c) => c.path.startsWith(`${department.path}/`));
    if (inDepartment.length > 0) categories = inDepartment;
  }
  return { categories, colour, brand, rest: typed.filter((_, i) => !used[i]) };
}

/** The filters a term implies for its category: its colour and its brand. */
export function impliedFilters(understanding: Understanding): ActiveFilter[] {
  const filters: ActiveFilter[] = [];
  if (understanding.colour) filters.push({ id: 'colour', values: [understanding.colour.id] });
  if (understanding.brand) filters.push({ id: 'brand', values: [slugify(understanding.brand.name)] });
  return filters;
}
