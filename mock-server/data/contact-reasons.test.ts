import { describe, expect, it } from 'vitest';
import { CONTACT_REASONS, contactReasons } from './contact-reasons.ts';
import { PRINT_CATALOGUES, printCatalogues } from './print-catalogues.ts';

describe('the contact reasons and print catalogues in the shop’s language', () => {
  it('offer the same ids in every language, worded in its own', () => {
    for (const locale of ['fr-CH', 'nl-NL', 'cs-CZ', 'sv-SE', 'sk-SK']) {
      expect(contactReasons(locale).map((reason) => reason.id)).toEqual(CONTACT_REASONS.map((reason) => reason.id));
      expect(printCatalogues(locale).map((catalogue) => catalogue.id)).toEqual(PRINT_CATALOGUES.map((catalogue) => catalogue.id));
    }
    expect(contactReasons('fr-CH')[0]!.label).toBe('Questions sur ma commande');
    expect(printCatalogues('cs-CZ')[0]).toMatchObject({
      title: 'Móda podzim/zima 2026',
      image: { alt: 'Titulní strana katalogu Móda podzim/zima 2026' },
    });
  });

  it('keep the German wording for the German shops', () => {
    expect(contactReasons('de-AT')).toEqual(CONTACT_REASONS);
    expect(printCatalogues('de-CH')).toEqual(PRINT_CATALOGUES);
  });
});
