import type { Page } from '@playwright/test';
import { KNOWN } from '../../mock-server/data/fixtures.ts';
import { expect, settle, test, waitForHydration } from './fixtures.ts';

// Articles of the seeded catalogue the basket tests use (see mock-server/data/fixtures.ts).
const DRESS_42 = KNOWN.availableVariant; // 33,99 €, 50 in stock
const DRESS_38 = 'P100010-1-1'; // 24 in stock
const LOW_STOCK = KNOWN.lowStockVariant; // 2 in stock, two colours
const MATTRESS = KNOWN.mattressVariant;
const SLATTED_FRAME = KNOWN.slattedFrameVariant; // 20 in stock
const SOFA = KNOWN.forwardingAgentVariant; // forwarding agent
const GIFT = KNOWN.freeGiftVariant;
const OTHER_GIFT_PRODUCT = 'P100213';
const SLIPPING = 'P100022-2-4'; // directShipping5Days on the product page, later in the basket
const CHEAP = 'P100230-1-1'; // 8,00 €
const PHONE = '0800 400 12 12';

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

const line = (page: Page, name: RegExp | string) => page.getByTestId('basket-item').filter({ has: page.getByRole('heading', { name }) });
const hints = (page: Page) => page.getByTestId('basket-hints');
const badge = (page: Page, n: number) => page.getByRole('link', { name: `Warenkorb, ${n} Artikel` });

test.describe('basket page', () => {
  test('the server sends the same shell to everyone; the basket loads in the browser, also in the webview', async ({ page, request }) => {
    await seed(page, DRESS_42);
    const html = await (await page.request.get('/basket')).text();
    expect(html).toContain('data-testid="basket-skeleton"');
    expect(html).not.toContain('Trägerkleid');
    const anonymous = await (await request.get('/basket')).text();
    expect(anonymous.replace(/nonce="[^"]+"/g, '')).toContain('data-page-type="basket"');
    await openBasket(page, '/webview/basket');
    await expect(page.locator('[data-runtime="webview"]')).toBeVisible();
    await expect(line(page, /Trägerkleid/)).toBeVisible();
  });

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
    await expect(totals.locator('[data-total="shipping"]')).toHaveCount(0);
    await expect(totals.locator('[data-total="total"]')).toContainText('Gesamtsumme');
    await expect(page.getByTestId('basket-loyalty')).toContainText(/Mit dieser Bestellung erhalten Sie \d+ Treuepunkte\./);
    await expect(page.getByTestId('basket-flat-rate')).toHaveText('Versandkosten-Flatrate: 5,95 €, gültig bis 31.12.2026.');
    await expect(hints(page).locator('[data-code="BASKET_COUPON"]')).toHaveText(
      'Hinweis: Gutscheincodes können Sie am Ende des Bestellvorgangs einlösen. Aktionsbedingungen',
    );
    await expect(page.getByRole('link', { name: 'Zur Kasse' })).toHaveAttribute('href', '/checkout');
  });
});
