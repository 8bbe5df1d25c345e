import { describe, expect, it } from 'vitest';
import { KNOWN } from '../../mock-server/data/fixtures.ts';
import {
  ContractSearchFieldQueryDocument,
  ContractSmartSuggestionQueryDocument,
  ContractSuggestionQueryDocument,
} from './__generated__/shop/graphql.ts';
import { post } from './support.ts';

const searchField = async (term: string) => {
  const { status, body } = await post(ContractSearchFieldQueryDocument, { term });
  expect(status).toBe(200);
  return body.data!.searchField;
};

describe('shop API: suggestion', () => {
  it('suggests the category with the filter the term implies, and products with scores', async () => {
    const { body } = await post(ContractSuggestionQueryDocument, { term: 'rote kleider' });
    const suggestion = body.data!.suggestion;
    expect(suggestion.id).toBe('suggestion:rote kleider');
    expect(suggestion.categories[0]).toMatchObject({
      category: { id: '10100', name: 'Kleider', path: '/damen-mode/kleider', parentId: '10000', isContentTitle: false },
      suggestedFilter: { id: 'colour', values: ['rot'] },
    });
    expect(suggestion.categories.length).toBeLessThanOrEqual(5);
    expect(suggestion.products.length).toBeGreaterThan(0);
    expect(suggestion.products.length).toBeLessThanOrEqual(5);
    for (const { product, score } of suggestion.products) {
      expect(score).toBeGreaterThan(0);
      expect(score).toBeLessThanOrEqual(1);
      expect(product.images).toHaveLength(1);
      expect(product.price.currency).toBe('EUR');
    }
  });

  it('suggests brands for their beginning', async () => {
    const suggestion = (await post(ContractSuggestionQueryDocument, { term: 'elbst' })).body.data!.suggestion;
    expect(suggestion.brands).toEqual([{ id: 'brand-elbstrand', name: 'Elbstrand' }]);
    expect(suggestion.categories[0]?.suggestedFilter).toEqual({ id: 'brand', values: ['elbstrand'] });
  });

  it('answers empty lists for terms that find nothing', async () => {
    const suggestion = (await post(ContractSuggestionQueryDocument, { term: 'xyzzy' })).body.data!.suggestion;
    expect(suggestion).toMatchObject({ brands: [], categories: [], products: [] });
  });
});

describe('shop API: smartSuggestion', () => {
  it('completes the term', async () => {
    const { suggestions, id } = (await post(ContractSmartSuggestionQueryDocument, { term: 'somm' })).body.data!.smartSuggestion;
    expect(id).toBe('smart-suggestion:somm');
    expect(suggestions.map((s) => s.name)).toEqual(expect.arrayContaining(['Sommerkleider', 'Sommerkleid']));
    expect(new Set(suggestions.map((s) => s.id)).size).toBe(suggestions.length);
  });
});

describe('shop API: searchField', () => {
  it('leads article numbers to the product, with or without separators', async () => {
    for (const term of ['355646745', '355 646 745', '355.646.745']) {
      expect(await searchField(term)).toMatchObject({
        productId: KNOWN.saleProduct,
        catalogId: 'HW26',
        category: null,
        redirect: null,
        totalItemsCount: 1,
      });
    }
  });

  it('leads category terms to the category with active filters', async () => {
    expect(await searchField('sommerkleider')).toMatchObject({
      productId: null,
      category: { path: '/damen-mode/kleider/sommerkleider', activeFilters: [] },
    });
    const red = await searchField('rote kleider');
    expect(red.category).toEqual({ path: '/damen-mode/kleider', activeFilters: [{ id: 'colour', values: ['rot'] }] });
    expect(red.totalItemsCount).toBeGreaterThan(0);
  });

  it('redirects configured terms', async () => {
    expect(await searchField('versandkosten')).toMatchObject({ redirect: '/content/lieferung', productId: null, category: null });
    expect((await searchField('AGB')).redirect).toBe('/content/agb');
    expect((await searchField('Rückgabe')).redirect).toBe('/content/rueckgabe');
    expect((await searchField('newsletter')).redirect).toBe('/newsletter/');
  });

  it('answers the corrected term and its count otherwise', async () => {
    expect(await searchField('Strickkleid mit Zopfmuster')).toMatchObject({
      productId: null,
      category: null,
      redirect: null,
      term: 'Strickkleid mit Zopfmuster',
    });
    const typo = await searchField('sneakr');
    expect(typo).toMatchObject({ term: 'sneaker', category: null });
    expect(typo.totalItemsCount).toBeGreaterThan(0);
    expect(await searchField('xyzzy')).toMatchObject({ term: 'xyzzy', totalItemsCount: 0 });
  });
});
