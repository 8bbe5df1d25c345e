// Personal pages are rendered on the server with the visitor's data and answered privately; the
// catalogue stays the same for every visitor and shareable. Against the production server and its
// embedded mock, whose per-visitor state is the visitor's basket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN } from '../../mock-server/data/fixtures.ts';
import { rawRequest, startProductionServer, type RunningServer } from './productionServer.ts';

const LISTING = '/damen-mode/kleider/sommerkleider';
const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400';
/** A visitor whose visit has begun (mock identity and entry campaign known). */
const visitor = (id: string, extra = '') => ({
  cookie: `mock_visitor=${id}; ecc=000; eccCurrent=000${extra}`,
  'accept-encoding': 'identity',
});
const ERIKA = visitor('personal-pages-erika');
/** Anna, a demo customer of the mock, logged in: her token in the HttpOnly auth cookie, as the server set it. */
const ANNA_NUMBER = '40512873';
const ANNA = visitor('personal-pages-anna', `; shop_auth=mock-token-${ANNA_NUMBER}; shop_session=1`);
/** React's server render marks the seams between text parts with empty comments. */
const text = (html: string) => html.replaceAll('<!-- -->', '');

let server: RunningServer;
beforeAll(async () => {
  server = await startProductionServer();
  // Erika's basket: a dress, put in through the mock's API as her browser would.
  const seeded = await fetch(`${server.origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: ERIKA.cookie },
    body: JSON.stringify({
      query: 'mutation Seed($input: AddToBasketInput!) { addToBasket(input: $input) { basket { id } } }',
      variables: { input: { variantId: KNOWN.availableVariant, quantity: 2, locale: 'de-DE' } },
    }),
  });
  expect(((await seeded.json()) as { errors?: unknown }).errors).toBeUndefined();
  // And her wishlist: the same dress.
  const saved = await fetch(`${server.origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: ERIKA.cookie },
    body: JSON.stringify({
      query: 'mutation Save($id: ID!) { addWishlistItem(productId: $id, locale: "de-DE", isTargetingAllowed: false) { id } }',
      variables: { id: KNOWN.availableProduct },
    }),
  });
  expect(((await saved.json()) as { errors?: unknown }).errors).toBeUndefined();
}, 120_000);
afterAll(() => server?.stop());

const get = async (path: string, headers: Record<string, string>) => {
  const response = await rawRequest(server.port, 'GET', path, headers);
  return { ...response, html: response.body.toString('utf8') };
};

describe('the basket page', () => {
  it("comes with the visitor's basket, private, for the page and for a client navigation's data", async () => {
    const page = await get('/basket', ERIKA);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.html).toContain('Trägerkleid');
    expect(page.html).toContain('data-testid="basket-item"');
    expect(page.html).not.toContain('data-testid="basket-skeleton"');

    const data = await get('/basket/index.pageContext.json', ERIKA);
    expect(data.headers['cache-control']).toBe('private, no-store');
    expect(data.html).toContain('Trägerkleid');
  });

  it("gives another visitor their own basket, never Erika's, even when both ask at once", async () => {
    const [erika, other] = await Promise.all([get('/basket', ERIKA), get('/basket', visitor('personal-pages-other'))]);
    expect(erika.html).toContain('Trägerkleid');
    expect(other.headers['cache-control']).toBe('private, no-store');
    expect(other.html).toContain('data-testid="basket-empty"');
    expect(other.html).not.toContain('Trägerkleid');
  });

  it('that the API cannot give shows the failure with its retry, not an error page', async () => {
    const page = await get('/basket', visitor('personal-pages-failing', '; mock_faults=BasketScreenQuery%3Dhttp%3A500'));
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.html).toContain('data-testid="basket-load-failed"');
  });
});

describe('the other personal pages', () => {
  it("the wishlist comes with the visitor's saved products, private", async () => {
    const page = await get('/wishlist', ERIKA);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.html).toContain('Trägerkleid');
    const other = await get('/wishlist', visitor('personal-pages-other'));
    expect(other.headers['cache-control']).toBe('private, no-store');
    expect(other.html).not.toContain('Trägerkleid');
  });

  it('the checkout comes with its first step, private; the thanks page with what there is to say', async () => {
    const checkout = await get('/checkout', ERIKA);
    expect(checkout.headers['cache-control']).toBe('private, no-store');
    expect(text(checkout.html)).toContain('Schritt 1 von');
    expect(checkout.html).not.toContain('aria-busy="true"');
    const thanks = await get('/thanks', ERIKA);
    expect(thanks.headers['cache-control']).toBe('private, no-store');
    expect(thanks.html).toContain('Zu Ihrem Besuch liegt keine Bestellung vor.');
  });
});

describe('the account pages', () => {
  it("come with a logged-in customer's overview, private, for the page and its data", async () => {
    const page = await get('/customer', ANNA);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(text(page.html)).toContain(`Kundennummer: ${ANNA_NUMBER}`);
    expect(text(page.html)).toContain('Anna Becker');
    expect(page.html).toContain('aria-label="Kundenkonto"');
    expect(page.html).not.toContain('Bitte melden Sie sich an');
    expect(page.html).not.toContain('aria-busy="true"');
    // The views' code is not part of the first load: the browser loads it before hydrating.
    expect(page.html).not.toMatch(/<link rel="modulepreload" href="[^"]*CustomerOverview/);

    const data = await get('/customer/index.pageContext.json', ANNA);
    expect(data.headers['cache-control']).toBe('private, no-store');
    expect(data.html).toContain(ANNA_NUMBER);
  });

  it('come with the view of the path and its variables: the invoices of the months asked for', async () => {
    const page = await get('/customer/invoices?months=12', ANNA);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.html).toContain('InvoicesViewQuery {\\"months\\":12}');
    expect(page.html).toContain('/customer/invoices/');
    expect(page.html).not.toContain('aria-busy="true"');
  });

  it("give a guest the login prompt, private, with none of Anna's data, even when both ask at once", async () => {
    const [anna, guest] = await Promise.all([get('/customer', ANNA), get('/customer', visitor('personal-pages-other'))]);
    expect(text(anna.html)).toContain(`Kundennummer: ${ANNA_NUMBER}`);
    expect(guest.status).toBe(200);
    expect(guest.headers['cache-control']).toBe('private, no-store');
    expect(guest.html).toContain('Bitte melden Sie sich an');
    // The login form in its place, rendered by the server.
    expect(guest.html).toContain('aria-label="Anmelden im Kundenkonto"');
    expect(guest.html).not.toContain(ANNA_NUMBER);
    expect(guest.html).not.toContain('Becker');
    expect(guest.html).not.toContain('Ihre Sitzung ist abgelaufen');
  });

  it('end the session of a token the API refuses and show the login prompt saying so, with 200', async () => {
    const page = await get('/customer/orders', visitor('personal-pages-refused', '; shop_auth=mock-token-0000; shop_session=1'));
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.html).toContain('Bitte melden Sie sich an');
    expect(page.html).toContain('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.');
    const cookies = ([] as string[]).concat(page.headers['set-cookie'] ?? []);
    expect(cookies.find((c) => c.startsWith('shop_auth='))).toMatch(/^shop_auth=;.*Max-Age=0.*HttpOnly/);
    expect(cookies.find((c) => c.startsWith('shop_session='))).toMatch(/^shop_session=;.*Max-Age=0/);
  });
});

describe('the header on personal pages', () => {
  it('loads its login state and counts in the browser, as on every page (HeaderTools)', async () => {
    const page = await get('/customer', ANNA);
    expect(page.html).not.toContain('HeaderToolsQuery');
    expect(page.html).toContain('aria-label="Warenkorb"');
  });
});

describe('catalogue pages', () => {
  it("stay the same for every visitor and shareable, with none of the visitor's data", async () => {
    const page = await get(LISTING, ERIKA);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe(PUBLIC);
    expect(page.html).not.toContain('BasketScreenQuery');
    expect(page.html).not.toContain('"personal"');
    const other = await get(LISTING, visitor('personal-pages-other'));
    const anna = await get(LISTING, ANNA);
    expect(anna.headers['cache-control']).toBe(PUBLIC);
    expect(anna.headers['set-cookie']).toBeUndefined();
    const withoutNonce = (html: string) => html.replace(/nonce="[^"]+"/g, '');
    expect(withoutNonce(other.html)).toBe(withoutNonce(page.html));
    // The header too: its login state and counts load in the browser.
    expect(withoutNonce(anna.html)).toBe(withoutNonce(page.html));
    expect(anna.html).not.toContain('HeaderToolsQuery');
    expect(anna.html).toContain('aria-label="Warenkorb"');
  });
});
