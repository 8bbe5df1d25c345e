import { describe, expect, it } from 'vitest';
import { buildCatalogue, catalogue } from '../../data/catalogue.ts';
import { KNOWN } from '../../data/fixtures.ts';
import { findProducts } from '../fulltext/find.ts';
import { buildSearchIndex, searchIndex } from '../fulltext/index.ts';
import { distance, tokens } from '../fulltext/text.ts';
import { redirectFor } from './redirects.ts';
import { searchField } from './search-field.ts';
import { smartSuggestion } from './smart.ts';
import { suggestion } from './suggestion.ts';
import { understand } from './understand.ts';

const names = (term: string) => [...findProducts(term).scores.keys()].map((id) => searchIndex().products.get(id)!.name);
const ids = (term: string) => [...findProducts(term).scores.keys()];

describe('reading German', () => {
  it('stems plurals, folds umlauts and restores transliterations', () => {
    expect(tokens('Kleider')).toEqual(tokens('Kleid'));
    expect(tokens('Schuhe')).toEqual(tokens('schuh'));
    expect(tokens('Mäntel')).toEqual(tokens('Mantel'));
    expect(tokens('Bettwaesche')).toEqual(tokens('Bettwäsche'));
    expect(tokens('blauen')).toEqual(tokens('blau'));
    expect(tokens('Kleid mit Spitze und Gürtel')).toHaveLength(3);
  });

  it('measures edit distance with a cut-off', () => {
    expect(distance('somerkleid', 'sommerkleid', 2)).toBe(1);
    expect(distance('kleid', 'mantel', 2)).toBe(3);
  });
});

describe('finding products', () => {
  it("finds 'Kleid' products for 'Kleider' and the other way round", () => {
    expect(ids('Kleider')).toEqual(ids('Kleid'));
    expect(names('Kleider').some((n) => n.includes('kleid'))).toBe(true);
    expect(ids('Kleider').length).toBeGreaterThan(150);
  });

  it("treats 'Schuhe' and 'schuh' alike, umlauts too", () => {
    expect(ids('Schuhe')).toEqual(ids('schuh'));
    expect(ids('Mäntel')).toEqual(ids('mantel'));
    expect(ids('Bettwaesche').length).toBeGreaterThan(0);
    expect(ids('Bettwaesche')).toEqual(ids('bettwäsche'));
  });

  it('corrects typos to the closest catalogue word', () => {
    const typo = findProducts('Somerkleid');
    expect(typo.optimizedTerm).toBe('sommerkleid');
    expect([...typo.scores.keys()]).toEqual(ids('Sommerkleid'));
    expect(findProducts('Sommerkleid').optimizedTerm).toBeNull();
    expect(findProducts('sneakr').optimizedTerm).toBe('sneaker');
    expect(findProducts('xyzzy').scores.size).toBe(0);
  });

  it('needs every word: rote kleider are red dresses', () => {
    const red = ids('rote kleider').map((id) => searchIndex().products.get(id)!);
    expect(red.length).toBeGreaterThan(0);
    for (const p of red) {
      expect(p.colors.some((c) => c.label === 'rot')).toBe(true);
      expect(p.masterCategory).toMatch(/Kleid/);
    }
    expect(ids('rote kleider').length).toBeLessThan(ids('kleider').length);
  });

  it('completes the last word while typing', () => {
    const found = ids('sommerk').map((id) => searchIndex().products.get(id)!);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p) => /sommerk/i.test(`${p.name} ${p.masterCategory}`))).toBe(true);
  });

  it('finds products by article number (6 or 9 digits, spaces and dots allowed) and old numbers', () => {
    expect(ids('355646745')).toEqual([KNOWN.saleProduct]);
    expect(ids('355 646 745')).toEqual([KNOWN.saleProduct]);
    expect(ids('355.646.745')).toEqual([KNOWN.saleProduct]);
    expect(ids('355646')).toEqual([KNOWN.saleProduct]);
    const renumbered = catalogue().productById.get(KNOWN.renumberedProduct)!.product;
    expect(ids(renumbered.oldDisplayNumber!)).toEqual([KNOWN.renumberedProduct]);
    expect(ids(KNOWN.unknownDisplayNumber)).toEqual([]);
  });

  it('builds the same index for the same catalogue', () => {
    const again = buildSearchIndex(buildCatalogue());
    expect([...again.vocabulary.keys()]).toEqual([...searchIndex().vocabulary.keys()]);
    expect([...findProducts('rote kleider', again).scores]).toEqual([...findProducts('rote kleider').scores]);
  });
});

describe('understanding terms', () => {
  it('reads categories, departments, colours and brands', () => {
    const red = understand(searchIndex(), 'rote kleider');
    expect(red.categories.map((c) => c.id)).toEqual(['10100']);
    expect(red.colour?.id).toBe('rot');
    expect(red.rest).toEqual([]);
    expect(understand(searchIndex(), 'pullover').categories.length).toBe(2);
    expect(understand(searchIndex(), 'damen pullover').categories.map((c) => c.path)).toEqual(['/damen-mode/oberteile/pullover']);
    expect(understand(searchIndex(), 'Elbstrand Blusen')).toMatchObject({ brand: { name: 'Elbstrand' }, rest: [] });
    expect(understand(searchIndex(), 'kleid mit blumendruck').rest).toEqual(['blumendruck']);
  });
});

describe('search field', () => {
  it('leads an article number to its product and catalogue', () => {
    for (const term of ['355646745', '355 646 745', '355.646.745']) {
      expect(searchField(term)).toMatchObject({
        productId: KNOWN.saleProduct,
        catalogId: 'HW26',
        totalItemsCount: 1,
        category: null,
        redirect: null,
      });
    }
    expect(searchField(KNOWN.unknownDisplayNumber)).toMatchObject({ productId: null, totalItemsCount: 0 });
  });

  it('leads a category term to the category with the filters it implies', () => {
    expect(searchField('sommerkleider')).toMatchObject({ category: { path: '/damen-mode/kleider/sommerkleider', activeFilters: [] } });
    expect(searchField('Rote Kleider')).toMatchObject({
      category: { path: '/damen-mode/kleider', activeFilters: [{ id: 'colour', values: ['rot'] }] },
    });
    expect(searchField('Somerkleider').category?.path).toBe('/damen-mode/kleider/sommerkleider');
  });

  it('redirects configured terms', () => {
    expect(searchField('Versandkosten')).toMatchObject({ redirect: '/content/lieferung', productId: null, category: null });
    expect(redirectFor(' AGB ')).toBe('/content/agb');
    expect(redirectFor('rückgabe')).toBe('/content/rueckgabe');
    expect(redirectFor('Rueckgabe')).toBe('/content/rueckgabe');
    expect(redirectFor('newsletter')).toBe('/newsletter/');
    expect(redirectFor('kleider')).toBeNull();
  });

  it('otherwise answers the (corrected) term and how many products it finds', () => {
    expect(searchField('pullover')).toMatchObject({ term: 'pullover', category: null, totalItemsCount: ids('pullover').length });
    expect(searchField('kleid mit blumendruck').category).toBeNull();
    expect(searchField('sneakr')).toMatchObject({ term: 'sneaker', category: null });
    expect(searchField('xyzzy')).toMatchObject({ term: 'xyzzy', totalItemsCount: 0 });
  });
});

describe('suggestions', () => {
  it('suggests categories with the implied filter, products with scores and brands, at most five each', () => {
    const result = suggestion('rote kleider');
    expect(result.categories[0]).toMatchObject({
      category: { id: '10100', name: 'Kleider' },
      suggestedFilter: { id: 'colour', values: ['rot'] },
      score: 1,
    });
    expect(result.products.length).toBeGreaterThan(0);
    expect(result.products.length).toBeLessThanOrEqual(5);
    expect(result.products[0]!.score).toBe(1);
    expect(result.categories.length).toBeLessThanOrEqual(5);
    expect(new Set([result.id, ...result.categories.map((c) => c.id), ...result.products.map((p) => p.id)]).size).toBe(
      1 + result.categories.length + result.products.length,
    );
    const brand = suggestion('elbs');
    expect(brand.brands.map((b) => b.name)).toEqual(['Elbstrand']);
    expect(brand.categories[0]?.suggestedFilter).toEqual({ id: 'brand', values: ['elbstrand'] });
    expect(suggestion('xyzzy')).toMatchObject({ brands: [], categories: [], products: [] });
  });

  it('completes terms for the smart suggestion', () => {
    const result = smartSuggestion('somm');
    expect(result.suggestions.map((s) => s.name)).toEqual(expect.arrayContaining(['Sommerkleider', 'Sommerkleid']));
    expect(result.suggestions.length).toBeLessThanOrEqual(8);
    expect(smartSuggestion('somerkleid').suggestions.map((s) => s.name)).toContain('Sommerkleid');
    expect(smartSuggestion('x').suggestions).toEqual([]);
  });
});
