import { expect, test } from './fixtures.ts';

test.describe('footer', () => {
  test('links what a mail-order shopper looks for and lists the ways to pay', { tag: '@any-screen' }, async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const links = async (name: string) =>
      footer
        .getByRole('navigation', { name })
        .getByRole('link')
        .evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(await links('Service')).toEqual([
      ['Kontakt', '/contact'],
      ['Häufige Fragen', '/content/faqs'],
      ['Lieferung', '/content/lieferung'],
      ['Rückgabe', '/content/rueckgabe'],
      ['Sendungsverfolgung', '/sendungsverfolgung'],
      ['Retourenstatus', '/retourenstatus'],
      ['Support', '/support'],
    ]);
    expect(await links('Angebote')).toEqual([
      ['Newsletter abonnieren', '/newsletter/anmelden'],
      ['Katalog bestellen', '/katalog-bestellen'],
      ['Direktbestellung', '/directorderform'],
      ['Kundenkonto', '/customer'],
    ]);
    expect(await links('Rechtliches')).toEqual([
      ['AGB', '/content/agb'],
      ['Widerrufsrecht', '/content/widerrufsrecht'],
      ['Datenschutz', '/content/datenschutzhinweise'],
    ]);
    await expect(footer.getByRole('region', { name: 'Bequem bezahlen' }).getByRole('listitem')).toHaveText([
      'Kauf auf Rechnung',
      'Ratenkauf',
      'Zahlpause',
      'Nachnahme',
    ]);
  });

  test('/newsletter leads to the subscribe page, in the app too', { tag: '@any-screen' }, async ({ page }) => {
    for (const [path, target] of [
      ['/newsletter', '/newsletter/anmelden'],
      ['/webview/newsletter', '/webview/newsletter/anmelden'],
    ]) {
      const response = await page.request.get(path!, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(new URL(response.headers()['location']!, 'http://x').pathname, path).toBe(target);
    }
    await page.goto('/newsletter');
    await expect(page).toHaveURL(/\/newsletter\/anmelden$/);
    await expect(page.getByRole('form', { name: 'Newsletter-Anmeldung' })).toBeVisible();
    expect((await page.request.get('/newsletter/gibt-es-nicht')).status()).toBe(404);
  });
});
