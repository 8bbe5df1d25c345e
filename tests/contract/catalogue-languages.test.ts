// A shop in another language gets its texts, and only its own: the browser's first load carries
// the Czech catalogue and no other language's, within the product page's JS budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientJsOf, JS_BUDGET_KIB, scriptUrls } from '../bench/clientJs.ts';
import { root, startProductionServer, type RunningServer } from './productionServer.ts';

let server: RunningServer;

/** Czech texts are longer than German ones: the Czech product page may load this much more than the German one's budget. */
const LONGER_TEXTS_KIB = 0.6;

beforeAll(async () => {
  server = await startProductionServer({ SHOP: 'sbz' });
}, 120_000);
afterAll(() => server?.stop());

// ATB_NO_VARIANT_SELECTED of each language, and a form message that the product page does not load either.
const SIZE_HINT = {
  cs: 'Vyberte prosím velikost',
  de: 'Bitte wählen Sie eine Größe',
  deCH: 'Bitte wählen Sie eine Grösse',
  fr: 'Veuillez choisir une taille',
  nl: 'Kies een maat',
  sv: 'Välj en storlek',
  sk: 'Vyberte si, prosím, veľkosť',
};

const FIELD_REQUIRED_CS = 'Toto pole je povinné';

/** The texts among a page's first-load scripts. */
async function firstLoadScripts(path: string): Promise<string> {
  const html = await (await fetch(`${server.origin}${path}`)).text();
  return scriptUrls(html)
    .map((url) => readFileSync(join(root, 'dist', 'client', url), 'utf8'))
    .join('\n');
}

describe('the Czech shop', () => {
  it("writes its locale into the page: <html lang> and Open Graph's", async () => {
    const html = await (await fetch(`${server.origin}/p/P100010`)).text();
    expect(html).toMatch(/^<!DOCTYPE html>\s*<html lang="cs-CZ"/i);
    expect(html).toContain('<meta property="og:locale" content="cs_CZ"/>');
  });

  it("loads the Czech texts with the product page's scripts, no other language's, within the budget", async () => {
    const html = await (await fetch(`${server.origin}/p/P100010`)).text();
    const scripts = scriptUrls(html)
      .map((url) => readFileSync(join(root, 'dist', 'client', url), 'utf8'))
      .join('\n');
    // The page's own texts in Czech and no other language; the hint texts come once it is
    // interactive (pages/product/+textsLater.ts), from the Czech chunk the page names below.
    const addToBasket = (language: string) =>
      (JSON.parse(readFileSync(join(root, 'messages', language, 'product.json'), 'utf8')) as Record<string, string>).productAddToBasket!;
    expect(scripts).toContain(addToBasket('cs'));
    for (const language of ['de', 'fr', 'nl', 'sv', 'sk']) expect(scripts, language).not.toContain(addToBasket(language));
    for (const [language, text] of Object.entries(SIZE_HINT)) expect(scripts, `${language}: the hint texts come later`).not.toContain(text);
    expect(scripts, 'the form texts come with the pages and parts that have forms').not.toContain(FIELD_REQUIRED_CS);
    // The page names its shop's text chunks (src/i18n/load.ts): no map of every feature in every language rides along.
    expect(scripts.match(/\.\/__generated__\/[\w-]+\/\w+\.ts/), 'a map of the compiled modules').toBeNull();
    const named = JSON.parse(/<script id="shop-texts" type="application\/json">([^<]*)<\/script>/.exec(html)![1]!) as Record<
      string,
      string
    >;
    const frame = readFileSync(join(root, 'dist', 'client', named.frame!), 'utf8');
    expect(frame, 'the Czech frame texts').toContain(SIZE_HINT.cs);
    const js = clientJsOf(html);
    expect(js.gzip / 1024, `${(js.gzip / 1024).toFixed(1)} KiB in ${js.files} files`).toBeLessThanOrEqual(
      JS_BUDGET_KIB.product + LONGER_TEXTS_KIB,
    );
  });

  it('words the service pages, the order form, the checkout and the thanks page in Czech, titles included', async () => {
    const pages: Record<string, [title: string, text: string, german: string]> = {
      '/contact': ['Kontakt', 'Kontaktní formulář', 'Kontaktformular'],
      '/katalog-bestellen': ['Objednat katalog', 'Objednat katalogy zdarma', 'Kataloge kostenlos bestellen'],
      '/newsletter/anmelden': ['Přihlášení k odběru newsletteru', 'Více o ochraně údajů', 'Mehr zum Datenschutz'],
      '/sendungsverfolgung': ['Stav vratky', 'Sledování zásilky', 'Sendung suchen'],
      '/retourenstatus': ['Stav vratky', 'Vyhledat vratku', 'Retoure suchen'],
      '/support': ['Podpora', 'náš zákaznický servis', 'Bitte senden Sie uns diese Angaben'],
      '/tracking-opt-out/criteo': ['Nesouhlas se sledováním', 'Odesíláme Váš nesouhlas', 'Ihr Widerspruch wird'],
      '/directorderform': ['Objednávkový formulář', 'Přidat další řádek', 'Weitere Zeile hinzufügen'],
      '/checkout': ['Pokladna', 'Váš košík je prázdný.', 'Ihr Warenkorb ist leer'],
      '/thanks': ['Děkujeme za Vaši objednávku', 'K Vaší návštěvě neevidujeme žádnou objednávku.', 'Zu Ihrem Besuch'],
    };
    for (const [path, [title, text, german]] of Object.entries(pages)) {
      const html = await (await fetch(`${server.origin}${path}`)).text();
      expect(html, path).toMatch(new RegExp(`<title>${title}( \\|[^<]*)?</title>`));
      expect(html, path).toContain(text);
      expect(html, path).not.toContain(german);
    }
  });

  it('loads each table where a page reads it: the contact form both, the home page neither', async () => {
    const contact = await firstLoadScripts('/contact');
    expect(contact).toContain(FIELD_REQUIRED_CS);
    expect(contact).toContain(SIZE_HINT.cs);
    const home = await firstLoadScripts('/');
    expect(home).not.toContain(FIELD_REQUIRED_CS);
    expect(home).not.toContain(SIZE_HINT.cs);
  });

  it("loads the account's own texts on the customer page, not its views'", async () => {
    const customer = await firstLoadScripts('/customer');
    expect(customer).toContain('Přihlaste se prosím');
    expect(customer, 'German').not.toContain('Bitte melden Sie sich an');
    expect(customer, "the views' texts come with the views").not.toContain('Nezaplacené částky');
  });
});
