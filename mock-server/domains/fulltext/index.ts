import { create, insertMultiple, type Orama, type Tokenizer } from '@orama/orama';
import type { Brand, Product } from '../../__generated__/shop-resolvers.ts';
import { catalogue, localeKey, type Catalogue } from '../../data/catalogue.ts';
import type { CategoryNode } from '../../data/categories.ts';
import { slugify } from '../../data/slug.ts';
import { cached } from '../../state.ts';
import { phrase, stem, tokens, words } from './text.ts';

// One Orama index over the listed products (free gifts are not listed), plus what the search
// needs to understand a term: colour, brand and category names, and the words it may correct to.

// Documents carry their product id as 'id' (Orama's document id); it is not searched.
const SCHEMA = {
  name: 'string',
  brand: 'string',
  category: 'string',
  /** Colours and materials. */
  details: 'string',
  description: 'string',
} as const;

export type ProductIndex = Orama<typeof SCHEMA>;

/** Fields searched, and how much a match in each counts. */
export const SEARCH_PROPERTIES = ['name', 'brand', 'category', 'details', 'description'] as const;
/** Descriptions repeat category and material in set phrases: they count for little. */
export const BOOST = { name: 3, category: 2.5, brand: 2, details: 1.5, description: 0.3 };

export interface ColourEntry {
  /** The filter value ('rot', 'grau-meliert'). */
  id: string;
  label: string;
}

export interface SearchIndex {
  db: ProductIndex;
  /** Listed products by id. */
  products: Map<string, Product>;
  /**
   * Stems of the words of names, brands, categories, colours and materials → the word shoppers
   * see most for that stem and how many products use the stem; corrections are made from these.
   */
  vocabulary: Map<string, { count: number; words: Map<string, number> }>;
  /** 6-digit product and 9-digit colour numbers (current and old) → product id. */
  articleNumbers: Map<string, string>;
  /** Products per word, remembered: listings ask for the same term page after page. */
  matchCache: Map<string, Map<string, number>>;
  /** By phrase (the stems of the name). */
  colours: Map<string, ColourEntry>;
  brands: Map<string, Brand>;
  /** Categories by the phrase of their name; names shared by several (Jeans, Pullover) list all. */
  categories: Map<string, CategoryNode[]>;
  /** 'damen', 'herren', … → their department, to tell the Jeans of Damen-Mode from Herren-Mode. */
  departments: Map<string, CategoryNode>;
}

/**
 * Orama calls the tokenizer for documents and terms alike, so both are read the same way. The
 * description field is stored as its tokens already (see descriptionTokens).
 */
const germanTokenizer: Tokenizer = {
  language: 'german',
  normalizationCache: new Map(),
  tokenize: (raw, _language, prop) => {
    if (typeof raw !== 'string') return [raw];
    return prop === 'description' ? raw.split(' ').filter(Boolean) : tokens(raw);
  },
};

const DEPARTMENT_WORDS: Readonly<Record<string, readonly string[]>> = {
  '10000': ['damen', 'damenmode', 'frauen'],
  '20000': ['herren', 'herrenmode', 'männer'],
  '30000': ['wäsche', 'bademode', 'unterwäsche'],
  '40000': ['schuhe'],
  '50000': ['wohnen', 'haushalt', 'möbel'],
  '60000': ['schmuck', 'uhren'],
};

/**
 * The tokens of a description that the other fields do not have already, once each:
 * descriptions repeat name, brand, category and material, and indexing those again would
 * double the time to build the index.
 */
function descriptionTokens(description: string | null | undefined, fields: readonly string[]): string {
  if (!description) return '';
  const known = new Set(fields.flatMap((field) => tokens(field)));
  return [...new Set(tokens(description))].filter((token) => !known.has(token)).join(' ');
}

function addWords(counts: Map<string, number>, text: string) {
  for (const word of words(text)) if (word.length > 2 && !/^\d+$/.test(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
}

function stemVocabulary(counts: Map<string, number>): SearchIndex['vocabulary'] {
  const vocabulary: SearchIndex['vocabulary'] = new Map();
  for (const [word, count] of counts) {
    const key = stem(word);
    const entry = vocabulary.get(key) ?? { count: 0, words: new Map<string, number>() };
    entry.count += count;
    entry.words.set(word, count);
    vocabulary.set(key, entry);
  }
  return vocabulary;
}

export function buildSearchIndex(source: Catalogue): SearchIndex {
  // Results are ranked by relevance and sorted by the listing, never by Orama's sorter.
  const db = create({ schema: SCHEMA, sort: { enabled: false }, components: { tokenizer: germanTokenizer } });
  const products = new Map<string, Product>();
  const counts = new Map<string, number>();
  const colours = new Map<string, ColourEntry>();
  const brands = new Map<string, Brand>();
  const articleNumbers = new Map<string, string>();
  const documents = [];
  for (const { product } of source.products) {
    if (product.isFreeGift) continue;
    products.set(product.id, product);
    const category = product.breadcrumb.map((b) => b.name).join(' ');
    const colour = product.dimensions.map((d) => d.label).join(' ');
    const material = product.attributes
      .filter((a) => a.key === 'material' || a.key === 'upperMaterial')
      .map((a) => a.value)
      .join(' ');
    const brand = product.brand?.name ?? '';
    const details = `${colour} ${material}`;
    documents.push({
      id: product.id,
      name: product.name,
      brand,
      category,
      details,
      description: descriptionTokens(product.description, [product.name, brand, category, details]),
    });
    for (const text of [product.name, brand, category, colour, material]) addWords(counts, text);
    for (const d of product.dimensions) colours.set(phrase(d.label), { id: slugify(d.label), label: d.label });
    if (product.brand) brands.set(phrase(product.brand.name), product.brand);
    for (const number of [product.iid, product.oldDisplayNumber?.slice(0, 6)]) {
      if (!number) continue;
      articleNumbers.set(number, product.id);
      for (const d of product.dimensions) articleNumbers.set(`${number}${d.promotion}`, product.id);
    }
  }
  insertMultiple(db, documents);

  const categories = new Map<string, CategoryNode[]>();
  for (const node of source.categories.byId.values()) {
    const key = phrase(node.name);
    categories.set(key, [...(categories.get(key) ?? []), node]);
  }
  const departments = new Map<string, CategoryNode>();
  for (const [id, aliases] of Object.entries(DEPARTMENT_WORDS)) {
    for (const alias of aliases) departments.set(phrase(alias), source.categories.byId.get(id)!);
  }
  return {
    db,
    products,
    vocabulary: stemVocabulary(counts),
    articleNumbers,
    matchCache: new Map(),
    colours,
    brands,
    categories,
    departments,
  };
}

/** The index over the catalogue of the request's locale, built on its first search. */
export function searchIndex(): SearchIndex {
  return cached(localeKey('search-index'), () => buildSearchIndex(catalogue()));
}
