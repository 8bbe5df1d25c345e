import { describe, expect, it } from 'vitest';
import { withBasePath } from '../../shop/page/runtime.ts';
import {
  categoryLabel,
  lookupTerm,
  qualifiesForSuggestions,
  resultsStatus,
  searchResultsTarget,
  shouldHideOnScroll,
  type Selection,
} from './searchRules.ts';
import { directTarget, internalRedirect, lookupTarget, searchAnalytics } from './searchTargets.ts';

const HOST = 'https://www.example-shop.de';
const query = (url: string) => Object.fromEntries(new URL(url, HOST).searchParams);
const path = (url: string) => new URL(url, HOST).pathname;

describe('which terms get suggestions', () => {
  it('needs more than 2 characters after trimming', () => {
    expect(qualifiesForSuggestions('')).toBe(false);
    expect(qualifiesForSuggestions('  ab  ')).toBe(false);
    expect(qualifiesForSuggestions('abc')).toBe(true);
    expect(qualifiesForSuggestions(' rot ')).toBe(true);
  });

  it('leaves out article numbers, with spaces, hyphens and dots', () => {
    for (const term of ['123', '123 456.789', '512-345-101', '355.646.745', ' 12 3 '])
      expect(qualifiesForSuggestions(term), term).toBe(false);
    expect(qualifiesForSuggestions('123a')).toBe(true);
    expect(qualifiesForSuggestions('4 you')).toBe(true);
  });
});

describe('selected suggestions lead directly', () => {
  const product: Selection = { type: 'product', id: 'P100205', name: 'Strickjacke »Föhr«' };
  const category: Selection = {
    type: 'category',
    name: 'Kleider',
    path: '/damen-mode/kleider',
    filter: { id: 'colour', values: ['rot', 'blau'] },
  };

  it('a product to /p/{id} with the search parameters', () => {
    const url = directTarget(' strick ', product, HOST);
    expect(path(url)).toBe('/p/P100205');
    expect(query(url)).toEqual({
      suggestionType: 'product',
      suggestion: 'Strickjacke »Föhr«',
      searchOrigin: 'pdp/suggestion',
      searchTerm: 'strick',
    });
  });

  it('a category to its path with the suggested filter, values joined by commas', () => {
    const url = directTarget('rote kleider', category, HOST);
    expect(url.startsWith('/damen-mode/kleider?colour=rot%2Cblau&')).toBe(true);
    expect(query(url)).toMatchObject({
      colour: 'rot,blau',
      suggestionType: 'category',
      suggestion: 'Kleider',
      searchOrigin: 'plp/suggestion',
      searchTerm: 'rote kleider',
    });
    expect(query(directTarget('kleider', { ...category, filter: null }, HOST))).not.toHaveProperty('colour');
  });

  it('keeps the /webview prefix', () => {
    expect(withBasePath('/webview', directTarget('strick', product, HOST))).toMatch(/^\/webview\/p\/P100205\?/);
  });

  it('never follows a category path that leaves the shop: the term is searched instead', () => {
    for (const hostile of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      expect(directTarget('kleider', { ...category, path: hostile }, HOST)).toBe('/search?q=kleider');
      expect(lookupTarget('kleider', null, { category: { path: hostile, activeFilters: [] } }, HOST)).toBe(
        '/search?q=kleider&searchOrigin=directSearch&searchTerm=kleider',
      );
    }
  });
});

describe('the lookup decides otherwise', () => {
  it('looks up the selected brand or term by its name, a typed term trimmed', () => {
    expect(lookupTerm(' elbs ', { type: 'brand', name: 'Elbstrand' })).toBe('Elbstrand');
    expect(lookupTerm('somm', { type: 'term', name: 'Sommerkleid' })).toBe('Sommerkleid');
    expect(lookupTerm('  pullover ', null)).toBe('pullover');
  });

  it('a redirect goes there with the search parameters, keeping its query and anchor', () => {
    expect(lookupTarget('versandkosten', null, { redirect: '/content/lieferung' }, HOST)).toBe(
      '/content/lieferung?searchOrigin=directSearch&searchTerm=versandkosten',
    );
    expect(lookupTarget('x', null, { redirect: '/content/faqs?a=1#top' }, HOST)).toBe(
      '/content/faqs?a=1&searchOrigin=directSearch&searchTerm=x#top',
    );
    expect(lookupTarget('x', null, { redirect: `${HOST}/content/agb` }, HOST)).toBe('/content/agb?searchOrigin=directSearch&searchTerm=x');
  });

  it('never follows a redirect off-site', () => {
    expect(internalRedirect('https://evil.example/phish', HOST)).toBeNull();
    expect(internalRedirect('//evil.example', HOST)).toBeNull();
    expect(internalRedirect('javascript:alert(1)', HOST)).toBeNull();
    expect(path(lookupTarget('x', null, { redirect: 'https://evil.example/', term: 'x' }, HOST))).toBe('/search');
  });

  it('an article number goes to its product', () => {
    const url = lookupTarget('512 345 101', null, { productId: 'P100205', term: '512 345 101' }, HOST);
    expect(path(url)).toBe('/p/P100205');
    expect(query(url)).toEqual({ searchOrigin: 'directSearch', searchTerm: '512 345 101' });
  });

  it('a category goes to its path with its active filters', () => {
    const url = lookupTarget(
      'Rote Kleider',
      null,
      {
        category: {
          path: '/damen-mode/kleider',
          activeFilters: [
            { id: 'colour', values: ['rot'] },
            { id: 'brand', values: ['a', 'b'] },
          ],
        },
      },
      HOST,
    );
    expect(path(url)).toBe('/damen-mode/kleider');
    expect(query(url)).toEqual({ colour: 'rot', brand: 'a,b', searchOrigin: 'directSearch', searchTerm: 'Rote Kleider' });
  });

  it('anything else searches, q being the optimised term', () => {
    expect(query(lookupTarget('sneakr', null, { term: 'sneaker' }, HOST))).toEqual({
      q: 'sneaker',
      searchOrigin: 'directSearch',
      searchTerm: 'sneakr',
    });
    expect(query(lookupTarget('elbs', { type: 'brand', name: 'Elbstrand' }, { term: null }, HOST))).toEqual({
      q: 'Elbstrand',
      suggestionType: 'brand',
      suggestion: 'Elbstrand',
      searchOrigin: 'srp/suggestion',
      searchTerm: 'elbs',
    });
    expect(withBasePath('/webview', lookupTarget('hose', null, { term: 'hose' }, HOST))).toBe(
      '/webview/search?q=hose&searchOrigin=directSearch&searchTerm=hose',
    );
  });

  it('a failed lookup searches for just the term', () => {
    expect(searchResultsTarget(' rote kleider ')).toBe('/search?q=rote+kleider');
  });
});

describe('search analytics (searchData)', () => {
  it('a picked product or category is a Direct search without count', () => {
    expect(searchAnalytics('som', { type: 'product', id: 'P1', name: 'Sommerkleid' }, null)).toEqual({
      term: 'som',
      type: 'Direct',
      suggestionType: 'product',
      resultCount: null,
    });
    expect(
      searchAnalytics('kle', { type: 'category', name: 'Kleider', path: '/damen/kleider', filter: null }, { totalItemsCount: 9 })
        .resultCount,
    ).toBeNull();
  });

  it('a typed term, brand or term suggestion is Generic, counted by the lookup', () => {
    expect(searchAnalytics(' kleid ', null, { totalItemsCount: 12 })).toEqual({
      term: 'kleid',
      type: 'Generic',
      suggestionType: null,
      resultCount: 12,
    });
    expect(searchAnalytics('mir', { type: 'brand', name: 'Mira Hellweg' }, { totalItemsCount: 3 })).toEqual({
      term: 'Mira Hellweg',
      type: 'Generic',
      suggestionType: 'brand',
      resultCount: 3,
    });
    expect(searchAnalytics('kleid', null, null).resultCount).toBeNull();
  });
});

describe('texts', () => {
  it('announces how many suggestions there are', () => {
    expect(resultsStatus('de-DE', 0)).toBe('Keine Ergebnisse verfügbar.');
    expect(resultsStatus('de-DE', 1)).toBe('1 Ergebnis verfügbar.');
    expect(resultsStatus('de-DE', 12)).toBe('12 Ergebnisse verfügbar.');
  });

  it('counts the suggestions in the plural forms of the shop language', () => {
    expect([0, 1, 2, 5].map((count) => resultsStatus('cs-CZ', count))).toEqual([
      'Žádné výsledky k dispozici.',
      '1 výsledek k dispozici.',
      '2 výsledky k dispozici.',
      '5 výsledků k dispozici.',
    ]);
    expect([1, 4, 5].map((count) => resultsStatus('sk-SK', count))).toEqual([
      '1 výsledok k dispozícii.',
      '4 výsledky k dispozícii.',
      '5 výsledkov k dispozícii.',
    ]);
    expect([1, 3].map((count) => resultsStatus('sv-SE', count))).toEqual(['1 resultat tillgängligt.', '3 resultat tillgängliga.']);
  });

  it('names a category with its suggested filter', () => {
    expect(categoryLabel('de-DE', 'Kleider', { id: 'colour', values: ['rot'] })).toBe('Kleider in Rot');
    expect(categoryLabel('de-DE', 'Blusen', { id: 'brand', values: ['haus-am-meer'] })).toBe('Blusen von Haus Am Meer');
    expect(categoryLabel('de-DE', 'Hosen', { id: 'size', values: ['38', '40'] })).toBe('Hosen (38, 40)');
    expect(categoryLabel('de-DE', 'Hosen', null)).toBe('Hosen');
    expect(categoryLabel('cs-CZ', 'Šaty', { id: 'brand', values: ['elbstrand'] })).toBe('Šaty od Elbstrand');
  });
});

describe('the phone search bar', () => {
  it('hides after 50 px of scrolling either way, on phones, unless the field has focus', () => {
    expect(shouldHideOnScroll(100, 149, true, false)).toBe(false);
    expect(shouldHideOnScroll(100, 150, true, false)).toBe(true);
    expect(shouldHideOnScroll(100, 50, true, false)).toBe(true);
    expect(shouldHideOnScroll(100, 300, false, false)).toBe(false);
    expect(shouldHideOnScroll(100, 300, true, true)).toBe(false);
  });
});
