// A shop in another language (French, Dutch, Czech, Swedish, Slovak) shows no German: the rendered
// HTML of every page type (its text, and what screen readers and crawlers read: aria labels,
// titles, alternative texts, placeholders, meta contents) holds none of the words below, German
// words of the shop's texts that are no word of any of these languages. Its paths are its own: the
// German ones move there (src/shop/page/localizedPaths.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizedPath, ownPaths } from '../../src/shop/page/localizedPaths.ts';
import { BUDGET_PATHS } from '../bench/clientJs.ts';
import { startProductionServer, type RunningServer } from './productionServer.ts';

const GERMAN_WORDS = [
  'Warenkorb',
  'Merkzettel',
  'Größe',
  'Grösse',
  'Anmelden',
  'Abmelden',
  'Bestellung',
  'Kundenkonto',
  'Versandkosten',
  'Schließen',
  'Schliessen',
  'Zurück',
  'Weiter',
  'Bewertung',
  'Bewertungen',
  'Lieferung',
  'Rückgabe',
  'Häufige',
  'Datenschutz',
  'Hauptinhalt',
  'Bitte',
  'Ihre',
  'Sie',
  'und',
  'oder',
  'Menü',
  'Suche',
  'Suchen',
  'Angebote',
  'Rechtliches',
  'bezahlen',
  'Rechnung',
  'Sendungsverfolgung',
  'Retourenstatus',
  'abonnieren',
  'Direktbestellung',
  'Kundenservice',
  'Einstellungen',
  'verwenden',
  'Farbe',
  'Startseite',
  'MwSt',
  'zzgl',
  'Sortieren',
  'anwenden',
  'zurücksetzen',
  'Preis',
  'Mehr',
  'Nur',
  'nach',
  'Seite',
  'Sternen',
  'jetzt',
  'statt',
  'nur',
  // Attribute labels of the product details
  'Ausschnitt',
  'Ärmel',
  'Pflegehinweis',
];

const LETTER = 'A-Za-zÀ-ÿĀ-žß';
const WORD = new RegExp(`(?<![${LETTER}])(${GERMAN_WORDS.join('|')})(?![${LETTER}])`, 'g');

/** What a person or a crawler reads of a page: its text and its texts in attributes. */
export function readableText(html: string): string {
  // An image's name (a rating's stars) is read too: only scripts and styles are code.
  const withoutCode = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ');
  const attributes = [...withoutCode.matchAll(/\s(?:aria-label|title|alt|placeholder|content)="([^"]*)"/g)].map((match) => match[1]);
  const text = withoutCode.replace(/<[^>]+>/g, ' ');
  return [text, ...attributes]
    .join(' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;|&#xa0;/g, ' ');
}

/** The German words in a page's readable text, each once. */
export const germanWordsIn = (html: string): string[] =>
  [...new Set([...readableText(html).matchAll(WORD)].map((match) => match[1]!))].sort();

const SHOPS = { rwf: 'fr-CH', rwn: 'nl-NL', sbz: 'cs-CZ', sbs: 'sv-SE', sbk: 'sk-SK' };

/** Each shop's answers to a page that does not exist (its error page's title) and to a method it does not take. */
const ANSWERS: Record<string, { notFound: string; notAllowed: string }> = {
  'fr-CH': { notFound: "Cette page n'existe pas", notAllowed: 'Méthode non autorisée' },
  'nl-NL': { notFound: 'Deze pagina bestaat helaas niet', notAllowed: 'Methode niet toegestaan' },
  'cs-CZ': { notFound: 'Tato stránka bohužel neexistuje', notAllowed: 'Metoda není povolena' },
  'sv-SE': { notFound: 'Den här sidan finns tyvärr inte', notAllowed: 'Metoden är inte tillåten' },
  'sk-SK': { notFound: 'Táto stránka žiaľ neexistuje', notAllowed: 'Metóda nie je povolená' },
};

describe.each(Object.entries(SHOPS))('the %s shop (%s)', (shop, locale) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startProductionServer({ SHOP: shop });
  }, 120_000);
  afterAll(() => server?.stop());

  it('serves the pages whose paths the specification leaves open under its own paths, links them so, and moves the German ones there', async () => {
    for (const german of ['/katalog-bestellen', '/sendungsverfolgung', '/retourenstatus', '/newsletter/anmelden']) {
      const own = localizedPath(ownPaths(locale), german);
      expect(own, german).not.toBe(german);
      const moved = await fetch(`${server.origin}${german}?quelle=footer`, { redirect: 'manual' });
      expect([moved.status, moved.headers.get('location')], german).toEqual([301, `${own}?quelle=footer`]);
      const page = await fetch(server.origin + own);
      expect(page.status, own).toBe(200);
      // The footer links every one of them, in the shop's own words.
      const html = await page.text();
      expect(html, own).toContain(`href="${own}"`);
      expect(html, own).not.toContain(`href="${german}"`);
    }
  });

  it('answers 404 and 405 in its language, and says so (Content-Language)', async () => {
    const missing = await fetch(`${server.origin}/gibt-es-nicht`);
    expect([missing.status, missing.headers.get('content-language')]).toEqual([404, locale]);
    expect(readableText(await missing.text())).toContain(ANSWERS[locale]!.notFound);
    const posted = await fetch(`${server.origin}/`, { method: 'POST' });
    expect([posted.status, posted.headers.get('content-language'), await posted.text()]).toEqual([
      405,
      locale,
      ANSWERS[locale]!.notAllowed,
    ]);
  });

  it.each(Object.entries(BUDGET_PATHS))('%s page (%s): no German word', async (_type, path) => {
    const html = await (await fetch(server.origin + path)).text();
    expect(germanWordsIn(html)).toEqual([]);
  });
});
