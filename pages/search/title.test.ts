import type { PageContext } from 'vike/types';
import { describe, expect, it } from 'vitest';
import type { Data } from './+data.ts';
import { title } from './+title.ts';

const pageContext = (locale: string, term: string) =>
  ({ shop: { locale, brand: 'Hansebrück' }, data: { term } }) as unknown as PageContext<Data>;

describe('the search page title', () => {
  it('names the term, or the search and the shop', () => {
    expect(title(pageContext('de-DE', 'kleid'))).toBe('kleid - Suchergebnis');
    expect(title(pageContext('de-DE', ''))).toBe('Suche | Hansebrück');
  });

  it('is worded in the language of the shop', () => {
    expect(title(pageContext('fr-CH', 'robe'))).toBe('robe - Résultats de recherche');
    expect(title(pageContext('cs-CZ', ''))).toBe('Vyhledávání | Hansebrück');
  });
});
