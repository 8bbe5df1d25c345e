import type { Page } from '@playwright/test';
import { expect, isApiCall, scrollToRecommendations, settle, test, waitForHydration } from './fixtures.ts';
import { KNOWN } from '../../mock-server/data/fixtures.ts';
import { PRODUCT_WITH_SIZES } from './catalogue.ts';

interface TrackingCall {
  mutation: string;
  arguments: Record<string, unknown>;
}

const trackingCalls = async (page: Page) => (await (await page.request.get('/mock/tracking')).json()) as TrackingCall[];
const dataLayer = (page: Page) => page.evaluate(() => (window.dataLayer ?? []) as Array<Record<string, unknown>>);

test.describe('recommendations on the product page', () => {
  test('carousels fill the reserved places in the slot order without moving the page', async ({ page, isMobile }) => {
    // The answer, and the places' own code, are held back until the placeholders were measured:
    // the server's placeholders stay while the code loads, whatever the page renders meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => isApiCall(url) && url.searchParams.get('operationName') === 'RecommendationsQuery',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.route('**/assets/chunks/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('data-reco-place')) await held;
      await route.fulfill({ response, body });
    });
    const linkBoxTop = () => page.getByTestId('link-box').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await page.goto(`/p/${PRODUCT_WITH_SIZES}`);
    await waitForHydration(page);
    // The product information has its panels as they stay (closed on phones once hydrated).
    await expect(page.locator('details[data-entry][open]')).toHaveCount(isMobile ? 0 : 1);
    await expect(page.locator('[data-reco-loading]')).toHaveCount(4);
    const before = await linkBoxTop();
    release();
    // The answer is there (one recommendation event per slider, with its list kind), but the
    // carousels are built only when the shopper comes near them: the placeholders stay till then.
    await expect.poll(async () => (await dataLayer(page)).filter((e) => e.event === 'recommendation').length).toBe(4);
    const events = (await dataLayer(page)).filter((e) => e.event === 'recommendation');
    expect(events.map((e) => (e.recommendation as { outputId: string }).outputId)).toEqual(['1', '2', '3a', '4']);
    expect(events[0]).toMatchObject({ recommendation: { listKind: 'outfit', place: 'productDetailPage', title: 'Passend dazu' } });
    await settle(page);
    await expect(page.locator('[data-reco-loading]')).toHaveCount(4);
    const outputs = page.locator('[data-reco-output]');
    await expect(outputs).toHaveCount(0);
    await scrollToRecommendations(page);
    await expect(outputs).toHaveCount(4);
    expect(await outputs.evaluateAll((els) => els.map((el) => el.getAttribute('data-reco-output')))).toEqual(['1', '2', '3a', '4']);
    const place = page.locator('[data-reco-place="productDetailPage"]');
    await expect(place.getByRole('heading', { level: 2, name: 'Passend dazu' })).toBeVisible();
    await expect(place.getByRole('heading', { level: 2, name: 'Das könnte Ihnen auch gefallen' })).toBeAttached();
    await expect(place.locator('[data-reco-loading]')).toHaveCount(0);
    const outfit = page.getByRole('list', { name: 'Passend dazu' });
    await expect(outfit.getByRole('listitem').first().getByRole('link')).toHaveAttribute('href', /^\/p\/P\d+\?reco=1$/);
    expect(await linkBoxTop()).toBe(before);
    // Each slider was announced once, not again when it was built.
    expect((await dataLayer(page)).filter((e) => e.event === 'recommendation')).toHaveLength(4);
  });

  test(
    'each carousel offers a skip link that jumps over its tiles, and a wishlist heart on each tile',
    { tag: '@any-screen' },
    async ({ page }) => {
      await page.goto(`/p/${PRODUCT_WITH_SIZES}`);
      await waitForHydration(page);
      await scrollToRecommendations(page);
      const outfit = page.locator('[data-reco-output="1"]');
      const tiles = outfit.locator('article');
      await expect(tiles.first().getByRole('button', { name: 'Merken' })).toBeVisible();
      await expect(outfit.getByRole('button', { name: /^(Merken|Gemerkt): / })).toHaveCount(await tiles.count());
      const skip = outfit.getByRole('link', { name: 'Produktempfehlungen überspringen' });
      await skip.focus();
      await expect(skip).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(outfit.locator('[data-reco-end]')).toBeFocused();
      // The next Tab leaves the carousel: it reaches the next carousel's skip link.
      await page.keyboard.press('Tab');
      await expect(page.locator('[data-reco-output="2"]').getByRole('link', { name: 'Produktempfehlungen überspringen' })).toBeFocused();
    },
  );

  test(
    'a click on a recommended product is tracked with its token; the view of every product page too',
    { tag: '@any-screen' },
    async ({ page }) => {
      await page.goto(`/p/${PRODUCT_WITH_SIZES}`);
      await scrollToRecommendations(page);
      const first = page.getByRole('list', { name: 'Passend dazu' }).getByRole('listitem').first();
      const href = (await first.getByRole('link').getAttribute('href'))!;
      // The link names its output, so the next page knows the shopper came from a recommendation.
      expect(href).toMatch(/^\/p\/[^?]+\?reco=1$/);
      const productId = href.replace(/^\/p\/|\?.*$/g, '');
      await expect.poll(async () => (await trackingCalls(page)).map((c) => c.mutation)).toEqual(['trackProductViewGkAir']);
      await first.getByRole('link').click();
      await expect(page).toHaveURL(href);
      await expect
        .poll(async () => (await trackingCalls(page)).map((c) => c.mutation))
        .toEqual(['trackProductViewGkAir', 'trackClickGkAir', 'trackProductViewGkAir']);
      const [view, click, nextView] = await trackingCalls(page);
      expect(view!.arguments).toMatchObject({ productId: PRODUCT_WITH_SIZES, trackingConsent: true, locale: 'de-DE', userId: null });
      expect(String(view!.arguments['sessionId'])).toHaveLength(21);
      expect(click!.arguments).toMatchObject({
        productId,
        trackingToken: `productDetailPage|1-1|outfit|standard|${productId}`,
        sessionId: view!.arguments['sessionId'],
        trackingConsent: true,
      });
      expect(nextView!.arguments).toMatchObject({ productId });
      // The client-side navigation is a virtual page view.
      await expect
        .poll(async () => (await dataLayer(page)).filter((e) => e.event === 'virtualPageView'))
        .toEqual([
          {
            event: 'virtualPageView',
            page: { path: `/p/${productId}`, title: expect.stringContaining('|'), pageType: 'productDetailPage' },
          },
        ]);
      const clickEvent = (await dataLayer(page)).find((e) => e.event === 'productClick');
      expect(clickEvent).toMatchObject({
        ecommerce: {
          click: {
            actionField: { list: 'recommendation' },
            products: [{ id: productId, list: 'recommendation', position: 1, listDetails: 'outfit' }],
          },
        },
      });
      // The recommended product's page view is credited to the recommendation list.
      await expect
        .poll(async () =>
          (await dataLayer(page))
            .filter((e) => e.event === 'productDetailView')
            .map((e) => (e as { ecommerce: { detail: { actionField: { list: string } } } }).ecommerce.detail.actionField.list),
        )
        .toEqual(['pdp', 'recommendation']);
    },
  );

  test(
    'without tracking consent nothing is sent to the recommendation service',
    { tag: '@any-screen' },
    async ({ page, context, baseURL, graphqlRequests }) => {
      await context.addCookies([{ name: 'consent', value: 'C0001:1,C0002:0,C0003:0,C0004:0,C0005:0', url: baseURL! }]);
      await page.goto(`/p/${PRODUCT_WITH_SIZES}`);
      await scrollToRecommendations(page);
      const first = page.getByRole('list', { name: 'Passend dazu' }).getByRole('listitem').first();
      const href = (await first.getByRole('link').getAttribute('href'))!;
      await first.getByRole('link').click();
      await expect(page).toHaveURL(href);
      await scrollToRecommendations(page);
      await expect(page.getByRole('list', { name: 'Passend dazu' })).toBeVisible();
      await settle(page);
      expect(graphqlRequests).toContain('RecommendationsQuery');
      expect(graphqlRequests.filter((name) => name.startsWith('RecommendationTrack'))).toEqual([]);
      expect(await trackingCalls(page)).toEqual([]);
    },
  );

  test('a failing recommendation service leaves the places empty', { tag: '@any-screen' }, async ({ page, setFaults, allowConsole }) => {
    allowConsole(/Server error has been received|500/);
    await setFaults('gkAir=http:500');
    await page.goto(`/p/${PRODUCT_WITH_SIZES}`);
    const place = page.locator('[data-reco-place="productDetailPage"]');
    await expect(place.locator('[data-reco-loading]')).toHaveCount(0);
    await expect(place).toBeHidden();
    await expect(page.locator('[data-reco-output]')).toHaveCount(0);
  });
});

test.describe('recommendation places of the other pages', () => {
  /** The visitor's own API calls (same cookies as the page). */
  async function mutate(page: Page, query: string) {
    if (!(await page.context().cookies()).some((cookie) => cookie.name === 'mock_visitor')) await page.request.get('/basket');
    const body = (await (await page.request.post('/graphql', { data: { query } })).json()) as { errors?: unknown };
    expect(body.errors, query).toBeUndefined();
  }
  const addToBasket = (variantId: string) =>
    `mutation { addToBasket(input: { variantId: "${variantId}", quantity: 1, locale: "de-DE" }) { basket { id } } }`;
  const filled = (page: Page, place: string) => page.locator(`[data-reco-place="${place}"] [data-reco-output]`).first();

  test('the basket shows its carousel under the items', { tag: '@any-screen' }, async ({ page }) => {
    await mutate(page, addToBasket(KNOWN.availableVariant));
    await page.goto('/basket');
    await waitForHydration(page);
    await expect(page.getByTestId('basket')).toBeVisible();
    await expect(filled(page, 'basket')).toBeVisible();
  });

  test('the thanks page shows its carousel after the order', { tag: '@any-screen' }, async ({ page }) => {
    await mutate(page, addToBasket(KNOWN.availableVariant));
    await mutate(
      page,
      'mutation { setCheckoutAddress(input: { gender: f, firstName: "Lena", lastName: "Krüger", street: "Gartenstraße", houseNumber: "5a", zipCode: "50667", city: "Köln", email: "lena.krueger@example.de" }) { id } }',
    );
    await mutate(page, 'mutation { setPaymentMethod(paymentMethodId: "invoice") { id } }');
    await mutate(page, 'mutation { placeOrder(input: { acceptTerms: true }) { orderNumber } }');
    await page.goto('/thanks');
    await waitForHydration(page);
    await expect(filled(page, 'thanks')).toBeVisible();
  });

  test('the wishlist shows its carousel from three saved products on', { tag: '@any-screen' }, async ({ page }) => {
    const save = (productId: string) =>
      `mutation { addWishlistItem(productId: "${productId}", locale: "de-DE", isTargetingAllowed: false) { id } }`;
    await mutate(page, save(KNOWN.availableProduct));
    await mutate(page, save(KNOWN.saleProduct));
    await page.goto('/wishlist');
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'Gemerkte Artikel' }).locator('article')).toHaveCount(2);
    await expect(page.locator('[data-reco-place="wishlist"]')).toHaveCount(0);
    await mutate(page, save(KNOWN.mattressProduct));
    await page.reload();
    await waitForHydration(page);
    await expect(filled(page, 'wishlist')).toBeVisible();
  });

  test('an outfit page fills its content recommendations from the shop', { tag: '@any-screen' }, async ({ page, allowConsole }) => {
    // The page carries deliberately misconfigured items, which are logged and left out.
    allowConsole(/detected/);
    await page.goto('/outfit/business-casual');
    await waitForHydration(page);
    await expect(
      page.locator('[data-reco-place="outfit"], [data-reco-place="content"]').locator('[data-reco-output]').first(),
    ).toBeVisible();
  });
});
