import type { PageContext } from 'vike/types';
import { describe, expect, it } from 'vitest';
import { title } from './+title.ts';

const pageContext = (locale: string, is404: boolean) => ({ shop: { locale, brand: 'Hansebrück' }, is404 }) as unknown as PageContext;

describe('the error page title', () => {
  it('tells a missing page from another failure', () => {
    expect(title(pageContext('de-DE', true))).toBe('Diese Seite gibt es leider nicht | Hansebrück');
    expect(title(pageContext('de-AT', false))).toBe('Da ist etwas schiefgelaufen | Hansebrück');
  });

  it('is worded in the language of the shop', () => {
    expect(title(pageContext('nl-NL', true))).toBe('Deze pagina bestaat helaas niet | Hansebrück');
    expect(title(pageContext('sk-SK', false))).toBe('Niečo sa pokazilo | Hansebrück');
  });
});
