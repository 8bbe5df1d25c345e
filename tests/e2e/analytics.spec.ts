import type { Page } from '@playwright/test';
import { KNOWN } from '../../mock-server/data/fixtures.ts';
import { expect, scrollToRecommendations, settle, test, waitForHydration } from './fixtures.ts';

// When the analytics events of section 7 reach the dataLayer. Their shapes are unit-tested
// (src/shop/analytics/events.test.ts); here: that each fires at its moment, with its list type.

const events = (page: Page, name: string) =>
  page.evaluate((n) => ((window.dataLayer ?? []) as Array<{ event?: string }>).filter((e) => e.event === n), name);
const names = (page: Page) => page.evaluate(() => ((window.dataLayer ?? []) as Array<{ event?: string }>).map((e) => e.event));
const trackingCalls = async (page: Page) =>
  (await (await page.request.get('/mock/tracking')).json()) as Array<{ mutation: string; arguments: Record<string, unknown> }>;
const cookie = async (page: Page, name: string) => (await page.context().cookies()).find((c) => c.name === name)?.value;
/** What does not depend on the screen runs on the desktop project only. */
const price = expect.stringMatching(/^\d+\.\d{2}$/);
const sizes = (scope: Page | ReturnType<Page['getByRole']>) => scope.getByRole('group', { name: 'Größe', exact: true });

test.describe('analytics events', { tag: '@any-screen' }, () => {
  test('product page: detail view, size selected, add to cart with the pdp list', async ({ page }) => {
    await page.goto(`/p/${KNOWN.availableProduct}`);
    await waitForHydration(page);
    await expect
      .poll(() => events(page, 'productDetailView'))
      .toEqual([
        {
          event: 'productDetailView',
          ecommerce: {
            currencyCode: 'EUR',
            detail: {
              actionField: { list: 'pdp' },
              products: [
                expect.objectContaining({
                  id: KNOWN.availableProduct,
                  price: expect.stringMatching(/^\d+\.\d{2}$/),
                  deliveryStatus: 'Immediately',
                  deliveryStatusCode: 1,
                }),
              ],
            },
          },
        },
      ]);
    await sizes(page).getByRole('radio', { name: '42' }).check();
    await expect
      .poll(() => events(page, 'sizeSelected'))
      .toEqual([{ event: 'sizeSelected', product: { id: KNOWN.availableProduct, size: '42' } }]);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect
      .poll(() => events(page, 'addToCart'))
      .toEqual([
        {
          event: 'addToCart',
          ecommerce: {
            currencyCode: 'EUR',
            add: {
              actionField: { list: 'pdp' },
              // The chosen size's availability as the delivery status, the colour's article number split 6 + 3.
              products: [
                expect.objectContaining({
                  id: KNOWN.availableProduct,
                  variant: '42',
                  quantity: 1,
                  deliveryStatus: expect.stringMatching(/^(Immediately|NotImmediately)$/),
                  deliveryStatusCode: expect.any(Number),
                  productNumber: expect.stringMatching(/^\d{6}$/),
                  promotionNumber: expect.stringMatching(/^\d{3}$/),
                }),
              ],
            },
          },
        },
      ]);
  });

  test('quick-buy popup: the mini product view is the miniPdp list', async ({ page }) => {
    await page.goto(`/?pop=${KNOWN.availableProduct}`);
    const dialog = page.getByRole('dialog', { name: 'Schnellansicht' });
    await expect(dialog).toBeVisible();
    await expect
      .poll(async () =>
        (await events(page, 'productDetailView')).map(
          (e) => (e as { ecommerce: { detail: { actionField: { list: string } } } }).ecommerce.detail.actionField.list,
        ),
      )
      .toEqual(['miniPdp']);
    await sizes(page).getByRole('radio', { name: '42' }).check();
    await dialog.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect.poll(async () => (await events(page, 'addToCart')).length).toBe(1);
    expect(await events(page, 'addToCart')).toMatchObject([{ ecommerce: { add: { actionField: { list: 'miniPdp' } } } }]);
  });

  test('recommendations: one recommendation event per slider; impressions carry the recommendation list, list details and kind', async ({
    page,
  }) => {
    await page.goto(`/p/${KNOWN.availableProduct}`);
    await scrollToRecommendations(page);
    await page.getByRole('list', { name: 'Passend dazu' }).scrollIntoViewIfNeeded();
    await expect.poll(async () => (await events(page, 'recommendation')).length).toBe(4);
    await expect
      .poll(async () =>
        (await events(page, 'productImpressions')).flatMap(
          (e) => (e as { ecommerce: { impressions: Array<{ list: string; listDetails?: string }> } }).ecommerce.impressions,
        ),
      )
      .toContainEqual(
        expect.objectContaining({ list: 'recommendation', listDetails: 'outfit', recommendationListKind: 'outfit', position: 1 }),
      );
  });
});

test.describe('consent analytics', { tag: '@any-screen' }, () => {
  test('the cookie banner reports being shown, the settings, the decision and the consent', async ({ page, context }) => {
    await context.clearCookies({ name: 'consent' });
    await page.goto('/');
    const banner = page.getByRole('dialog', { name: 'Wir verwenden Cookies' });
    await expect(banner).toBeVisible();
    await expect.poll(() => events(page, 'cookieBanner')).toEqual([{ event: 'cookieBanner', cookieBanner: { action: 'visible' } }]);
    await banner.getByRole('button', { name: 'Einstellungen' }).click();
    await banner.getByRole('checkbox', { name: 'Leistung' }).check();
    await banner.getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect(banner).toBeHidden();
    await expect
      .poll(async () => (await events(page, 'cookieBanner')).map((e) => (e as { cookieBanner: { action: string } }).cookieBanner.action))
      .toEqual(['visible', 'settings', 'selection']);
    expect(await events(page, 'consent')).toEqual([
      { event: 'consent', consent: { C0001: true, C0002: true, C0003: false, C0004: false, C0005: false } },
    ]);
  });
});

test.describe('analytics events of the basket, the search, content and the visit', { tag: '@any-screen' }, () => {
  test('basket: one up is addToCart, one down and the removal removeFromCart, the undo addToCart again', async ({ page }) => {
    await page.goto('/basket');
    const seeded = await page.request.post('/graphql', {
      data: {
        query: 'mutation Seed($input: AddToBasketInput!) { addToBasket(input: $input) { basket { id } } }',
        variables: { input: { variantId: KNOWN.availableVariant, quantity: 1, locale: 'de-DE' } },
      },
    });
    expect(seeded.ok()).toBe(true);
    await page.goto('/basket');
    await waitForHydration(page);
    const row = page.getByTestId('basket-item').first();
    const line = (quantity: number) => [expect.objectContaining({ id: KNOWN.availableProduct, quantity, price, variant: '42' })];
    await row.getByRole('button', { name: 'Menge erhöhen' }).click();
    await expect
      .poll(() => events(page, 'addToCart'))
      .toEqual([{ event: 'addToCart', ecommerce: { currencyCode: 'EUR', add: { actionField: { list: 'basket' }, products: line(1) } } }]);
    await expect(row.getByTestId('basket-item-quantity')).toHaveText('Menge: 2');
    await row.getByRole('button', { name: 'Menge verringern' }).click();
    await expect
      .poll(() => events(page, 'removeFromCart'))
      .toEqual([{ event: 'removeFromCart', ecommerce: { currencyCode: 'EUR', remove: { products: line(1) } } }]);
    await expect(row.getByTestId('basket-item-quantity')).toHaveText('Menge: 1');
    await row.getByRole('button', { name: /entfernen$/ }).click();
    await expect.poll(async () => (await events(page, 'removeFromCart')).length).toBe(2);
    await page.getByTestId('basket-undo').getByRole('button', { name: 'Rückgängig' }).click();
    await expect.poll(async () => (await events(page, 'addToCart')).length).toBe(2);
    expect(await names(page)).toEqual(expect.arrayContaining(['addToCart', 'removeFromCart', 'removeFromCart', 'addToCart']));
  });

  test('search: a submitted term reports searchData with the number of results', async ({ page, allowConsole }) => {
    allowConsole(/status of 404/);
    await page.goto('/');
    await waitForHydration(page);
    const field = page.getByRole('combobox', { name: 'Suche' });
    await field.fill('pullover');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=pullover/);
    await expect
      .poll(() => events(page, 'searchData'))
      .toEqual([
        { event: 'searchData', search: { term: 'pullover', type: 'Generic', suggestionType: null, resultCount: expect.any(Number) } },
      ]);
    const [data] = (await events(page, 'searchData')) as Array<{ search: { resultCount: number } }>;
    expect(data!.search.resultCount).toBeGreaterThan(0);
  });

  test("promotions: the homepage entry and a content page report their cards' impressions, a card its click", async ({ page }) => {
    const promotions = async () =>
      (await events(page, 'promotionImpressions')).flatMap(
        (e) => (e as { ecommerce: { promoView: { promotions: unknown[] } } }).ecommerce.promoView.promotions,
      );
    await page.goto('/');
    await waitForHydration(page);
    const homeCard = page.locator('main a[data-promotion-id="PROMO-2026-44-STRICK"]').first();
    await homeCard.scrollIntoViewIfNeeded();
    await expect.poll(promotions).toContainEqual(expect.objectContaining({ id: 'PROMO-2026-44-STRICK', position: expect.any(Number) }));

    await page.goto('/content/lieferung');
    await waitForHydration(page);
    const card = page.locator('main a[data-promotion-id="PROMO-2026-44-VERSAND"]');
    await card.scrollIntoViewIfNeeded();
    await expect
      .poll(promotions)
      .toContainEqual(expect.objectContaining({ id: 'PROMO-2026-44-VERSAND', name: 'Versandkostenfrei bestellen*', creative: 'COMPACT' }));
    await card.click();
    await expect(page).toHaveURL(/\/wohnen\?promotionId=PROMO-2026-44-VERSAND$/);
    expect(await events(page, 'promotionClick')).toEqual([
      {
        event: 'promotionClick',
        ecommerce: {
          promoClick: {
            promotions: [expect.objectContaining({ id: 'PROMO-2026-44-VERSAND', creative: 'COMPACT', position: expect.any(Number) })],
          },
        },
      },
    ]);
  });

  test('an embedded iFrame reports iFrameView once when it comes into view', async ({ page, allowConsole }) => {
    // The page's deliberately misconfigured items (content.spec) warn.
    allowConsole(/detected|Failed to render Linkbox/);
    await page.goto('/content/kundenservice');
    await waitForHydration(page);
    await page.getByTitle('Paketshop in Ihrer Nähe finden').scrollIntoViewIfNeeded();
    await expect
      .poll(() => events(page, 'iFrameView'))
      .toEqual([{ event: 'iFrameView', iFrame: { name: 'paketshop_finder', url: 'https://paketshop-finder.example/embed?country=DE' } }]);
  });

  test('login state: userInfo on every page, customerRecognition when the session first sees a state', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect.poll(() => events(page, 'customerRecognition')).toEqual([{ event: 'customerRecognition', customer: { loggedIn: false } }]);
    expect(await events(page, 'userInfo')).toEqual([
      { event: 'userInfo', user: { loginState: 'guest', runtime: 'shop', shop: expect.any(String) } },
    ]);
    // The session is recognised as a customer's once the login cookie is there.
    await context.addCookies([{ name: 'shop_auth', value: 'mock-token-40512875', url: baseURL! }]);
    await page.reload();
    await expect.poll(() => events(page, 'customerRecognition')).toEqual([{ event: 'customerRecognition', customer: { loggedIn: true } }]);
    expect(await events(page, 'userInfo')).toEqual([{ event: 'userInfo', user: expect.objectContaining({ loginState: 'loggedIn' }) }]);
    await page.goto(`/p/${KNOWN.availableProduct}`);
    await expect.poll(async () => (await events(page, 'userInfo')).length).toBe(1);
    await settle(page);
    expect(await events(page, 'customerRecognition')).toEqual([]);
  });

  test('wishlist: add and remove on the product page, wishlistInfo on the wishlist page', async ({ page }) => {
    await page.goto(`/p/${KNOWN.availableProduct}`);
    await waitForHydration(page);
    const heart = page.locator('main [data-wishlist-state]').first();
    await expect(heart).not.toHaveAttribute('data-wishlist-state', 'loading');
    await heart.click();
    await expect
      .poll(() => events(page, 'wishlistAdd'))
      .toEqual([{ event: 'wishlistAdd', wishlist: { productId: KNOWN.availableProduct } }]);
    await page.goto('/wishlist');
    await expect
      .poll(() => events(page, 'wishlistInfo'))
      .toEqual([{ event: 'wishlistInfo', wishlist: { count: 1, productIds: [KNOWN.availableProduct] } }]);
    await page.getByRole('button', { name: /vom Merkzettel entfernen$/ }).click();
    await expect
      .poll(() => events(page, 'wishlistRemove'))
      .toEqual([{ event: 'wishlistRemove', wishlist: { productId: KNOWN.availableProduct } }]);
  });

  test('the visit: its id, the entry campaign and the A/B variants on the entry page; a new visit after 30 quiet minutes', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'ab', value: 'scarcity:on', url: baseURL! }]);
    await page.goto('/?ecc=123&eccMarketing=456');
    // The entry-campaign cookies are written in the browser, the page's HTML stays shareable.
    await expect.poll(() => cookie(page, 'eccCurrent')).toBe('123');
    expect(await cookie(page, 'eccPaidMarketing')).toBe('456');
    await expect
      .poll(() => events(page, 'visitIdChanged'))
      .toEqual([{ event: 'visitIdChanged', visit: { id: expect.stringMatching(/^.{21}$/), previousId: null } }]);
    expect(await events(page, 'marketing')).toEqual([
      { event: 'marketing', marketing: { entryCampaign: '123', source: 'QUERY', marketingCampaign: '456' } },
    ]);
    expect(await events(page, 'feature')).toContainEqual({ event: 'feature', feature: { name: 'scarcity', variant: 'on' } });
    const first = (await cookie(page, 'visit'))!;
    const visitId = first.split('.')[0];

    // The next page of the same visit: nothing new to report.
    await page.goto('/damen-mode/kleider');
    await expect.poll(() => cookie(page, 'visit')).not.toBe(first);
    expect((await names(page)).filter((name) => ['visitIdChanged', 'marketing', 'feature'].includes(name!))).toEqual([]);

    // 31 minutes later.
    await page.clock.install({ time: Date.now() + 31 * 60 * 1000 });
    await page.reload();
    await expect
      .poll(() => events(page, 'visitIdChanged'))
      .toEqual([{ event: 'visitIdChanged', visit: { id: expect.not.stringMatching(visitId!), previousId: visitId } }]);
    expect(await events(page, 'marketing')).toEqual([
      { event: 'marketing', marketing: expect.objectContaining({ entryCampaign: '123', marketingCampaign: '456' }) },
    ]);
  });

  test('without consent to performance tracking nothing reaches the dataLayer or the recommendation service', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'consent', value: 'C0001:1,C0002:0,C0003:0,C0004:1,C0005:0', url: baseURL! }]);
    await page.goto(`/p/${KNOWN.availableProduct}`);
    await waitForHydration(page);
    await scrollToRecommendations(page);
    const more = page.getByTestId('reco-category').first();
    await more.scrollIntoViewIfNeeded();
    await settle(page);
    expect(await names(page)).toEqual([]);
    expect(await cookie(page, 'visit')).toBeUndefined();
    const href = (await more.getAttribute('href'))!;
    await more.click();
    await expect(page).toHaveURL(href);
    await settle(page);
    expect(await trackingCalls(page)).toEqual([]);
    expect(await names(page)).toEqual([]);
  });
});

test.describe('recommended categories', { tag: '@any-screen' }, () => {
  test("a slider's 'more from' category link reports the category click with its token", async ({ page }) => {
    await page.goto(`/p/${KNOWN.availableProduct}`);
    await scrollToRecommendations(page);
    const slider = page.locator('[data-reco-output="1"]');
    const more = slider.getByTestId('reco-category');
    await more.scrollIntoViewIfNeeded();
    await expect(more).toHaveAccessibleName(/^Mehr aus \S/);
    const href = (await more.getAttribute('href'))!;
    await more.click();
    await expect(page).toHaveURL(href);
    await expect.poll(async () => (await trackingCalls(page)).map((c) => c.mutation)).toContain('trackCategoryClickGkAir');
    const click = (await trackingCalls(page)).find((c) => c.mutation === 'trackCategoryClickGkAir')!;
    expect(click.arguments).toMatchObject({
      categoryId: expect.any(String),
      trackingToken: expect.stringMatching(/^productDetailPage\|1-\d+\|/),
      trackingConsent: true,
      locale: 'de-DE',
    });
    expect(String(click.arguments['sessionId'])).toHaveLength(21);
  });
});
