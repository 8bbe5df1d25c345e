import type { Page } from '@playwright/test';
import { KNOWN } from '../../mock-server/data/fixtures.ts';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures.ts';

// A '3er-Pack' of the seeded catalogue (sizes XS–XL, 28,99 € to 33,99 €).
const PACK_PRODUCT = 'P101377';

const sizes = (page: Page) => page.getByRole('group', { name: 'Größe', exact: true });
const addButton = (page: Page) => page.getByRole('button', { name: /In den Warenkorb|Hinzugefügt/ });
const availability = (page: Page) => page.getByTestId('buybox-availability');
const price = (page: Page) => page.getByTestId('buybox-price');

/** Calls the shop API as this visitor (same cookies), to prepare the basket. */
async function graphql(page: Page, query: string, variables: Record<string, unknown>) {
  const response = await page.request.post('/graphql', { data: { query, variables } });
  return (await response.json()) as { data?: Record<string, unknown>; errors?: Array<{ extensions?: { code?: string } }> };
}

async function seedBasket(page: Page, variantId: string, quantity = 1) {
  const body = await graphql(page, 'mutation Seed($input: AddToBasketInput!) { addToBasket(input: $input) { basket { id count } } }', {
    input: { variantId, quantity, locale: 'de-DE' },
  });
  expect(body.errors).toBeUndefined();
}

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

/** Business refusals come as GraphQL errors, which the network layer logs by the spec's rule. */
const REFUSAL_LOG = /Server error has been received \{operationName: BasketAddItemMutation/;

/** Clicks add and waits until the button is ready again (success shows for a moment). */
async function addAndSettle(page: Page) {
  await addButton(page).click();
  await expect(addButton(page)).toHaveAttribute('data-state', 'success');
  await expect(addButton(page)).toHaveAttribute('data-state', 'idle', { timeout: 5000 });
}

test.describe('buy box: price', { tag: '@any-screen' }, () => {
  test('shows the product price with "nur", old price and saving, then the chosen variant', async ({ page }) => {
    await open(page, `/p/${KNOWN.saleProduct}`);
    await expect(page.getByTestId('buybox-display-number')).toHaveText('Artikelnummer 355.646.745');
    await expect(price(page)).toContainText('nur');
    await expect(price(page).locator('s')).toContainText('79,99');
    await expect(price(page)).toContainText('40,00');
    await expect(price(page)).toContainText('Sie sparen 50 %');
    await sizes(page).getByRole('radio', { name: '38' }).check();
    // The variant's old price: its price plus the sale reduction.
    await expect(price(page).locator('s')).toContainText('79,99');
    await expect(price(page)).toContainText('Sie sparen 50 %');
  });

  test('says "ab" for a price range and switches to the variant price', async ({ page }) => {
    await open(page, `/p/${KNOWN.soldOutSizeProduct}`);
    await expect(price(page)).toContainText(/jetzt\s*ab\s*56,94\s€\s*statt\s*66,99\s€/);
    await sizes(page).getByRole('radio', { name: 'XL' }).check();
    await expect(price(page)).toContainText('nur');
    await expect(price(page)).not.toContainText('ab');
    await expect(price(page).locator('s')).toContainText('71,99');
    await expect(price(page)).toContainText('61,19');
  });

  test('shows the price of one piece of a pack', async ({ page }) => {
    await open(page, `/p/${PACK_PRODUCT}`);
    await expect(price(page)).toContainText('3er-Pack · 9,66 € pro Stück');
  });
});

test.describe('buy box: colour and size', { tag: '@any-screen' }, () => {
  test('sizes follow the size order; sold-out sizes are marked and refused with the sizes highlighted', async ({ page }) => {
    await open(page, `/p/${KNOWN.mattressProduct}`);
    await expect(sizes(page).getByRole('radio')).toHaveCount(4);
    expect(await sizes(page).locator('label').allInnerTexts()).toEqual(['80x200', '90x200', '100x200', '140x200']);

    await open(page, `/p/${KNOWN.soldOutSizeProduct}`);
    expect(await sizes(page).locator('label').allInnerTexts()).toEqual(['XS', 'S', 'M – ausverkauft', 'L', 'XL']);
    await sizes(page).getByRole('radio', { name: /^M/ }).check();
    await addButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Diese Größe ist ausverkauft');
    await expect(sizes(page)).toHaveAttribute('data-invalid', 'true');
    await expectNoAxeViolations(page);
    // Changing the variant closes the notification and clears the highlight.
    await sizes(page).getByRole('radio', { name: 'L', exact: true }).check();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(sizes(page)).not.toHaveAttribute('data-invalid');
  });

  test('changing the colour keeps the size that exists in the new colour', async ({ page }) => {
    await open(page, `/p/${KNOWN.soldOutSizeProduct}`);
    const colours = page.getByRole('group', { name: /^Farbe/ });
    await expect(colours).toContainText('flieder');
    await sizes(page).getByRole('radio', { name: /^M/ }).check();
    await colours.getByRole('radio', { name: 'braun' }).check();
    await expect(colours).toContainText('Farbe: braun');
    await expect(sizes(page).getByRole('radio', { name: 'M' })).toBeChecked();
    await expect(page.getByTestId('buybox-display-number')).toHaveText('Artikelnummer 641.623.408');
  });

  test('marks sold-out colours', async ({ page }) => {
    await open(page, `/p/${KNOWN.outsoldProduct}`);
    await expect(page.getByRole('group', { name: /^Farbe/ }).getByRole('radio', { name: 'petrol, ausverkauft' })).toBeVisible();
    await expect(availability(page)).toHaveText('Ausverkauft');
    await expect(availability(page)).toHaveAttribute('data-state', 'unavailable');
  });

  test('the colour link of a tile opens that colour (epid and dimension parameters)', async ({ page }) => {
    await open(page, `/p/${KNOWN.saleProduct}?epid=${KNOWN.saleProduct}&dimension=P100001-2`);
    await expect(page.getByRole('group', { name: /^Farbe/ }).getByRole('radio', { name: 'oliv' })).toBeChecked();
    await expect(page.getByTestId('buybox-display-number')).toHaveText('Artikelnummer 355.646.746');
  });
});

test.describe('buy box: size table', () => {
  test('opens "Größe wählen" with the tables and the fit hint; picking a size closes it', async ({ page, graphqlRequests }) => {
    await open(page, `/p/${KNOWN.partnerSizeTableProduct}`);
    await expect(page.getByTestId('buybox-size-hint')).toHaveText('Passform: Fällt normal aus');
    expect(graphqlRequests).not.toContain('SizeTableContentQuery');
    await page.getByRole('button', { name: 'Größentabelle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Größe wählen' });
    await expect(dialog.getByRole('table')).toHaveCount(2);
    // The partner's own table comes first.
    await expect(dialog.getByRole('table').first()).toHaveAccessibleName('Größentabelle Damen Nordlicht Moden');
    await expect(dialog).toContainText('Passform: Fällt normal aus');
    expect(graphqlRequests).toContain('SizeTableContentQuery');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: '40' }).click();
    await expect(dialog).toBeHidden();
    await expect(sizes(page).getByRole('radio', { name: '40' })).toBeChecked();
  });

  test('says a bigger-sized partner fits bigger', { tag: '@any-screen' }, async ({ page }) => {
    await open(page, `/p/${KNOWN.biggerPartnerSizeTableProduct}`);
    await expect(page.getByTestId('buybox-size-hint')).toHaveText('Passform: Fällt größer aus – wir empfehlen eine Größe kleiner');
    await page.getByRole('button', { name: 'Größentabelle' }).click();
    await expect(page.getByRole('dialog', { name: 'Größe wählen' }).getByRole('table')).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test('shows no hint and no table link without size tables', { tag: '@any-screen' }, async ({ page }) => {
    await open(page, `/p/${KNOWN.noSizeTableProduct}`);
    await expect(sizes(page)).toBeVisible();
    await expect(page.getByTestId('buybox-size-hint')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Größentabelle' })).toHaveCount(0);
  });
});

test.describe('buy box: preselection from ?size=', { tag: '@any-screen' }, () => {
  test('a size label is selected in the server HTML already', async ({ page }) => {
    const html = await (await page.request.get(`/p/${KNOWN.availableProduct}?size=42`)).text();
    expect(html).toMatch(/<input[^>]*checked=""[^>]*value="P100010-1-3"/);
    await open(page, `/p/${KNOWN.availableProduct}?size=42`);
    await expect(sizes(page).getByRole('radio', { name: '42' })).toBeChecked();
  });

  test('a variant id selects its colour and size', async ({ page }) => {
    await open(page, `/p/${KNOWN.saleProduct}?size=${KNOWN.lowStockVariant}`);
    await expect(page.getByRole('group', { name: /^Farbe/ }).getByRole('radio', { name: 'oliv' })).toBeChecked();
    await expect(sizes(page).getByRole('radio', { name: '36' })).toBeChecked();
  });

  test('a single variant is used; an unknown size selects nothing', async ({ page }) => {
    await open(page, `/p/${KNOWN.forwardingAgentProduct}`);
    await expect(sizes(page).getByRole('radio', { name: 'Einheitsgröße' })).toBeChecked();
    await open(page, `/p/${KNOWN.availableProduct}?size=XXL`);
    await expect(sizes(page).getByRole('radio', { checked: true })).toHaveCount(0);
  });
});

test.describe('buy box: availability and services', { tag: '@any-screen' }, () => {
  test('every delivery key of the chosen size shows its text and state', async ({ page }) => {
    await open(page, `/p/${KNOWN.availabilityKeysProduct}`);
    await expect(availability(page)).toHaveText('Lieferzeit 2–4 Werktage');
    const expected: Array<[string, string, string]> = [
      ['36', 'Lieferzeit 2–4 Werktage', 'available'],
      ['38', 'lieferbar Ende Dezember', 'delayed'],
      ['40', 'Lieferung in 1–2 Wochen', 'delayed'],
      ['42', 'lieferbar bis Weihnachten', 'delayed'],
      ['44', 'Bereits ausverkauft', 'unavailable'],
      ['46', 'lieferbar Mitte Januar', 'delayed'],
    ];
    for (const [size, text, state] of expected) {
      await sizes(page)
        .getByRole('radio', { name: new RegExp(`^${size}`) })
        .check();
      await expect(availability(page)).toHaveText(text);
      await expect(availability(page)).toHaveAttribute('data-state', state);
    }
    await expect(page.getByText('Sie erhalten 36 Treuepunkte')).toBeVisible();
  });

  test('a forwarding-agent article notes the freight', async ({ page }) => {
    await open(page, `/p/${KNOWN.forwardingAgentProduct}`);
    await expect(page.getByTestId('buybox-forwarding')).toContainText('Speditionslieferung');
    await expect(page.getByTestId('buybox-forwarding')).toContainText('17,90 €');
    await open(page, `/p/${KNOWN.availableProduct}`);
    await expect(page.getByTestId('buybox-forwarding')).toHaveCount(0);
  });

  test('the disposal service is booked with a mattress', async ({ page }) => {
    await open(page, `/p/${KNOWN.mattressProduct}`);
    await sizes(page).getByRole('radio', { name: '90x200' }).check();
    const field = page.getByLabel(/Entsorgungsservice/);
    await expect(field).toContainText('29,99 €');
    await field.selectOption({ label: '1 Stück (29,99 €)' });
    await addButton(page).click();
    await expect(page.getByRole('status')).toHaveText('Der Artikel wurde in den Warenkorb gelegt. Zum Warenkorb');
    await expect(field).toHaveValue('0');
    const body = await graphql(page, 'query { basket { count disposalService { quantity } } }', {});
    expect(body.data?.basket).toEqual({ count: 1, disposalService: { quantity: 1 } });
    await open(page, `/p/${KNOWN.availableProduct}`);
    await expect(page.getByLabel(/Entsorgungsservice/)).toHaveCount(0);
  });
});

test.describe('buy box: add to basket', () => {
  test('the button goes idle → loading → success → idle', { tag: '@any-screen' }, async ({ page, setFaults }) => {
    await setFaults('addToBasket=delay:800');
    await open(page, `/p/${KNOWN.availableProduct}?size=40`);
    await addButton(page).click();
    await expect(addButton(page)).toHaveAttribute('aria-busy', 'true');
    await expect(addButton(page)).toBeDisabled();
    await expect(addButton(page)).toHaveAttribute('data-state', 'success');
    await expect(addButton(page)).toHaveText('Hinzugefügt');
    await expect(addButton(page)).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Warenkorb, 1 Artikel' })).toBeVisible();
    await expect(addButton(page)).toHaveText('In den Warenkorb', { timeout: 5000 });
    await expect(addButton(page)).toBeEnabled();
  });

  test('without a size it asks for one', { tag: '@any-screen' }, async ({ page }) => {
    await open(page, `/p/${KNOWN.availableProduct}`);
    await addButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Bitte wählen Sie eine Größe');
    await expect(sizes(page)).toHaveAttribute('data-invalid', 'true');
  });

  test('more pieces than the line allows: ATB_QUANTITY_LIMIT_EXCEEDED', { tag: '@any-screen' }, async ({ page, allowConsole }) => {
    allowConsole(REFUSAL_LOG);
    await open(page, `/p/${KNOWN.saleProduct}?size=${KNOWN.lowStockVariant}`);
    await addAndSettle(page);
    await addAndSettle(page);
    await addButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Sie haben diesen Artikel bereits 2 mal in Ihrem Warenkorb. Damit ist die Maximalmenge erreicht.',
    );
    await expect(sizes(page)).not.toHaveAttribute('data-invalid');
    // Another size closes the notification.
    await sizes(page).getByRole('radio', { name: '38' }).check();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('more than 20 pieces of one article: QUANTITY_LIMIT_EXCEEDED', { tag: '@any-screen' }, async ({ page, allowConsole }) => {
    allowConsole(REFUSAL_LOG);
    await open(page, `/p/${KNOWN.availableProduct}`);
    await seedBasket(page, 'P100010-1-1', 20);
    await sizes(page).getByRole('radio', { name: '40' }).check();
    await addButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Die Maximalmenge für diesen Artikel 307.272.290 ist bereits erreicht.');
  });

  test('a free gift only once: ATB_GIFT_ALREADY_IN_BASKET', { tag: '@any-screen' }, async ({ page, allowConsole }) => {
    allowConsole(REFUSAL_LOG);
    await open(page, `/p/${KNOWN.freeGiftProduct}`);
    // The gift needs 50,00 € of articles in the basket.
    await seedBasket(page, KNOWN.forwardingAgentVariant);
    await addAndSettle(page);
    await addButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Der Artikel liegt bereits im Warenkorb und kann kein weiteres Mal hinzugefügt werden.',
    );
  });

  test('a server error: ATB_GENERAL', { tag: '@any-screen' }, async ({ page, setFaults, allowConsole }) => {
    allowConsole(/status of 500|BasketAddItemMutation|Server error/);
    await setFaults('addToBasket=http:500');
    await open(page, `/p/${KNOWN.availableProduct}?size=38`);
    await addButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Der Artikel konnte nicht zum Warenkorb hinzugefügt werden.');
    await expect(addButton(page)).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Warenkorb, 0 Artikel' })).toBeVisible();
  });
});

test.describe('buy box: notices', { tag: '@any-screen' }, () => {
  test('scarcity shows only with the flag on and 1 to 8 pieces left', async ({ page, context, baseURL }) => {
    await open(page, `/p/${KNOWN.saleProduct}?size=${KNOWN.lowStockVariant}`);
    await expect(page.getByTestId('buybox-scarcity')).toHaveCount(0);
    await context.addCookies([{ name: 'ab', value: 'scarcity:on', url: baseURL ?? 'http://localhost' }]);
    await open(page, `/p/${KNOWN.saleProduct}?size=${KNOWN.lowStockVariant}`);
    await expect(page.getByTestId('buybox-scarcity')).toHaveText('Nur noch 2 verfügbar!');
    await sizes(page).getByRole('radio', { name: '38' }).check();
    await expect(page.getByTestId('buybox-scarcity')).toHaveCount(0);
  });

  test('display number changed when the shopper searched for the old number', async ({ page }) => {
    await open(page, `/p/${KNOWN.renumberedProduct}?searchOrigin=directSearch&searchTerm=648%20621-352`);
    await expect(page.getByTestId('buybox-display-number-changed')).toHaveText(
      'Der Artikel ist jetzt unter der Artikelnummer 289.192.352 gelistet (vorher 648.621.352).',
    );
    await open(page, `/p/${KNOWN.renumberedProduct}?searchOrigin=directSearch&searchTerm=289.192.352`);
    await expect(page.getByTestId('buybox-display-number-changed')).toHaveCount(0);
    await open(page, `/p/${KNOWN.renumberedProduct}?searchOrigin=directSearch&searchTerm=kleid`);
    await expect(page.getByTestId('buybox-display-number-changed')).toHaveCount(0);
  });
});
