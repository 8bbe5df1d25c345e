import type { ActiveFilter, ActiveFilterInput, Filter, FilterValue } from '../../__generated__/shop-resolvers.ts';
import type { CatalogueProduct } from '../../data/products.ts';
import { ATTRIBUTE_FILTERS, compareSizes, facetsOf, type Facets, type ValueNames } from './facets.ts';
import { cached } from '../../state.ts';
import { catalogue, localeKey } from '../../data/catalogue.ts';
import { currentLocale } from '../../l10n/locale.ts';
import { catalogueTranslator } from '../../l10n/translate.ts';

/** One collator for all sorts: localeCompare with a locale builds a new one per call. */
const german = new Intl.Collator('de');

// Listing filters: parsing the active ones, applying them (AND across filters, OR within one)
// and counting what each value would still find. A filter's counts ignore that filter itself,
// so choosing a second colour shows how many products it adds.

export const SALE_VALUE = 'true';
/** The sale switch names itself by what it does: 'Nur Sale-%-Artikel' (only sale items). */
const SALE_NAME = 'Nur Sale-%-Artikel';
const MULTI_NAMES: Readonly<Record<string, string>> = { colour: 'Farbe', size: 'Größe', brand: 'Marke', ...ATTRIBUTE_FILTERS };

type Active =
  | { id: string; kind: 'multi'; values: Set<string> }
  | { id: 'price'; kind: 'price'; min: number; max: number; raw: string }
  | { id: 'sale'; kind: 'sale' };

export interface FacetTable {
  byId: Map<string, Facets>;
  names: ValueNames;
}

/** Facets of every product, computed once. */
export function facetTable(): FacetTable {
  return cached(localeKey('catalogue-facets'), () => {
    const names: ValueNames = new Map();
    const byId = new Map(catalogue().products.map(({ product }) => [product.id, facetsOf(product, names)]));
    return { byId, names };
  });
}

/** 'min-max' in cents, either end may be left open. */
function parsePrice(raw: string): { min: number; max: number } | null {
  const match = /^\s*(\d*)\s*-\s*(\d*)\s*$/.exec(raw);
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const min = match[1] === '' ? 0 : Number(match[1]);
  const max = match[2] === '' ? Number.MAX_SAFE_INTEGER : Number(match[2]);
  return min <= max ? { min, max } : { min: max, max: min };
}

/** The filters in effect: unknown filter ids and malformed values are left out. */
export function parseActive(input: readonly ActiveFilterInput[]): Active[] {
  const active = new Map<string, Active>();
  for (const { id, values } of input) {
    const wanted = values.map((v) => v.trim()).filter(Boolean);
    if (id === 'price') {
      const raw = wanted[0];
      const range = raw === undefined ? null : parsePrice(raw);
      if (range && raw) active.set(id, { id, kind: 'price', raw, ...range });
    } else if (id === 'sale') {
      if (wanted.includes(SALE_VALUE)) active.set(id, { id, kind: 'sale' });
    } else if (id in MULTI_NAMES && wanted.length > 0) {
      const previous = active.get(id);
      const set = previous?.kind === 'multi' ? previous.values : new Set<string>();
      for (const value of wanted) set.add(value.toLowerCase());
      active.set(id, { id, kind: 'multi', values: set });
    }
  }
  return [...active.values()];
}

export function activeFiltersOf(active: readonly Active[]): ActiveFilter[] {
  return active.map((a) => ({ id: a.id, values: a.kind === 'multi' ? [...a.values] : a.kind === 'price' ? [a.raw] : [SALE_VALUE] }));
}

function passes(facets: Facets, filter: Active): boolean {
  if (filter.kind === 'sale') return facets.sale;
  if (filter.kind === 'price') return facets.price >= filter.min && facets.price <= filter.max;
  const own = facets.values.get(filter.id);
  if (!own) return false;
  for (const value of filter.values) if (own.has(value)) return true;
  return false;
}

export interface Filtered {
  /** Products passing every active filter, in the order given. */
  matching: CatalogueProduct[];
  /** Computed on first read: listings that select no filters never pay for the counts. */
  readonly filters: Filter[];
}

/** Applies the active filters to a scope and computes the filters to offer with their counts. */
export function applyFilters(scope: readonly CatalogueProduct[], active: readonly Active[], table: FacetTable = facetTable()): Filtered {
  const matching: CatalogueProduct[] = [];
  // Per active filter: products that pass all other filters (the base of that filter's counts).
  const missingOne = new Map<string, Facets[]>(active.map((a) => [a.id, []]));
  const matchingFacets: Facets[] = [];
  for (const entry of scope) {
    const facets = table.byId.get(entry.product.id)!;
    let failed: Active | null = null;
    let failures = 0;
    for (const filter of active) {
      if (!passes(facets, filter)) {
        failed = filter;
        if (++failures > 1) break;
      }
    }
    if (failures === 0) {
      matching.push(entry);
      matchingFacets.push(facets);
    } else if (failures === 1) missingOne.get(failed!.id)!.push(facets);
  }
  const baseFor = (id: string) => (missingOne.has(id) ? [...matchingFacets, ...missingOne.get(id)!] : matchingFacets);
  const isActive = (id: string) => active.find((a) => a.id === id);

  let offered: Filter[] | undefined;
  return {
    matching,
    get filters() {
      offered ??= offeredFilters();
      return offered;
    },
  };

  function offeredFilters(): Filter[] {
    const filters: Filter[] = [];
    // Filter names in the request's language (the ids stay the same in every locale).
    const { t } = catalogueTranslator(currentLocale());
    const priceBase = baseFor('price');
    const priceActive = isActive('price');
    if (priceBase.length > 0 || priceActive) {
      const prices = priceBase.map((f) => f.price);
      const range = prices.length > 0 ? { min: Math.min(...prices), max: Math.max(...prices) } : null;
      filters.push({ id: 'price', name: t('Preis'), type: 'range', values: [], range });
    }
    const saleCount = baseFor('sale').filter((f) => f.sale).length;
    if (saleCount > 0 || isActive('sale')) {
      const selected = isActive('sale') !== undefined;
      filters.push({
        id: 'sale',
        name: t(SALE_NAME),
        type: 'toggle',
        values: [{ id: SALE_VALUE, name: t(SALE_NAME), count: saleCount, selected, colorCode: null }],
        range: null,
      });
    }
    for (const [id, name] of Object.entries(MULTI_NAMES)) {
      const filter = isActive(id);
      const selected = filter?.kind === 'multi' ? filter.values : new Set<string>();
      const counts = new Map<string, number>();
      for (const facets of baseFor(id)) for (const value of facets.values.get(id) ?? []) counts.set(value, (counts.get(value) ?? 0) + 1);
      for (const value of selected) if (!counts.has(value)) counts.set(value, 0);
      if (counts.size < 2 && selected.size === 0) continue;
      const known = table.names.get(id);
      const values: FilterValue[] = [...counts].map(([value, count]) => {
        const label = known?.get(value);
        return { id: value, name: label?.name ?? value, count, selected: selected.has(value), colorCode: label?.colorCode ?? null };
      });
      values.sort(
        id === 'size'
          ? (a, b) => compareSizes(a.name, b.name)
          : id === 'colour'
            ? (a, b) => b.count - a.count || german.compare(a.name, b.name)
            : (a, b) => german.compare(a.name, b.name),
      );
      filters.push({ id, name: t(name), type: 'multi', values, range: null });
    }
    return filters;
  }
}
