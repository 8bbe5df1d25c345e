import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formMessage } from '../shop/texts/formMessages.ts';
import { fill, message } from '../shop/texts/messages.ts';
import { withoutLocaleLookup } from '../build/i18n.ts';
import { LANGUAGES, languageOf } from './languages.ts';

const messagesDir = join(import.meta.dirname, '..', '..', 'messages');

type Variant = { declarations: string[]; selectors: string[]; match: Record<string, string> };
type MessageFile = Record<string, string | Variant[]>;

const read = (language: string, feature: string): MessageFile => {
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(join(messagesDir, language, `${feature}.json`), 'utf8')) as MessageFile;
  return messages;
};
const features = readdirSync(join(messagesDir, 'de')).map((file) => file.replace(/\.json$/, ''));
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

/** The arguments a message takes: its placeholders, or a plural's inputs. */
function argumentsOf(value: string | Variant[]): string[] {
  if (typeof value === 'string') return [...new Set(placeholders(value))].sort();
  const inputs = value.flatMap((variant) => variant.declarations.flatMap((d) => /^input (\w+)$/.exec(d)?.[1] ?? []));
  const used = value.flatMap((variant) => Object.values(variant.match).flatMap(placeholders));
  return [...new Set([...inputs, ...used])].sort();
}

// The hint codes' and the form messages' German texts as the shop had them before the catalogue.
const GERMAN_BEFORE = {
  frame: {
    ATB_GENERAL: 'Der Artikel konnte nicht zum Warenkorb hinzugefügt werden.',
    ATB_NO_VARIANT_SELECTED: 'Bitte wählen Sie eine Größe',
    ATB_VARIANT_OUTSOLD: 'Diese Größe ist ausverkauft',
    ATB_QUANTITY_LIMIT_EXCEEDED:
      'Sie haben diesen Artikel bereits {quantityLimit} mal in Ihrem Warenkorb. Damit ist die Maximalmenge erreicht.',
    ATB_GIFT_ALREADY_IN_BASKET: 'Der Artikel liegt bereits im Warenkorb und kann kein weiteres Mal hinzugefügt werden.',
    ATB_ADDED: 'Der Artikel wurde in den Warenkorb gelegt.',
    DEFAULT:
      'Es ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es später noch einmal. Sollte das Problem weiterhin bestehen, wenden Sie sich bitte an unseren Kundenservice.',
    QUANTITY_LIMIT_EXCEEDED: 'Die Maximalmenge für diesen Artikel {displayNumber} ist bereits erreicht.',
    BASKET_MAX_ITEMS: 'Die maximale Artikelanzahl von {basketMaxItems} ist erreicht. Bitte entfernen Sie einige Artikel.',
    BASKET_MIN_ORDER_VALUE: 'Bitte beachten Sie den Mindestbestellwert.',
    BASKET_MIN_ORDER_VALUE_FREE_GIFT: 'Bitte beachten Sie den Mindestbestellwert von {formattedMinOrderValueFreeGift}.',
    MORE_THAN_ONE_FREE_GIFT: 'Gratisartikel können nur einmal hinzugefügt werden.',
    DISPOSAL_SERVICE_NOT_BOOKED:
      'Der Artikel wurde in den Warenkorb gelegt, der Entsorgungsservice konnte aber nicht gebucht werden. Bitte buchen Sie ihn im Warenkorb.',
    WISHLIST_FAILED_TO_ADD_ITEM: 'Der Artikel konnte nicht auf den Merkzettel gelegt werden.',
    WISHLIST_FAILED_TO_REMOVE_ITEM: 'Der Artikel konnte nicht vom Merkzettel entfernt werden.',
    WISHLIST_EMPTY: 'Es befinden sich keine Artikel auf Ihrem Merkzettel.',
    NO_SEARCH_RESULT: 'Sie haben nach "{term}" gesucht. Leider haben wir kein Ergebnis gefunden.',
    RATING_ALREADY_SUBMITTED: 'Sie haben diesen Artikel bereits bewertet, eine erneute Bewertung ist leider nicht möglich.',
    RATING_NOT_AVAILABLE: 'Aus technischen Gründen ist eine Bewertung dieses Artikels momentan leider nicht möglich.',
    PRODUCT_RATED: 'Vielen Dank für Ihre Bewertung. Sie können das Fenster jetzt schließen.',
    REVIEW_REPORTED: 'Vielen Dank, dass Sie diese Bewertung gemeldet haben.',
    PRODUCT_SAFETY_INFO_ERROR: 'Fehler beim Laden der Daten. Bitte versuchen Sie es später noch einmal.',
    MODAL_LOAD_ERROR: 'Der Inhalt konnte nicht geladen werden. Bitte versuchen Sie es später noch einmal.',
    STORE_DISPLAY_FAILURE:
      'Leider ist der gescannte Artikel nicht im Online-Sortiment erhältlich. Bitte wenden Sie sich an eine Mitarbeiterin oder einen Mitarbeiter.',
    SCARCITY_EFFECT: 'Nur noch {quantity} verfügbar!',
    DISPLAY_NUMBER_CHANGED: 'Der Artikel ist jetzt unter der Artikelnummer {displayNumber} gelistet (vorher {oldDisplayNumber}).',
    NO_REVIEWS: 'Für diesen Artikel gibt es noch keine Bewertungen.',
    NO_REVIEWS_WITH_RATING: 'Es gibt keine Bewertungen mit {rating} Sternen.',
    NO_REVIEWS_WITH_ONE_STAR: 'Es gibt keine Bewertungen mit 1 Stern.',
    COPIED: 'Kopiert',
    COUPON_COPIED: 'Aktionscode kopiert',
    COUPON_COPIED_SUB: 'Codes können bei der Bezahlung eingelöst werden.',
    SCRID_SESSION_ACTIVE: 'Willkommen! Ihre {programmeName}-Nummer ist bereits aktiv.',
    QUANTITY_MORE_THAN_STOCK: 'Von dieser Größe sind nur noch {stock} Artikel auf Lager.',
    OPT_OUT_SUCCESS: 'Sie haben dem Tracking durch {provider} erfolgreich widersprochen.',
    OPT_OUT_ALREADY_EXISTS: 'Ihr Widerspruch gegen das Tracking durch {provider} liegt bereits vor.',
    OPT_OUT_NON_EXISTENT_PROVIDER: 'Die angegebene Adresse existiert nicht.',
  },
  form: {
    LOGIN_FAILED: 'Die Anmeldung ist fehlgeschlagen. Bitte prüfen Sie Ihre Angaben und Ihr Passwort.',
    FIELD_REQUIRED: 'Dies ist ein Pflichtfeld',
    EMAIL_REQUIRED: 'Bitte geben Sie eine E-Mail-Adresse ein',
    EMAIL_INVALID: 'Bitte überprüfen Sie Ihre E-Mail-Adresse',
    CUSTOMER_NUMBER_INVALID: 'Die Kundennummer besteht aus 6 - 8 Ziffern',
    FIELD_MIN_LENGTH: 'Bitte geben Sie mindestens {min} Zeichen ein',
    SALUTATION_REQUIRED: 'Bitte wählen Sie eine Anrede',
    FORM_REQUIRED_FIELDS_MISSING: 'Bitte füllen Sie alle Pflichtfelder aus.',
    FORM_SUBMIT_FAILED: 'Leider ist beim Senden ein Fehler aufgetreten. Bitte versuchen Sie es noch einmal.',
    FIELD_INVALID_CHARACTERS: 'Bitte verwenden Sie nur Buchstaben, Ziffern und die erlaubten Sonderzeichen',
    FIELD_INVALID_LETTERS: 'Bitte verwenden Sie nur Buchstaben und die erlaubten Sonderzeichen',
    ZIP_CODE_INVALID: 'Die Postleitzahl besteht aus mindestens {min} Ziffern',
    ZIP_CODE_LENGTH: 'Die Postleitzahl besteht aus {length} Ziffern',
    ZIP_CODE_FORMAT: 'Bitte geben Sie die Postleitzahl im Format {format} ein',
    HOUSE_NUMBER_INVALID: 'Die Hausnummer enthält mindestens eine Ziffer',
    PHONE_INVALID: 'Bitte überprüfen Sie Ihre Telefonnummer',
    COUNTRY_REQUIRED: 'Bitte wählen Sie ein Lieferland',
    COUNTRY_NOT_DELIVERED: 'In dieses Land liefern wir leider nicht',
    BIRTHDAY_INVALID: 'Bitte geben Sie ein gültiges Datum ein',
    BIRTHDAY_TOO_YOUNG: 'Sie müssen mindestens {minAge} Jahre alt sein',
    NEWSLETTER_MIN_AGE: 'Der Newsletter ist erst ab {minAge} Jahren möglich',
    EMAIL_ALREADY_REGISTERED: 'Für diese E-Mail-Adresse gibt es bereits ein Kundenkonto',
    NO_CATALOG_SELECTED: 'Bitte wählen Sie mindestens einen Katalog aus',
    NEWSLETTER_SUBSCRIBE_FAILED: 'Bei der Anmeldung zum Newsletter ist etwas schiefgelaufen.',
    NEWSLETTER_UNSUBSCRIBE_FAILED:
      'Bei der Abmeldung vom Newsletter ist etwas schiefgelaufen. Gerne hilft Ihnen unser Kundenservice weiter. Telefon: {phone}',
    NEWSLETTER_UPDATE_DATA_FAILED: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es später noch einmal.',
    PASSWORD_HINT: 'Ein sicheres Passwort hat mindestens 5 Zeichen und enthält Buchstaben, Ziffern und Sonderzeichen.',
  },
};

describe('the message files', () => {
  for (const language of ['fr', 'nl', 'cs', 'sv', 'sk']) {
    it(`${language} has every German message, with the same arguments`, () => {
      for (const feature of features) {
        const german = read('de', feature);
        const own = read(language, feature);
        expect(Object.keys(own).sort(), feature).toEqual(Object.keys(german).sort());
        for (const [key, value] of Object.entries(german)) expect(argumentsOf(own[key]!), `${feature}.${key}`).toEqual(argumentsOf(value));
      }
    });
  }

  it('de-CH overrides German texts only, with the same arguments, and writes no ß', () => {
    const german = read('de', 'frame');
    for (const [key, value] of Object.entries(read('de-CH', 'frame'))) {
      expect(german[key], key).toBeDefined();
      expect(argumentsOf(value)).toEqual(argumentsOf(german[key]!));
    }
    for (const feature of features)
      for (const code of Object.keys(read('de', feature))) {
        const text = feature === 'form' ? formMessage('de-CH', code, { min: 5 }) : message('de-CH', code, { stock: 2 });
        expect(text, code).not.toContain('ß');
      }
  });

  it('writes Czech and Slovak plurals with one, few, many and other, the others with one and other', () => {
    let plurals = 0;
    for (const language of ['de', 'fr', 'nl', 'cs', 'sv', 'sk'])
      for (const feature of features)
        for (const value of Object.values(read(language, feature))) {
          if (typeof value === 'string') continue;
          // A select by a named case (the footer's links, a toast's kind) is no plural.
          if (!value.some((variant) => variant.declarations.some((declaration) => declaration.endsWith(': plural')))) continue;
          plurals++;
          const categories = value.flatMap((variant) => Object.keys(variant.match).map((key) => key.split('=')[1]));
          expect(categories).toEqual(['cs', 'sk'].includes(language) ? ['one', 'few', 'many', 'other'] : ['one', 'other']);
        }
    expect(plurals).toBeGreaterThan(10);
  });
});

describe('selects by a named case', () => {
  it('have the same cases in every language', () => {
    for (const feature of features)
      for (const [key, german] of Object.entries(read('de', feature))) {
        if (typeof german === 'string' || german.some((variant) => variant.declarations.some((d) => d.endsWith(': plural')))) continue;
        // A count German writes alike in every number ('1 Artikel', '2 Artikel') selects on it with a
        // catch-all only, so it needs no Intl.PluralRules; the other languages write its plural.
        if (german.every((variant) => Object.keys(variant.match).every((match) => match.endsWith('=*')))) continue;
        const cases = (value: Variant[]) => value.flatMap((variant) => Object.keys(variant.match)).sort();
        for (const language of ['fr', 'nl', 'cs', 'sv', 'sk'])
          expect(cases(read(language, feature)[key] as Variant[]), `${language} ${key}`).toEqual(cases(german));
      }
  });
});

describe('the compiled catalogue', () => {
  it('keeps the German texts of the hint codes and form messages as they were', () => {
    const params = {
      quantityLimit: 20,
      displayNumber: '512.345',
      basketMaxItems: 50,
      formattedMinOrderValueFreeGift: '10,00 €',
      term: 'Kleid',
      quantity: 3,
      oldDisplayNumber: '1',
      rating: 4,
      programmeName: 'Payback',
      stock: 2,
      min: 5,
      length: 5,
      format: '1234 AB',
      minAge: 18,
      phone: '0800 1',
    };
    for (const [code, template] of Object.entries(GERMAN_BEFORE.frame))
      expect(message('de-DE', code, params), code).toBe(fill(template, params));
    for (const [code, template] of Object.entries(GERMAN_BEFORE.form))
      expect(formMessage('de-DE', code, params), code).toBe(fill(template, params));
    expect(Object.keys(read('de', 'frame'))).toEqual(Object.keys(GERMAN_BEFORE.frame));
    // The API's codes; the form kit's own texts (formBirthdayDay …) are camelCase keys beside them.
    expect(Object.keys(read('de', 'form')).filter((key) => /^[A-Z_]+$/.test(key))).toEqual(Object.keys(GERMAN_BEFORE.form));
  });

  it("answers in the shop's language, Austria in German", () => {
    expect(message('cs-CZ', 'ATB_NO_VARIANT_SELECTED')).toBe('Vyberte prosím velikost');
    expect(message('fr-CH', 'ATB_ADDED')).toBe('L’article a été ajouté au panier.');
    expect(message('de-AT', 'ATB_ADDED')).toBe('Der Artikel wurde in den Warenkorb gelegt.');
    expect(message('de-CH', 'ATB_VARIANT_OUTSOLD')).toBe('Diese Grösse ist ausverkauft');
    expect(formMessage('sv-SE', 'FIELD_REQUIRED')).toBe('Det här fältet är obligatoriskt');
    expect(LANGUAGES.map(languageOf)).toEqual(LANGUAGES);
    expect(() => languageOf('en-GB')).toThrow('no messages for the locale "en-GB"');
  });

  it('chooses Czech and Slovak plural forms by the number', () => {
    expect([1, 2, 5].map((quantity) => message('cs-CZ', 'SCARCITY_EFFECT', { quantity }))).toEqual([
      'Poslední 1 kus skladem!',
      'Poslední 2 kusy skladem!',
      'Posledních 5 kusů skladem!',
    ]);
    expect([1, 3, 7].map((stock) => message('sk-SK', 'QUANTITY_MORE_THAN_STOCK', { stock }))).toEqual([
      'Tejto veľkosti máme na sklade už len 1 kus.',
      'Tejto veľkosti máme na sklade už len 3 kusy.',
      'Tejto veľkosti máme na sklade už len 7 kusov.',
    ]);
    expect(formMessage('fr-CH', 'FIELD_MIN_LENGTH', { min: 1 })).toBe('Veuillez saisir au moins 1 caractère');
  });
});

describe('withoutLocaleLookup', () => {
  it("fails when Paraglide's output no longer has the shape it removes", () => {
    expect(() => withoutLocaleLookup('messages/x.js', 'export const x = () => `x`;')).toThrow('no longer has the expected locale lookup');
  });
});
