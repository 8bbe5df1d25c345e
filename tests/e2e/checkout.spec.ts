import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures.ts';
import { KNOWN } from '../../mock-server/data/fixtures.ts';

/** Puts an article into this visitor's basket through the API (the visitor cookie comes from a page load). */
async function fillBasket(page: Page, variantId = 'P100010-1-3', quantity = 1) {
  await page.goto('/directorderform');
  await waitForHydration(page);
  const response = await page.request.post('/graphql', {
    data: {
      query: 'mutation Seed($input: AddToBasketInput!) { addToBasket(input: $input) { basket { count } } }',
      variables: { input: { variantId, quantity, locale: 'de-DE' } },
    },
  });
  expect(response.ok()).toBe(true);
}

const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).map((e) => e as { event: string; ecommerce?: Record<string, { actionField?: Record<string, unknown> }> }),
  );

test.describe('checkout', () => {
  test(
    'a guest orders: address rules, a bad and a good coupon, a failed order that loses nothing, the back button',
    { tag: '@any-screen' },
    async ({ page, setFaults, allowConsole }) => {
      allowConsole(/COUPON_INVALID|INTERNAL_SERVER_ERROR|500/);
      await fillBasket(page);
      await page.goto('/checkout');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { name: 'Schritt 1 von 4: Anmeldung' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Als Gast bestellen' }).click();
      await expect(page).toHaveURL(/\/checkout\?schritt=adresse$/);
      await expect(page.getByRole('heading', { name: 'Schritt 2 von 4: Lieferadresse' })).toBeFocused();

      // Every rule of the address fields, in German, without a request.
      const address = page.getByRole('form', { name: 'Lieferadresse' });
      await address.getByRole('button', { name: 'Weiter zur Zahlungsart' }).click();
      await expect(address.getByText('Bitte wählen Sie eine Anrede')).toBeVisible();
      await expect(address.getByText('Dies ist ein Pflichtfeld')).toHaveCount(6);
      await expect(address.getByText('Bitte geben Sie eine E-Mail-Adresse ein')).toBeVisible();
      await address.getByRole('radio', { name: 'Frau' }).check();
      await address.getByRole('textbox', { name: 'Vorname' }).fill('Jürgen3');
      await address.getByRole('textbox', { name: 'Nachname' }).fill('M');
      await address.getByRole('textbox', { name: 'Straße' }).fill('Lange Straße');
      await address.getByRole('textbox', { name: 'Hausnummer' }).fill('12a');
      await address.getByRole('textbox', { name: 'PLZ' }).fill('12');
      await address.getByRole('textbox', { name: 'Ort' }).fill('Köln');
      await address.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('jana@beispiel');
      await address.getByRole('button', { name: 'Weiter zur Zahlungsart' }).click();
      await expect(address.getByText('Bitte verwenden Sie nur Buchstaben und die erlaubten Sonderzeichen', { exact: true })).toBeVisible();
      await expect(address.getByText('Bitte geben Sie mindestens 2 Zeichen ein')).toBeVisible();
      await expect(address.getByText('Die Postleitzahl besteht aus mindestens 3 Ziffern')).toBeVisible();
      await expect(address.getByText('Bitte überprüfen Sie Ihre E-Mail-Adresse')).toBeVisible();
      await expect(address.getByRole('textbox', { name: 'Vorname' })).toBeFocused();
      await expectNoAxeViolations(page);
      await address.getByRole('textbox', { name: 'Vorname' }).fill("Jana-Marie O'Neill");
      await address.getByRole('textbox', { name: 'Nachname' }).fill('Müller-Lüdenscheidt');
      await address.getByRole('textbox', { name: 'PLZ' }).fill('50667');
      await address.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('jana@example.com');

      // The country's postal-code rule: a German code for Austria is refused, nothing else is lost.
      const country = address.getByRole('combobox', { name: 'Land' });
      await expect(country).toHaveValue('DE');
      await country.selectOption({ label: 'Österreich' });
      await expect(address.getByRole('textbox', { name: 'PLZ' })).toHaveAccessibleDescription('Die Postleitzahl besteht aus 4 Ziffern');
      await address.getByRole('button', { name: 'Weiter zur Zahlungsart' }).click();
      await expect(address.getByRole('textbox', { name: 'PLZ' })).toBeFocused();
      await expect(page).toHaveURL(/schritt=adresse$/);
      for (const [name, value] of [
        ['Vorname', "Jana-Marie O'Neill"],
        ['Nachname', 'Müller-Lüdenscheidt'],
        ['Straße', 'Lange Straße'],
        ['Hausnummer', '12a'],
        ['PLZ', '50667'],
        ['E-Mail-Adresse', 'jana@example.com'],
      ] as const) {
        await expect(address.getByRole('textbox', { name }), name).toHaveValue(value);
      }
      await expect(address.getByRole('radio', { name: 'Frau' })).toBeChecked();
      await expectNoAxeViolations(page);
      await address.getByRole('textbox', { name: 'PLZ' }).fill('1010');
      await address.getByRole('textbox', { name: 'Ort' }).fill('Wien');
      await address.getByRole('button', { name: 'Weiter zur Zahlungsart' }).click();

      await expect(page).toHaveURL(/schritt=zahlung$/);
      const payment = page.getByRole('form', { name: 'Zahlungsart' });
      await expect(payment.getByRole('radio', { name: /^Ratenkauf/ })).toBeDisabled();
      await expect(payment.getByRole('radio', { name: /^Zahlpause \(zzgl\. 3,99 €\)/ })).toBeVisible();
      await payment.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
      await expect(payment.getByText('Bitte wählen Sie eine Zahlungsart')).toBeVisible();
      await expectNoAxeViolations(page);
      await payment.getByRole('radio', { name: /^Zahlpause/ }).check();
      await payment.getByRole('button', { name: 'Weiter zur Übersicht' }).click();

      await expect(page).toHaveURL(/schritt=pruefen$/);
      await expect(page.getByText("Jana-Marie O'Neill Müller-Lüdenscheidt")).toBeVisible();
      await expect(page.getByRole('region', { name: 'Lieferadresse' }).locator('address')).toContainText(/1010 Wien\s*Österreich/);
      await expect(page.locator('[data-total="paymentPauseSurcharge"]')).toHaveText('Zahlpause-Zuschlag3,99 €');
      for (const [name, href] of [
        ['Allgemeinen Geschäftsbedingungen', '/content/agb'],
        ['Widerrufsbelehrung', '/content/widerrufsrecht'],
        ['Datenschutzhinweisen', '/content/datenschutzhinweise'],
      ] as const) {
        await expect(page.getByRole('link', { name })).toHaveAttribute('href', href);
      }

      // The back button walks back through the steps, and forward again.
      await page.goBack();
      await expect(page.getByRole('heading', { name: 'Schritt 3 von 4: Zahlungsart' })).toBeVisible();
      await expect(page.getByRole('radio', { name: /^Zahlpause/ })).toBeChecked();
      await page.goForward();
      await expect(page.getByRole('heading', { name: 'Schritt 4 von 4: Prüfen und bestellen' })).toBeVisible();

      const order = page.getByRole('form', { name: 'Bestellung abschließen' });
      const submit = order.getByRole('button', { name: 'Zahlungspflichtig bestellen' });
      await submit.click();
      await expect(order.getByText('Dies ist ein Pflichtfeld')).toBeVisible();
      await order.getByRole('checkbox', { name: /Ich akzeptiere die AGB/ }).check();

      // A coupon that does not exist: the message is on the field.
      await order.getByRole('textbox', { name: 'Gutscheincode' }).fill('SOMMER');
      await submit.click();
      await expect(order.getByRole('textbox', { name: 'Gutscheincode' })).toHaveAccessibleDescription(
        /Dieser Gutscheincode ist leider ungültig/,
      );
      await expect(order.getByRole('textbox', { name: 'Gutscheincode' })).toBeFocused();

      // The order fails on the server: everything entered stays.
      await order.getByRole('textbox', { name: 'Gutscheincode' }).fill('HERBST10');
      await setFaults('placeOrder=http:500*1');
      await submit.click();
      await expect(order.getByRole('alert')).toHaveText(/Es ist ein unerwarteter Fehler aufgetreten/);
      await expect(order.getByRole('textbox', { name: 'Gutscheincode' })).toHaveValue('HERBST10');
      await expect(order.getByRole('checkbox', { name: /Ich akzeptiere die AGB/ })).toBeChecked();
      await expectNoAxeViolations(page);

      // Sent again (a double click sends once), the order is placed with the coupon.
      await submit.dblclick();
      await expect(page).toHaveURL(/\/thanks$/);
      await expect(page.getByTestId('order-number')).toHaveText(/^\d{9}$/);
      // 49,90 € (Trägerkleid) + 5,95 € shipping + 3,99 € payment pause − 10,00 € coupon.
      const events = await dataLayerEvents(page);
      expect(events.filter((e) => e.event === 'checkout').map((e) => e.ecommerce?.checkout?.actionField?.step)).toEqual([1, 2, 3, 4, 3, 4]);
      const purchases = events.filter((e) => e.event === 'purchase');
      expect(purchases).toHaveLength(1);
      expect(purchases[0]?.ecommerce?.purchase?.actionField).toMatchObject({ coupon: 'HERBST10' });
      const placed = (await page.request.get('/mock/requests').then((r) => r.json())) as Array<{ operationName: string; status: number }>;
      expect(placed.filter((r) => r.operationName === 'CheckoutPlaceOrderMutation' && r.status === 200)).toHaveLength(2);

      // Not registered in the loyalty programme: the invitation.
      await expect(page.getByText(/Mit dieser Bestellung hätten Sie \d+ VorteilsClub-Punkte sammeln können/)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Warenkorb, 0 Artikel' })).toBeVisible();
    },
  );

  test(
    'the order refused by the server for the basket: empty, below the minimum order value, delivery changed',
    { tag: '@any-screen' },
    async ({ page, setFaults, allowConsole }) => {
      allowConsole(/Server error has been received|BASKET_EMPTY|BASKET_MIN_ORDER_VALUE|DELIVERY_STATE_CHANGED/);
      await fillBasket(page);
      await page.goto('/checkout');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Als Gast bestellen' }).click();
      const address = page.getByRole('form', { name: 'Lieferadresse' });
      await address.getByRole('radio', { name: 'Herr' }).check();
      await address.getByRole('textbox', { name: 'Vorname' }).fill('Paul');
      await address.getByRole('textbox', { name: 'Nachname' }).fill('Wagner');
      await address.getByRole('textbox', { name: 'Straße' }).fill('Lindenallee');
      await address.getByRole('textbox', { name: 'Hausnummer' }).fill('12');
      await address.getByRole('textbox', { name: 'PLZ' }).fill('10115');
      await address.getByRole('textbox', { name: 'Ort' }).fill('Berlin');
      await address.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('paul.wagner@example.de');
      await address.getByRole('button', { name: 'Weiter zur Zahlungsart' }).click();
      await page.getByRole('radio', { name: /^Rechnung/ }).check();
      await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
      const order = page.getByRole('form', { name: 'Bestellung abschließen' });
      await order.getByRole('checkbox', { name: /Ich akzeptiere die AGB/ }).check();
      for (const [code, text] of [
        ['BASKET_EMPTY', 'Ihr Warenkorb ist leer. Bitte legen Sie Artikel in den Warenkorb, um zur Kasse zu gehen.'],
        ['BASKET_MIN_ORDER_VALUE', /^Bitte beachten Sie den Mindestbestellwert/],
        [
          'DELIVERY_STATE_CHANGED',
          'Der Lieferstatus einiger Artikel hat sich geändert. Bitte prüfen Sie Ihre Bestellung und bestellen Sie dann erneut.',
        ],
      ] as const) {
        await setFaults(`placeOrder=${code}*1`);
        await order.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
        await expect(order.getByRole('alert'), code).toHaveText(text);
        await expect(order.getByRole('checkbox', { name: /Ich akzeptiere die AGB/ }), code).toBeChecked();
      }
      await expect(page).toHaveURL(/schritt=pruefen$/);
    },
  );

  test('an empty basket at the checkout says so in the words of the refused order', { tag: '@any-screen' }, async ({ page }) => {
    await page.goto('/checkout');
    await waitForHydration(page);
    await expect(page.locator('main [data-code="BASKET_EMPTY"]')).toHaveText(
      'Ihr Warenkorb ist leer. Bitte legen Sie Artikel in den Warenkorb, um zur Kasse zu gehen.',
    );
    await expect(page.getByRole('link', { name: 'Weiter einkaufen' })).toBeVisible();
  });

  test('the Swiss demo customer keeps Switzerland as the country', { tag: '@any-screen' }, async ({ page }) => {
    await fillBasket(page);
    await page.goto('/checkout');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Anmeldung' });
    await dialog.getByRole('textbox', { name: 'Kundennummer' }).fill('40512877');
    await dialog.getByLabel('Passwort').fill('Sommer2026!');
    await dialog.getByRole('button', { name: 'Anmelden' }).click();
    await expect(dialog).toHaveCount(0);

    const address = page.getByRole('form', { name: 'Lieferadresse' });
    await expect(address.getByRole('textbox', { name: 'Ort' })).toHaveValue('Zürich');
    await expect(address.getByRole('combobox', { name: 'Land' })).toHaveValue('CH');
    await expect(address.getByRole('textbox', { name: 'PLZ' })).toHaveValue('8004');
    const setAddress = page.waitForRequest(
      (r) => (r.postDataJSON() as { operationName?: string } | null)?.operationName === 'CheckoutSetAddressMutation',
    );
    await address.getByRole('button', { name: 'Weiter zur Zahlungsart' }).click();
    expect(((await setAddress).postDataJSON() as { variables: { input: { country: string } } }).variables.input.country).toBe('CH');
    await page.getByRole('radio', { name: /^Rechnung/ }).check();
    await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
    await expect(page.getByRole('heading', { name: 'Schritt 4 von 4: Prüfen und bestellen' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Lieferadresse' }).locator('address')).toContainText(/8004 Zürich\s*Schweiz/);
  });

  test('a demo customer logs in through the authentication modal and orders in the app; the survey is answered once', async ({ page }) => {
    // The native app's bridge records what the shop tells it.
    await page.addInitScript(() => {
      const sent: Array<[string, unknown]> = [];
      Object.assign(window, { appSent: sent, ShopApp: { setValue: (key: string, json: string) => sent.push([key, JSON.parse(json)]) } });
    });
    await fillBasket(page, 'P100010-1-3', 2);
    // A programme number already active in the session (e.g. from a partner link).
    const activated = await page.request.post('/graphql', {
      data: { query: 'mutation { activateLoyaltyNumber(number: "7040 5128 99") { sessionActive } }' },
    });
    expect(activated.ok()).toBe(true);
    await page.goto('/webview/checkout');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Anmeldung' });
    await dialog.getByRole('textbox', { name: 'Kundennummer' }).fill('40512873');
    await dialog.getByLabel('Passwort').fill('Sommer2026!');
    await dialog.getByRole('button', { name: 'Anmelden' }).click();
    await expect(dialog).toHaveCount(0);
    // Logged in, the checkout goes on at the address, with focus on the step.
    await expect(page.getByRole('heading', { name: 'Schritt 2 von 4: Lieferadresse' })).toBeFocused();
    // The login's success toast sits at the bottom right, over the step's button on a phone: the
    // shopper closes it.
    await page.getByRole('button', { name: 'Hinweis schließen' }).click();

    // The account's address is there already; the confirmation goes to the account's e-mail.
    const address = page.getByRole('form', { name: 'Lieferadresse' });
    await expect(address.getByRole('textbox', { name: 'Nachname' })).toHaveValue('Becker');
    await expect(address.getByText('Die Bestellbestätigung senden wir an anna.becker@example.com.')).toBeVisible();
    await address.getByRole('button', { name: 'Weiter zur Zahlungsart' }).click();
    await page.getByRole('radio', { name: /^Rechnung/ }).check();
    await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
    await page.getByRole('checkbox', { name: /Ich akzeptiere die AGB/ }).check();
    await page.getByRole('textbox', { name: 'Gutscheincode' }).fill('willkommen');
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

    await expect(page).toHaveURL(/\/webview\/thanks$/);
    const orderNumber = await page.getByTestId('order-number').textContent();
    const sent = await page.evaluate(() => (window as unknown as { appSent: Array<[string, { orderNumber?: string }]> }).appSent);
    expect(sent.filter(([key]) => key === 'purchaseCompleted').map(([, value]) => value.orderNumber)).toEqual([orderNumber]);
    await expect(page.getByText(/Mit dieser Bestellung sammeln Sie \d+ VorteilsClub-Punkte\./)).toBeVisible();
    await expect(page.getByText('Willkommen! Ihre VorteilsClub-Nummer ist bereits aktiv.')).toBeVisible();
    await expect(page.getByText('Eine Bestellbestätigung haben wir an anna.becker@example.com gesendet.', { exact: false })).toBeVisible();

    const survey = page.getByRole('form', { name: 'Umfrage' });
    await expect(page.getByRole('heading', { name: 'Würden Sie uns weiterempfehlen?' })).toBeVisible();
    await expect(page.getByText('Die Umfrage dauert nur 2 Minuten.')).toBeVisible();
    await survey.getByRole('button', { name: 'Antwort senden' }).click();
    await expect(survey.getByText('Bitte wählen Sie einen Wert zwischen 0 und 10.')).toBeVisible();
    await expect(survey.getByRole('radio', { name: '0 – auf keinen Fall' })).toBeVisible();
    await survey.getByRole('radio', { name: '10 – auf jeden Fall' }).check();
    await survey.getByRole('button', { name: 'Antwort senden' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Vielen Dank für Ihre Teilnahme an unserer Umfrage!' })).toBeVisible();

    // Answered once: after a reload the thanks stays, no form.
    await page.reload();
    await expect(page.getByText('Vielen Dank für Ihre Teilnahme an unserer Umfrage!')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Umfrage' })).toHaveCount(0);
  });
});

test("the address step's labels fit their fields, the house number's too", async ({ page }) => {
  await fillBasket(page);
  await page.goto('/checkout');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Als Gast bestellen' }).click();
  const address = page.getByRole('form', { name: 'Lieferadresse' });
  const width = page.viewportSize()!.width;
  for (const name of ['Straße', 'Hausnummer', 'PLZ', 'Ort']) {
    const input = address.getByRole('textbox', { name });
    const label = address.locator(`label[for="${await input.getAttribute('id')}"]`);
    const [labelBox, inputBox] = [(await label.boundingBox())!, (await input.boundingBox())!];
    const text = await label.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return { right: range.getBoundingClientRect().right };
    });
    expect(text.right, `${name}: the label's text ends within its field`).toBeLessThanOrEqual(inputBox.x + inputBox.width + 1);
    expect(text.right, `${name}: on the screen`).toBeLessThanOrEqual(width);
    expect(labelBox.x + labelBox.width).toBeLessThanOrEqual(width);
  }
});

/** Presses Tab until `target` has focus (at most `max` times), then checks the focus is visible. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, max = 200) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      expect(await target.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

test(
  'keyboard only: from the search to the thanks page, with visible focus and named controls',
  { tag: '@any-screen' },
  async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await waitForHydration(page);
    const search = page.getByRole('combobox', { name: 'Suche' });
    if (!(await search.isVisible())) {
      await tabTo(page, page.getByRole('button', { name: 'Suche öffnen' }));
      await page.keyboard.press('Enter');
    }
    await tabTo(page, search);
    await page.keyboard.type('Trägerkleid Langeoog');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?/);
    const product = page.getByRole('link', { name: /Trägerkleid »Langeoog« mit Blumendruck/ }).first();
    await tabTo(page, product);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/p\/P100010/);

    const sizes = page.getByRole('group', { name: 'Größe', exact: true });
    await tabTo(page, sizes.getByRole('radio').first());
    await page.keyboard.press('Space');
    await expect(sizes.getByRole('radio').first()).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'In den Warenkorb' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'Warenkorb, 1 Artikel' })).toBeVisible();

    // To the checkout through the order form's 'Zur Kasse'.
    await tabTo(page, page.getByRole('link', { name: /^Bestellschein/ }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/directorderform$/);
    await tabTo(page, page.getByRole('link', { name: 'Zur Kasse' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout$/);

    await tabTo(page, page.getByRole('button', { name: 'Als Gast bestellen' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Schritt 2 von 4: Lieferadresse' })).toBeFocused();
    await tabTo(page, page.getByRole('radio', { name: 'Frau' }));
    await page.keyboard.press('Space');
    for (const [name, value] of [
      ['Vorname', 'Jana'],
      ['Nachname', 'Schmidt'],
      ['Straße', 'Hauptstraße'],
      ['Hausnummer', '5'],
      ['PLZ', '20095'],
      ['Ort', 'Hamburg'],
      ['E-Mail-Adresse', 'jana.schmidt@example.com'],
    ] as const) {
      await tabTo(page, page.getByRole('textbox', { name }));
      await page.keyboard.type(value);
    }
    await tabTo(page, page.getByRole('button', { name: 'Weiter zur Zahlungsart' }));
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: 'Schritt 3 von 4: Zahlungsart' })).toBeFocused();
    await tabTo(page, page.getByRole('radio', { name: /^Rechnung/ }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Weiter zur Übersicht' }));
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: 'Schritt 4 von 4: Prüfen und bestellen' })).toBeFocused();
    await tabTo(page, page.getByRole('checkbox', { name: /Ich akzeptiere die AGB/ }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/thanks$/);
    await expect(page.getByTestId('order-number')).toHaveText(/^\d{9}$/);
    await tabTo(page, page.getByRole('radio', { name: '0 – auf keinen Fall' }));
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: '10 – auf jeden Fall' })).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Antwort senden' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Vielen Dank für Ihre Teilnahme an unserer Umfrage!' })).toBeVisible();
  },
);

test('keyboard only, counted: a customer buys from the product page to the thanks page in under 60 key presses', async ({ page }) => {
  test.setTimeout(90_000);
  // Logged in before the count starts: the account knows the address.
  await page.goto('/#headerAuthModal');
  const dialog = page.getByRole('dialog', { name: 'Anmeldung' });
  await dialog.getByRole('textbox', { name: 'Kundennummer' }).fill('40512874');
  await dialog.getByLabel('Passwort').fill('Sommer2026!');
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sie sind jetzt angemeldet.' })).toBeVisible();
  await page.goto('/p/P101377');
  await waitForHydration(page);

  const stops: string[] = [];
  const press = async (key: string) => {
    stops.push(key === 'Tab' ? '' : key);
    await page.keyboard.press(key);
    if (key === 'Tab')
      stops[stops.length - 1] = await page.evaluate(
        () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '',
      );
  };
  /** Tab until `target` has focus, which must be visible. */
  const tabTo = async (target: ReturnType<Page['getByRole']>) => {
    for (let i = 0; i < 40; i++) {
      await press('Tab');
      if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
        expect(await target.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
        return;
      }
    }
    throw new Error(`Tab never reached ${String(target)}: ${stops.join(' | ')}`);
  };

  // The product page: past the header by the skip link, a size, add, and on to the basket.
  await tabTo(page.getByRole('link', { name: 'Zum Hauptinhalt springen' }));
  await press('Enter');
  const sizes = page.getByRole('group', { name: 'Größe', exact: true });
  await tabTo(sizes.getByRole('radio', { name: 'XS' }));
  await press('Space');
  await expect(sizes.getByRole('radio', { name: 'XS' })).toBeChecked();
  await tabTo(page.getByRole('button', { name: 'In den Warenkorb' }));
  await press('Enter');
  const toBasket = page.getByRole('status').getByRole('link', { name: 'Zum Warenkorb' });
  await expect(toBasket).toBeVisible();
  // The product's pictures are one stop on the way, not one per picture.
  expect(stops.filter((stop) => stop.startsWith('Detailansicht öffnen'))).toHaveLength(1);
  await tabTo(toBasket);
  await press('Enter');

  await expect(page).toHaveURL(/\/basket$/);
  await expect(page.getByRole('link', { name: 'Zur Kasse' }).first()).toBeVisible();
  await tabTo(page.getByRole('link', { name: 'Zur Kasse' }).first());
  await press('Enter');

  // The account's address is filled in: on to the payment and the review.
  await expect(page.getByRole('heading', { name: 'Kasse', level: 1 })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Nachname' })).toHaveValue('Hoffmann');
  await tabTo(page.getByRole('button', { name: 'Weiter zur Zahlungsart' }));
  await press('Enter');
  await expect(page.getByRole('heading', { name: 'Schritt 3 von 4: Zahlungsart' })).toBeFocused();
  await tabTo(page.getByRole('radio', { name: /^Rechnung/ }));
  await press('Space');
  await tabTo(page.getByRole('button', { name: 'Weiter zur Übersicht' }));
  await press('Enter');
  await expect(page.getByRole('heading', { name: 'Schritt 4 von 4: Prüfen und bestellen' })).toBeFocused();
  await tabTo(page.getByRole('checkbox', { name: /Ich akzeptiere die AGB/ }));
  await press('Space');
  await tabTo(page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
  await press('Enter');

  await expect(page).toHaveURL(/\/thanks$/);
  await expect(page.getByTestId('order-number')).toHaveText(/^\d{9}$/);
  test.info().annotations.push({ type: 'key presses', description: String(stops.length) });
  expect(stops.length, stops.join(' | ')).toBeLessThan(60);
});

test("a loaded thanks page's survey works once its code has come after the page's", async ({ page }) => {
  const mutate = async (query: string) => {
    // The page server gives the visitor its mock id; the API needs it to find the basket.
    if (!(await page.context().cookies()).some((cookie) => cookie.name === 'mock_visitor')) await page.request.get('/basket');
    const body = (await (await page.request.post('/graphql', { data: { query } })).json()) as { errors?: unknown };
    expect(body.errors, query).toBeUndefined();
  };
  await mutate(
    `mutation { addToBasket(input: { variantId: "${KNOWN.availableVariant}", quantity: 1, locale: "de-DE" }) { basket { id } } }`,
  );
  await mutate(
    'mutation { setCheckoutAddress(input: { gender: f, firstName: "Lena", lastName: "Krüger", street: "Gartenstraße", houseNumber: "5a", zipCode: "50667", city: "Köln", email: "lena.krueger@example.de" }) { id } }',
  );
  await mutate('mutation { setPaymentMethod(paymentMethodId: "invoice") { id } }');
  await mutate('mutation { placeOrder(input: { acceptTerms: true }) { orderNumber } }');

  await page.goto('/thanks');
  await waitForHydration(page);
  // The survey's code is requested once the page has hydrated.
  await page.waitForLoadState('networkidle');
  const survey = page.getByRole('form', { name: 'Umfrage' });
  await survey.getByRole('button', { name: 'Antwort senden' }).click();
  await expect(survey.getByText('Bitte wählen Sie einen Wert zwischen 0 und 10.')).toBeVisible();
  await survey.getByRole('radio', { name: '7' }).check();
  await survey.getByRole('button', { name: 'Antwort senden' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Vielen Dank für Ihre Teilnahme an unserer Umfrage!' })).toBeVisible();
});
