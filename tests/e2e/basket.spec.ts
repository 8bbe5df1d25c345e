import type { Page, Route } from '@playwright/test';
import { KNOWN } from '../../mock-server/data/fixtures.ts';
import {
  expect,
  expectNoAxeViolations as expectNoAxeViolationsHere,
  isApiCall,
  scrollToTile,
  settle,
  test,
  waitForHydration,
} from './fixtures.ts';

// Articles of the seeded catalogue the basket tests use (see mock-server/data/fixtures.ts).
const DRESS_42 = KNOWN.availableVariant; // 33,99 €, 50 in stock
const DRESS_38 = 'P100010-1-1'; // 24 in stock
const LOW_STOCK = KNOWN.lowStockVariant; // 2 in stock, two colours
const MATTRESS = KNOWN.mattressVariant;
const SLATTED_FRAME = KNOWN.slattedFrameVariant; // 20 in stock
const SOFA = KNOWN.forwardingAgentVariant; // forwarding agent
const OTHER_GIFT_PRODUCT = 'P100213';
const SLIPPING = 'P100022-2-4'; // directShipping5Days on the product page, later in the basket
const CHEAP = 'P100230-1-1'; // 8,00 €
const PHONE = '0800 723 41 00';

/** Business refusals come as GraphQL errors, which the network layer logs by the spec's rule. */
const REFUSAL_LOG = /Server error has been received|status of 500/;

async function graphql(page: Page, query: string, variables: Record<string, unknown>) {
  const response = await page.request.post('/graphql', { data: { query, variables } });
  return (await response.json()) as { data?: Record<string, unknown>; errors?: Array<{ extensions?: { code?: string } }> };
}

/** Puts pieces into this visitor's basket through the API (same cookies as the page). */
async function seed(page: Page, variantId: string, quantity = 1) {
  // The page server gives the visitor its mock id; the API needs it to find the basket.
  const cookies = await page.context().cookies();
  if (!cookies.some((cookie) => cookie.name === 'mock_visitor')) await page.request.get('/basket');
  const body = await graphql(page, 'mutation Seed($input: AddToBasketInput!) { addToBasket(input: $input) { basket { id } } }', {
    input: { variantId, quantity, locale: 'de-DE' },
  });
  expect(body.errors, `seeding ${variantId}`).toBeUndefined();
}

async function openBasket(page: Page, path = '/basket') {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByTestId('basket')).toBeVisible();
}

/** Holds the page's calls of the matching mutation until the returned function lets them go. */
async function holdMutations(page: Page, operation: RegExp): Promise<() => Promise<void>> {
  const held: Route[] = [];
  const handler = (route: Route) => (operation.test(route.request().postData() ?? '') ? void held.push(route) : route.fallback());
  await page.route(isApiCall, handler);
  return async () => {
    await Promise.all(held.splice(0).map((route) => route.fallback()));
    await page.unroute(isApiCall, handler);
  };
}

const line = (page: Page, name: RegExp | string) => page.getByTestId('basket-item').filter({ has: page.getByRole('heading', { name }) });
const hints = (page: Page) => page.getByTestId('basket-hints');
const badge = (page: Page, n: number) => page.getByRole('link', { name: `Warenkorb, ${n} Artikel` });

test.describe('basket page', () => {
  test(
    "the server sends the visitor's own basket and no one else's, also in the webview",
    { tag: '@any-screen' },
    async ({ page, request }) => {
      await seed(page, DRESS_42);
      const html = await (await page.request.get('/basket')).text();
      expect(html).not.toContain('data-testid="basket-skeleton"');
      expect(html).toContain('Trägerkleid');
      const anonymous = await (await request.get('/basket')).text();
      expect(anonymous.replace(/nonce="[^"]+"/g, '')).toContain('data-page-type="basket"');
      expect(anonymous).not.toContain('Trägerkleid');
      await openBasket(page, '/webview/basket');
      await expect(page.locator('[data-runtime="webview"]')).toBeVisible();
      await expect(line(page, /Trägerkleid/)).toBeVisible();
    },
  );

  test('shows each line with its facts, delivery and prices, and the totals', async ({ page }) => {
    await seed(page, DRESS_42, 2);
    await seed(page, SOFA);
    await seed(page, MATTRESS);
    await openBasket(page);
    const dress = line(page, /Trägerkleid »Langeoog«/);
    await expect(dress).toContainText('Ostwind');
    await expect(dress).toContainText('Farbe: koralle');
    await expect(dress).toContainText('Größe: 42');
    await expect(dress).toContainText(/Artikelnummer: \d{3}\.\d{3}\.\d{3}/);
    await expect(dress).toContainText('je 33,99 €');
    await expect(dress.getByTestId('basket-item-total')).toHaveText('67,98 €');
    await expect(dress.getByTestId('basket-item-availability')).toHaveText('Lieferzeit 2–4 Werktage');
    await expect(dress.getByRole('link', { name: /Trägerkleid/ })).toHaveAttribute('href', '/p/P100010?dimension=P100010-1');
    await expect(line(page, /Ecksofa/).getByTestId('basket-item-forwarding')).toHaveText('Speditionslieferung');
    const totals = page.getByTestId('basket-totals');
    await expect(totals.locator('[data-total="articles"]')).toContainText('Summe Artikel');
    await expect(totals.locator('[data-total="freight"]')).toContainText('Speditionskosten17,90 €');
    await expect(totals.locator('[data-total="shipping"]')).toHaveText('Versandkostenkostenlos');
    await expect(totals.locator('[data-total="total"]')).toContainText('Gesamtsumme');
    await expect(page.getByTestId('basket-loyalty')).toContainText(/Mit dieser Bestellung erhalten Sie \d+ Treuepunkte\./);
    await expect(page.getByTestId('basket-flat-rate')).toHaveText('Versandkosten-Flatrate: 5,95 €, gültig bis 31.12.2026.');
    await expect(hints(page).locator('[data-code="BASKET_COUPON"]')).toHaveText(
      'Hinweis: Gutscheincodes können Sie am Ende des Bestellvorgangs einlösen. Aktionsbedingungen',
    );
    await expect(page.getByRole('link', { name: 'Zur Kasse' })).toHaveAttribute('href', '/checkout');
  });
});

const changeModal = (page: Page) => page.getByRole('dialog', { name: 'Artikel ändern' });
const quantityOf = (page: Page, name: RegExp) => line(page, name).getByTestId('basket-item-quantity');

test.describe('basket: change item modal', () => {
  test('changes size and quantity; the stock and the 20-piece limits stay in the modal with the choice kept', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(REFUSAL_LOG);
    await seed(page, LOW_STOCK);
    await seed(page, DRESS_42, 15);
    await seed(page, DRESS_38);
    await openBasket(page);
    await expect(badge(page, 17)).toBeVisible();

    // Stock: 2 pieces of this size.
    const summer = /Sommerkleid aus Leinenmix/;
    await line(page, summer).getByRole('button', { name: 'Ändern' }).click();
    await expect(page).toHaveURL(/#changeBasketItem-basket-line-P100001-2-1$/);
    const modal = changeModal(page);
    await modal.getByLabel('Menge').selectOption('3');
    await modal.getByRole('button', { name: 'Übernehmen' }).click();
    await expect(modal.getByTestId('change-item-problem')).toHaveText('Nur noch 2 Artikel auf Lager. Bitte verringern Sie die Menge.');
    await expect(modal.getByLabel('Menge')).toHaveValue('3');
    await expectNoAxeViolationsHere(page);
    await modal.getByLabel('Menge').selectOption('2');
    await modal.getByRole('button', { name: 'Übernehmen' }).click();
    await expect(modal).toHaveCount(0);
    await expect(quantityOf(page, summer)).toHaveText('Menge: 2');

    // 20 pieces of one article (all sizes of the colour together).
    const dress38 = line(page, /Trägerkleid/).filter({ hasText: 'Größe: 38' });
    await dress38.getByRole('button', { name: 'Ändern' }).click();
    await expect(modal.getByRole('radio', { name: '38' })).toBeChecked();
    await expect(modal.getByTestId('change-item-availability')).toHaveText('Lieferzeit 2–4 Werktage');
    await modal.getByLabel('Menge').selectOption('6');
    await modal.getByRole('button', { name: 'Übernehmen' }).click();
    await expect(modal.getByTestId('change-item-problem')).toHaveText(
      'Die Maximalmenge für diesen Artikel 307.272.290 ist bereits erreicht.',
    );

    // Another size and a quantity within the limit.
    await modal.getByRole('radio', { name: '40' }).check();
    await expect(modal.getByTestId('change-item-problem')).toBeEmpty();
    await modal.getByLabel('Menge').selectOption('5');
    await modal.getByRole('button', { name: 'Übernehmen' }).click();
    await expect(modal).toHaveCount(0);
    const dress40 = line(page, /Trägerkleid/).filter({ hasText: 'Größe: 40' });
    await expect(dress40.getByTestId('basket-item-quantity')).toHaveText('Menge: 5');
    await expect(line(page, /Trägerkleid/).filter({ hasText: 'Größe: 38' })).toHaveCount(0);
    await expect(badge(page, 22)).toBeVisible();
  });

  test(
    'BasketChangeItemFailed comes as a toast when the line is gone, and the basket shows what is left',
    { tag: '@any-screen' },
    async ({ page, allowConsole }) => {
      allowConsole(REFUSAL_LOG);
      await seed(page, DRESS_42);
      await seed(page, CHEAP, 2);
      await openBasket(page);
      // Another tab removed the dress meanwhile.
      await graphql(page, 'mutation R($id: ID!) { removeBasketItem(itemId: $id) { id } }', { id: `basket-line-${DRESS_42}` });
      await line(page, /Trägerkleid/)
        .getByRole('button', { name: 'Menge erhöhen' })
        .click();
      await expect(page.getByText('Der Artikel konnte nicht aktualisiert werden, bitte versuchen Sie es erneut.')).toBeVisible();
      await expect(line(page, /Trägerkleid/)).toHaveCount(0);
      await expect(badge(page, 2)).toBeVisible();
    },
  );
});

test.describe('basket: disposal service', () => {
  test(
    'is booked for at most the mattresses and slatted frames, and goes with the last of them',
    { tag: '@any-screen' },
    async ({ page }) => {
      await seed(page, MATTRESS);
      await seed(page, SLATTED_FRAME);
      await seed(page, DRESS_42);
      await openBasket(page);
      const service = page.getByTestId('basket-disposal-service');
      const pieces = service.getByLabel('Anzahl Altmatratzen und Lattenroste');
      await expect(pieces.locator('option')).toHaveText(['Keine Entsorgung', '1 Stück (29,99 €)', '2 Stück (59,98 €)']);
      await pieces.selectOption('2');
      const totals = page.getByTestId('basket-totals');
      await expect(totals.locator('[data-total="disposalService"]')).toContainText('59,98 €');

      // The disposal note comes from the content API.
      await service.getByRole('button', { name: 'Hinweis zur Entsorgung' }).click();
      const note = page.getByRole('dialog', { name: 'Hinweis zur Entsorgung' });
      await expect(note.getByTestId('content-modal-text')).toContainText('Altgeräte gehören nicht in den Hausmüll');
      await expectNoAxeViolationsHere(page);
      await note.getByRole('button', { name: 'Schließen' }).click();

      await line(page, /Kaltschaummatratze/)
        .getByRole('button', { name: /entfernen$/ })
        .click();
      await expect(pieces).toHaveValue('1');
      await expect(totals.locator('[data-total="disposalService"]')).toContainText('29,99 €');
      await line(page, /Lattenrost/)
        .getByRole('button', { name: /entfernen$/ })
        .click();
      await expect(hints(page).locator('[data-code="DISPOSAL_SERVICE_REMOVED"]')).toHaveText(
        'Hinweis: Um unseren Entsorgungsservice nutzen zu können, muss mindestens eine Matratze oder ein Lattenrost bestellt werden. Der Entsorgungsservice wurde daher entfernt.',
      );
      await expect(service).toHaveCount(0);
      await expect(totals.locator('[data-total="disposalService"]')).toHaveCount(0);
    },
  );
});

test.describe('basket: free gift', () => {
  test(
    'is added once, a second one is refused, and it goes below the minimum order value',
    { tag: '@any-screen' },
    async ({ page, allowConsole }) => {
      allowConsole(/Server error has been received \{operationName: BasketAddItemMutation/);
      await seed(page, DRESS_42, 2);
      await page.goto(`/p/${KNOWN.freeGiftProduct}`);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'In den Warenkorb' }).click();
      await expect(badge(page, 3)).toBeVisible();
      await page.goto(`/p/${OTHER_GIFT_PRODUCT}`);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'In den Warenkorb' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Gratisartikel' })).toHaveText(
        'Gratisartikel können nur einmal hinzugefügt werden.',
      );

      // To the basket through the header: the page and the badge agree without a reload.
      await page.getByRole('link', { name: 'Warenkorb, 3 Artikel' }).click();
      await expect(page.getByTestId('basket')).toBeVisible();
      const gift = line(page, /Gästehandtuch-Set/);
      await expect(gift).toContainText('Gratisartikel');
      await expect(gift).toContainText('gratis');
      await expect(gift.getByRole('button', { name: 'Ändern' })).toHaveCount(0);

      await line(page, /Trägerkleid/)
        .getByRole('button', { name: 'Menge verringern' })
        .click();
      await expect(hints(page).locator('[data-code="BASKET_MIN_ORDER_VALUE_FREE_GIFT"]')).toHaveText(
        'Achtung: Bitte beachten Sie den Mindestbestellwert von 50,00 €.',
      );
      await expect(gift).toHaveCount(0);
      await expect(badge(page, 1)).toBeVisible();

      // Back on the product page the badge still agrees, without a reload.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/p/${OTHER_GIFT_PRODUCT}$`));
      await expect(badge(page, 1)).toBeVisible();
    },
  );
});

test.describe('basket: removing', () => {
  test('removes with undo, down to the empty state with its two buttons', { tag: '@any-screen' }, async ({ page }) => {
    await seed(page, DRESS_42, 2);
    await openBasket(page);
    await line(page, /Trägerkleid/)
      .getByRole('button', { name: /entfernen$/ })
      .click();
    await expect(page.getByTestId('basket-undo')).toContainText(
      '»Trägerkleid »Langeoog« mit Blumendruck« wurde aus dem Warenkorb entfernt.',
    );
    await expect(page.getByTestId('basket-undo')).toBeFocused();
    await expect(page.getByTestId('basket-empty')).toBeVisible();
    await expect(badge(page, 0)).toBeVisible();
    await page.getByRole('button', { name: 'Rückgängig' }).click();
    await expect(quantityOf(page, /Trägerkleid/)).toHaveText('Menge: 2');
    await expect(badge(page, 2)).toBeVisible();

    await line(page, /Trägerkleid/)
      .getByRole('button', { name: /entfernen$/ })
      .click();
    const empty = page.getByTestId('basket-empty');
    await expect(empty).toContainText('Derzeit befinden sich keine Artikel in Ihrem Warenkorb.');
    await expect(empty).toContainText('Fügen Sie Artikel hinzu, um zur Kasse zu gehen.');
    await expect(empty.getByRole('link', { name: 'Damenbekleidung' })).toHaveAttribute('href', '/damen-bekleidung');
    await expect(empty.getByRole('link', { name: 'Herrenbekleidung' })).toHaveAttribute('href', '/herren-bekleidung');
    await expect(page.getByRole('link', { name: 'Zur Kasse' })).toHaveCount(0);
  });

  test(
    'a failed removal says DEFAULT with the service number and keeps the line',
    { tag: '@any-screen' },
    async ({ page, setFaults, allowConsole }) => {
      allowConsole(/status of 500|BasketRemoveItemMutation|Server error/);
      await seed(page, DRESS_42);
      await setFaults('removeBasketItem=http:500*1');
      await openBasket(page);
      await line(page, /Trägerkleid/)
        .getByRole('button', { name: /entfernen$/ })
        .click();
      await expect(line(page, /Trägerkleid/).getByTestId('basket-item-problem')).toHaveText(
        `Es ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es später noch einmal. Sollte das Problem weiterhin bestehen, wenden Sie sich bitte an unseren Kundenservice. Telefon: ${PHONE}`,
      );
      await expect(badge(page, 1)).toBeVisible();
    },
  );
});

test.describe('basket: hints', () => {
  test(
    'BASKET_MIN_ORDER_VALUE stops the checkout; DELIVERY_STATE_CHANGED asks to check the basket',
    { tag: '@any-screen' },
    async ({ page }) => {
      await seed(page, CHEAP);
      await openBasket(page);
      await expect(hints(page).locator('[data-code="BASKET_MIN_ORDER_VALUE"]')).toHaveText(
        'Achtung: Bitte beachten Sie den Mindestbestellwert.',
      );
      await expect(page.getByRole('button', { name: 'Zur Kasse' })).toBeDisabled();
      await expect(page.getByTestId('basket-checkout-blocked')).toHaveText('Bitte beachten Sie den Mindestbestellwert.');

      await seed(page, SLIPPING);
      await openBasket(page);
      await expect(hints(page).locator('[data-code="DELIVERY_STATE_CHANGED"]')).toHaveText(
        'Hinweis: Der Lieferstatus hat sich für einige Artikel in Ihrem Warenkorb geändert. Bitte prüfen Sie Ihren Warenkorb.',
      );
      await expect(line(page, /Helgoland/).getByTestId('basket-item-availability')).toHaveText('Lieferung in 2–3 Wochen');
      await expect(page.getByRole('link', { name: 'Zur Kasse' })).toBeVisible();
    },
  );

  test('BASKET_MAX_ITEMS when a change would pass 50 pieces', { tag: '@any-screen' }, async ({ page, allowConsole }) => {
    allowConsole(REFUSAL_LOG);
    await seed(page, DRESS_42, 20);
    await seed(page, CHEAP, 20);
    await seed(page, SLATTED_FRAME, 10);
    await openBasket(page);
    await line(page, /Lattenrost/)
      .getByRole('button', { name: 'Menge erhöhen' })
      .click();
    await expect(line(page, /Lattenrost/).getByTestId('basket-item-problem')).toHaveText(
      'Die maximale Artikelanzahl von 50 ist erreicht. Bitte entfernen Sie einige Artikel.',
    );
    await expect(quantityOf(page, /Lattenrost/)).toHaveText('Menge: 10');
  });

  test(
    'a basket that cannot be loaded says DEFAULT with the service number and can be tried again',
    { tag: '@any-screen' },
    async ({ page, setFaults, allowConsole }) => {
      allowConsole(/status of 500|BasketScreenQuery|Server error/);
      await seed(page, DRESS_42);
      await setFaults('BasketScreenQuery=http:500*1');
      await page.goto('/basket');
      await expect(page.getByTestId('basket-load-failed')).toContainText(`Telefon: ${PHONE}`);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Erneut versuchen' }).click();
      await expect(line(page, /Trägerkleid/)).toBeVisible();
    },
  );
});

test.describe('basket: in step', { tag: '@any-screen' }, () => {
  test('a double click on + or remove applies once; a second tab converges on focus', async ({ page, context, graphqlRequests }) => {
    await seed(page, DRESS_42);
    await seed(page, CHEAP, 2);
    await openBasket(page);
    // The answer comes only after both clicks (the mock answers within the gap between them): the
    // rule is that a button whose call is in flight takes no second click.
    let release = await holdMutations(page, /BasketChangeItemMutation/);
    await line(page, /Trägerkleid/)
      .getByRole('button', { name: 'Menge erhöhen' })
      .dblclick();
    await release();
    await expect(quantityOf(page, /Trägerkleid/)).toHaveText('Menge: 2');
    await expect(badge(page, 4)).toBeVisible();
    await settle(page);
    await expect(quantityOf(page, /Trägerkleid/)).toHaveText('Menge: 2');
    expect(graphqlRequests.filter((name) => name === 'BasketChangeItemMutation')).toHaveLength(1);
    release = await holdMutations(page, /BasketRemoveItemMutation/);
    await line(page, /Longshirt/)
      .getByRole('button', { name: /entfernen$/ })
      .dblclick();
    await release();
    await expect(page.getByTestId('basket-undo')).toBeVisible();
    await settle(page);
    expect(graphqlRequests.filter((name) => name === 'BasketRemoveItemMutation')).toHaveLength(1);
    await expect(badge(page, 2)).toBeVisible();

    const other = await context.newPage();
    await openBasket(other);
    await line(other, /Trägerkleid/)
      .getByRole('button', { name: /entfernen$/ })
      .click();
    await expect(other.getByTestId('basket-empty')).toBeVisible();
    await other.close();

    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByTestId('basket-empty')).toBeVisible();
    await expect(badge(page, 0)).toBeVisible();
  });
});

test.describe('basket: quantity by keyboard', () => {
  test('the step that reaches the limit keeps focus and does nothing more', { tag: '@any-screen' }, async ({ page, graphqlRequests }) => {
    await seed(page, CHEAP, 2);
    await openBasket(page);
    const less = line(page, /Longshirt/).getByRole('button', { name: 'Menge verringern' });
    await less.focus();
    await page.keyboard.press('Enter');
    await expect(quantityOf(page, /Longshirt/)).toHaveText('Menge: 1');
    await expect(less).toHaveAttribute('aria-disabled', 'true');
    await expect(less).toBeFocused();
    await settle(page);
    await expect(less).toBeFocused();
    // Pressed again at the limit: nothing is sent, the quantity stays.
    const sent = graphqlRequests.filter((name) => name === 'BasketChangeItemMutation').length;
    await page.keyboard.press('Enter');
    await settle(page);
    await expect(quantityOf(page, /Longshirt/)).toHaveText('Menge: 1');
    expect(graphqlRequests.filter((name) => name === 'BasketChangeItemMutation')).toHaveLength(sent);
    // Tab goes on from there to the step up.
    await page.keyboard.press('Tab');
    await expect(line(page, /Longshirt/).getByRole('button', { name: 'Menge erhöhen' })).toBeFocused();
  });
});

test.describe('basket: content modals', () => {
  test(
    'shipping costs, legal hint and order information load when opened, with an error state',
    { tag: '@any-screen' },
    async ({ page, setFaults, allowConsole }) => {
      allowConsole(/status of 500|ContentModalTextQuery|Server error/);
      const contentCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/content/graphql')) contentCalls.push(request.url() + (request.postData() ?? ''));
      });
      await seed(page, DRESS_42);
      await openBasket(page);
      expect(contentCalls.filter((call) => call.includes('ContentModalTextQuery'))).toEqual([]);

      await page.getByTestId('basket-totals').getByRole('button', { name: 'Versandkosten' }).click();
      const shipping = page.getByRole('dialog', { name: 'Versandkosten' });
      await expect(shipping.getByTestId('content-modal-text')).toContainText('Wir berechnen pro Bestellung einmalig Versandkosten');
      await expect(shipping.getByRole('table')).toContainText('Speditionsartikel');
      await expectNoAxeViolationsHere(page);
      await page.keyboard.press('Escape');
      await expect(shipping).toHaveCount(0);

      await hints(page).getByRole('button', { name: 'Aktionsbedingungen' }).click();
      await expect(page.getByRole('dialog', { name: 'Aktionsbedingungen' }).getByTestId('content-modal-text')).toContainText(
        'Versandkostenfrei bestellen',
      );
      await page.keyboard.press('Escape');

      await setFaults('ContentModalTextQuery=http:500');
      await page.getByRole('button', { name: 'Bestellinformationen' }).click();
      await expect(page.getByRole('dialog', { name: 'Bestellinformationen' }).getByTestId('content-modal-error')).toHaveText(
        'Der Inhalt konnte nicht geladen werden. Bitte versuchen Sie es später noch einmal.',
      );
    },
  );

  test(
    'order information opens from the basket; shipping costs from the price note on the product page',
    { tag: '@any-screen' },
    async ({ page }) => {
      await seed(page, DRESS_42);
      await openBasket(page);
      await page.getByRole('button', { name: 'Bestellinformationen' }).click();
      await expect(page.getByRole('dialog', { name: 'Bestellinformationen' }).getByTestId('content-modal-text')).toContainText(
        'Bestellbestätigung per E-Mail',
      );
      await page.keyboard.press('Escape');

      await page.goto(`/p/${KNOWN.availableProduct}`);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'zzgl. Versandkosten' }).click();
      await expect(page.getByRole('dialog', { name: 'Versandkosten' }).getByTestId('content-modal-text')).toContainText(
        'Versandkosten-Flatrate',
      );
      await expect(page).toHaveURL(/#shippingCostModal$/);
    },
  );
});

test('shipping costs also open from the quick-buy popup, above it', { tag: '@any-screen' }, async ({ page }) => {
  await page.goto('/');
  const tile = page.locator('article[data-product-id="P100090"]');
  await scrollToTile(tile);
  await tile.getByRole('button', { name: 'Produktdetails und Kaufoptionen öffnen' }).click();
  const popup = page.getByRole('dialog', { name: 'Schnellansicht' });
  await popup.getByRole('button', { name: 'zzgl. Versandkosten' }).click();
  const shipping = page.getByRole('dialog', { name: 'Versandkosten' });
  await expect(shipping.getByTestId('content-modal-text')).toContainText('Wir berechnen pro Bestellung einmalig Versandkosten');
  await shipping.getByRole('button', { name: 'Schließen' }).click();
  await expect(shipping).toHaveCount(0);
  await expect(popup).toBeVisible();
});
