import { KNOWN } from '../../mock-server/data/fixtures.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

test.describe('contact form', () => {
  test(
    'reasons from the API, German rules, FORM_REQUIRED_FIELDS_MISSING, FORM_SUBMIT_FAILED keeping the input, then sent',
    { tag: '@any-screen' },
    async ({ page, allowConsole }) => {
      allowConsole(/Server error has been received .*FORM_SUBMIT_FAILED/);
      await page.goto('/contact');
      await expect(page.locator('[data-page-type]')).toHaveAttribute('data-page-type', 'contact');
      await expect(page.getByRole('heading', { name: 'Bitte geben Sie Ihre Kontaktdaten ein' })).toBeVisible();
      await waitForHydration(page);
      const form = page.getByRole('form', { name: 'Kontaktformular' });
      await form.getByRole('button', { name: 'Nachricht senden' }).click();
      await expect(form.getByRole('alert')).toHaveText('Bitte füllen Sie alle Pflichtfelder aus.');
      await expect(form.getByText('Dies ist ein Pflichtfeld').first()).toBeVisible();

      await form.getByRole('combobox', { name: 'Ihr Anliegen' }).selectOption({ index: 1 });
      await form.getByRole('textbox', { name: 'Kundennummer' }).fill('12345');
      await form.getByRole('textbox', { name: 'Vorname' }).fill('Paul');
      await form.getByRole('textbox', { name: 'Nachname' }).fill('Wagner');
      await form.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('fehler@example.com');
      await form.getByRole('textbox', { name: 'Ihre Nachricht' }).fill('Wo bleibt mein Paket?');
      await form.getByRole('button', { name: 'Nachricht senden' }).click();
      await expect(form.getByText('Die Kundennummer besteht aus 6 - 8 Ziffern')).toBeVisible();

      await form.getByRole('textbox', { name: 'Kundennummer' }).fill('40512873');
      await form.getByRole('button', { name: 'Nachricht senden' }).click();
      await expect(form.getByRole('alert')).toHaveText(
        'Leider ist beim Senden ein Fehler aufgetreten. Bitte versuchen Sie es noch einmal.',
      );
      await expect(form.getByRole('textbox', { name: 'Ihre Nachricht' })).toHaveValue('Wo bleibt mein Paket?');

      await form.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('paul.wagner@example.de');
      await form.getByRole('button', { name: 'Nachricht senden' }).click();
      await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Nachricht' })).toBeFocused();
      await expect(page.getByText(/Ihre Vorgangsnummer: KF-\d+/)).toBeVisible();
    },
  );

  test('a server error while sending shows FORM_SUBMIT_FAILED too', { tag: '@any-screen' }, async ({ page, setFaults, allowConsole }) => {
    allowConsole(/Server error has been received|Failed to load resource/);
    await setFaults('submitContactForm=http:500');
    await page.goto('/webview/contact');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Kontaktformular' });
    await form.getByRole('combobox', { name: 'Ihr Anliegen' }).selectOption({ index: 2 });
    await form.getByRole('textbox', { name: 'Vorname' }).fill('Paul');
    await form.getByRole('textbox', { name: 'Nachname' }).fill('Wagner');
    await form.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('paul.wagner@example.de');
    await form.getByRole('textbox', { name: 'Ihre Nachricht' }).fill('Hallo');
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(form.getByRole('alert')).toHaveText('Leider ist beim Senden ein Fehler aufgetreten. Bitte versuchen Sie es noch einmal.');
  });
});

test.describe('catalogue order', () => {
  test(
    'at least one catalogue (NO_CATALOG_SELECTED), the address rules, the legal text, then ordered',
    { tag: '@any-screen' },
    async ({ page }) => {
      await page.goto('/katalog-bestellen');
      await expect(page.locator('[data-page-type]')).toHaveAttribute('data-page-type', 'contact');
      await expect(page).toHaveTitle(/^Katalog bestellen \|/);
      const form = page.getByRole('form', { name: 'Katalogbestellung' });
      await expect(form.getByRole('link', { name: 'Allgemeinen Geschäftsbedingungen' })).toHaveAttribute('href', '/content/agb');
      await expect(form.getByRole('link', { name: 'Widerrufsrecht' })).toHaveAttribute('href', '/content/widerrufsrecht');
      await waitForHydration(page);
      await form.getByRole('button', { name: 'Kataloge kostenlos bestellen' }).click();
      await expect(form.getByText('Bitte wählen Sie mindestens einen Katalog aus')).toBeVisible();
      await expect(form.getByText('Bitte wählen Sie eine Anrede')).toBeVisible();
      await expect(form.getByRole('alert')).toHaveText('Bitte füllen Sie alle Pflichtfelder aus.');

      const catalogues = form.getByRole('group', { name: /Wählen Sie Ihre Kataloge/ }).getByRole('checkbox');
      expect(await catalogues.count()).toBeGreaterThanOrEqual(2);
      await catalogues.nth(1).check();
      await form.getByRole('radio', { name: 'Divers' }).check();
      await form.getByRole('textbox', { name: 'Vorname' }).fill('K');
      await form.getByRole('textbox', { name: 'Nachname' }).fill('Yılmaz');
      await form.getByRole('textbox', { name: 'Straße' }).fill('Hauptstraße');
      await form.getByRole('textbox', { name: 'Hausnummer' }).fill('12a');
      await form.getByRole('textbox', { name: 'PLZ' }).fill('12');
      await form.getByRole('textbox', { name: 'Ort' }).fill('Köln!');
      await form.getByRole('button', { name: 'Kataloge kostenlos bestellen' }).click();
      await expect(form.getByText('Bitte geben Sie mindestens 2 Zeichen ein')).toBeVisible();
      await expect(form.getByText('Die Postleitzahl besteht aus mindestens 3 Ziffern')).toBeVisible();
      await expect(form.getByText('Bitte verwenden Sie nur Buchstaben, Ziffern und die erlaubten Sonderzeichen')).toBeVisible();

      await form.getByRole('textbox', { name: 'Vorname' }).fill('Kim');
      await form.getByRole('textbox', { name: 'PLZ' }).fill('50667');
      await form.getByRole('textbox', { name: 'Ort' }).fill('Köln');
      await form.getByRole('button', { name: 'Kataloge kostenlos bestellen' }).click();
      await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Katalogbestellung' })).toBeFocused();
    },
  );

  test(
    'a failed request keeps the choice and the address (FORM_SUBMIT_FAILED)',
    { tag: '@any-screen' },
    async ({ page, setFaults, allowConsole }) => {
      allowConsole(/Server error has been received|Failed to load resource/);
      await setFaults('requestCatalogues=http:500');
      await page.goto('/katalog-bestellen');
      await waitForHydration(page);
      const form = page.getByRole('form', { name: 'Katalogbestellung' });
      await form.getByRole('checkbox').first().check();
      await form.getByRole('radio', { name: 'Frau' }).check();
      await form.getByRole('textbox', { name: 'Vorname' }).fill('Lena');
      await form.getByRole('textbox', { name: 'Nachname' }).fill('Krüger');
      await form.getByRole('textbox', { name: 'Straße' }).fill('Gartenstraße');
      await form.getByRole('textbox', { name: 'Hausnummer' }).fill('5');
      await form.getByRole('textbox', { name: 'PLZ' }).fill('50667');
      await form.getByRole('textbox', { name: 'Ort' }).fill('Köln');
      await form.getByRole('button', { name: 'Kataloge kostenlos bestellen' }).click();
      await expect(form.getByRole('alert')).toHaveText(
        'Leider ist beim Senden ein Fehler aufgetreten. Bitte versuchen Sie es noch einmal.',
      );
      await expect(form.getByRole('checkbox').first()).toBeChecked();
      await expect(form.getByRole('textbox', { name: 'Ort' })).toHaveValue('Köln');
    },
  );
});

test.describe('support page', { tag: '@any-screen' }, () => {
  test('shows Service-ID, Cookie-ID and browser and asks to send them to the shop address', async ({ page }) => {
    await page.goto('/support');
    await expect(page.locator('[data-page-type]')).toHaveAttribute('data-page-type', 'support');
    await expect(page.locator('dd').first()).toHaveText(/^\d{10}$/);
    await expect(page.locator('dd').nth(1)).not.toBeEmpty();
    await expect(page.locator('dd').nth(2)).toHaveText(/^Chrome \d+/);
    await expect(page.getByRole('link', { name: /service@hansebrueck\.de/ })).toHaveAttribute('href', 'mailto:service@hansebrueck.de');
  });
});

test.describe('track and trace', () => {
  test('finds parcels and returns by order number and zip code; says when nothing matches', { tag: '@any-screen' }, async ({ page }) => {
    await page.goto('/sendungsverfolgung');
    await expect(page.locator('[data-page-type]')).toHaveAttribute('data-page-type', 'trackAndTrace');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sendungsverfolgung');
    await expect(page).toHaveTitle(/^Retourenstatus \|/);
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'Bestellnummer' }).fill('7100470558');
    await page.getByRole('textbox', { name: 'PLZ der Lieferadresse' }).fill('10115');
    await page.getByRole('button', { name: 'Sendung suchen' }).click();
    await expect(page.getByText('Zu diesen Angaben haben wir keine Bestellung gefunden.', { exact: false })).toBeVisible();

    await page.getByRole('textbox', { name: 'PLZ der Lieferadresse' }).fill('60325');
    await page.getByRole('button', { name: 'Sendung suchen' }).click();
    const order = page.getByRole('region', { name: 'Bestellung 7100470558' });
    await expect(order.getByRole('heading', { name: 'Paket 1 von 2: Zugestellt' })).toBeVisible();
    await expect(order.getByRole('heading', { name: 'Paket 2 von 2: In Zustellung' })).toBeVisible();
    await expect(order.getByText('Angemeldet', { exact: true })).toBeVisible();
  });

  test('a guest finds the order just placed; the returns page shows its returns', { tag: '@any-screen' }, async ({ page }) => {
    // The visitor's cookie first, so the calls below fill one basket.
    await page.goto('/sendungsverfolgung');
    const call = async (query: string, variables: Record<string, unknown>) => {
      const body = (await (await page.request.post('/graphql', { data: { query, variables } })).json()) as {
        data: Record<string, { orderNumber?: string }> | null;
      };
      expect(body, query).toHaveProperty('data');
      expect(body.data, JSON.stringify(body)).not.toBeNull();
      return body.data!;
    };
    await call('mutation($v: ID!) { addToBasket(input: { variantId: $v, quantity: 1, locale: "de-DE" }) { basket { id } } }', {
      v: KNOWN.availableVariant,
    });
    const address = {
      gender: 'f',
      firstName: 'Lena',
      lastName: 'Krüger',
      street: 'Gartenstraße',
      houseNumber: '5a',
      zipCode: '50667',
      city: 'Köln',
      email: 'lena@example.de',
    };
    await call('mutation($a: AddressInput!) { setCheckoutAddress(input: $a) { id } }', { a: address });
    await call('mutation { setPaymentMethod(paymentMethodId: "invoice") { id } }', {});
    const placed = await call('mutation { placeOrder(input: { acceptTerms: true }) { orderNumber } }', {});
    const number = placed.placeOrder!.orderNumber!;

    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'Bestellnummer' }).fill(number);
    await page.getByRole('textbox', { name: 'PLZ der Lieferadresse' }).fill('50667');
    await page.getByRole('button', { name: 'Sendung suchen' }).click();
    await expect(
      page
        .getByRole('region', { name: `Bestellung ${number}` })
        .getByText('Ihre Bestellung ist eingegangen und wird bearbeitet.', { exact: false }),
    ).toBeVisible();

    await page.goto('/retourenstatus');
    await expect(page.locator('[data-page-type]')).toHaveAttribute('data-page-type', 'returns');
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'Bestellnummer' }).fill('7100470558');
    await page.getByRole('textbox', { name: 'PLZ der Lieferadresse' }).fill('60325');
    await page.getByRole('button', { name: 'Retoure suchen' }).click();
    const order = page.getByRole('region', { name: 'Bestellung 7100470558' });
    await expect(order.getByText('Angemeldet', { exact: true })).toBeVisible();
    await expect(order.getByRole('heading', { name: /^Paket/ })).toHaveCount(0);
  });
});

test.describe('tracking opt-out', { tag: '@any-screen' }, () => {
  test('success, then already exists, and a provider that does not exist', async ({ page }) => {
    await page.goto('/tracking-opt-out/criteo');
    await expect(page.locator('[data-page-type]')).toHaveAttribute('data-page-type', 'support');
    await expect(page.getByRole('heading', { name: 'Sie haben dem Tracking durch criteo erfolgreich widersprochen.' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Ihr Widerspruch gegen das Tracking durch criteo liegt bereits vor.' })).toBeVisible();
    await page.goto('/tracking-opt-out/gibt-es-nicht');
    await expect(page.getByRole('alert').getByRole('heading')).toHaveText('Die angegebene Adresse existiert nicht.');
  });
});

test('the category_matching flag makes a listing categoryMatching', { tag: '@any-screen' }, async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'ab', value: 'category_matching:on', url: baseURL! }]);
  await page.goto('/damen-mode/kleider');
  await expect(page.locator('[data-page-type]')).toHaveAttribute('data-page-type', 'categoryMatching');
});
