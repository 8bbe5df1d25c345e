import type { Page } from '@playwright/test';
import { expect, settle, test, waitForHydration } from './fixtures.ts';
import { PRODUCT_WITH_SIZES } from './catalogue.ts';

interface TrackingCall {
  mutation: string;
  arguments: Record<string, unknown>;
}

const trackingCalls = async (page: Page) => (await (await page.request.get('/mock/tracking')).json()) as TrackingCall[];
const dataLayer = (page: Page) => page.evaluate(() => (window.dataLayer ?? []) as Array<Record<string, unknown>>);

test.describe('recommendations on the product page', () => {
  test('carousels fill the reserved places in the slot order without moving the page', async ({ page }) => {
    // The answer is held back until the placeholders were measured.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.endsWith('/graphql') && url.searchParams.get('operationName') === 'RecommendationsQuery',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const linkBoxTop = () => page.getByTestId('link-box').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await page.goto(`/p/${PRODUCT_WITH_SIZES}`);
    await waitForHydration(page);
    await expect(page.locator('[data-reco-loading]')).toHaveCount(4);
    const before = await linkBoxTop();
    release();
    const outputs = page.locator('[data-reco-output]');
    await expect(outputs).toHaveCount(4);
    expect(await outputs.evaluateAll((els) => els.map((el) => el.getAttribute('data-reco-output')))).toEqual(['1', '2', '3a', '4']);
    const place = page.locator('[data-reco-place="productDetailPage"]');
    await expect(place.getByRole('heading', { level: 2, name: 'Passend dazu' })).toBeVisible();
    await expect(place.getByRole('heading', { level: 2, name: 'Das könnte Ihnen auch gefallen' })).toBeAttached();
    await expect(place.locator('[data-reco-loading]')).toHaveCount(0);
    const outfit = page.getByRole('list', { name: 'Passend dazu' });
    await expect(outfit.getByRole('listitem').first().getByRole('link')).toHaveAttribute('href', /^\/p\/P\d+$/);
    expect(await linkBoxTop()).toBe(before);
    // One recommendation event per slider shown, with its list kind.
    const events = (await dataLayer(page)).filter((e) => e.event === 'recommendation');
    expect(events.map((e) => (e.recommendation as { outputId: string }).outputId)).toEqual(['1', '2', '3a', '4']);
    expect(events[0]).toMatchObject({ recommendation: { listKind: 'outfit', place: 'productDetailPage', title: 'Passend dazu' } });
  });

  test('a click on a recommended product is tracked with its token; the view of every product page too', async ({ page }) => {
    await page.goto(`/p/${PRODUCT_WITH_SIZES}`);
    const first = page.getByRole('list', { name: 'Passend dazu' }).getByRole('listitem').first();
    const href = (await first.getByRole('link').getAttribute('href'))!;
    const productId = href.replace('/p/', '');
    await expect.poll(async () => (await trackingCalls(page)).map((c) => c.mutation)).toEqual(['trackProductViewGkAir']);
    await first.getByRole('link').click();
    await expect(page).toHaveURL(href);
    await expect.poll(async () => (await trackingCalls(page)).map((c) => c.mutation)).toEqual(['trackProductViewGkAir', 'trackClickGkAir', 'trackProductViewGkAir']);
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
      .toEqual([{ event: 'virtualPageView', page: { path: href, title: expect.stringContaining('|'), pageType: 'productDetailPage' } }]);
    const clickEvent = (await dataLayer(page)).find((e) => e.event === 'productClick');
    expect(clickEvent).toMatchObject({
      ecommerce: { click: { actionField: { list: 'recommendation' }, products: [{ id: productId, list: 'recommendation', position: 1, listDetails: 'outfit' }] } },
    });
  });

  test('without tracking consent nothing is sent to the recommendation service', async ({ page, context, baseURL, graphqlRequests }) => {
    await context.addCookies([{ name: 'consent', value: 'C0001:1,C0002:0,C0003:0,C0004:0,C0005:0', url: baseURL! }]);
    await page.goto(`/p/${PRODUCT_WITH_SIZES}`);
    const first = page.getByRole('list', { name: 'Passend dazu' }).getByRole('listitem').first();
    const href = (await first.getByRole('link').getAttribute('href'))!;
    await first.getByRole('link').click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('list', { name: 'Passend dazu' })).toBeVisible();
    await settle(page);
    expect(graphqlRequests).toContain('RecommendationsQuery');
    expect(graphqlRequests.filter((name) => name.startsWith('RecommendationTrack'))).toEqual([]);
    expect(await trackingCalls(page)).toEqual([]);
  });

  test('a failing recommendation service leaves the places empty', async ({ page, setFaults, allowConsole }) => {
    allowConsole(/Server error has been received|500/);
    await setFaults('gkAir=http:500');
    await page.goto(`/p/${PRODUCT_WITH_SIZES}`);
    const place = page.locator('[data-reco-place="productDetailPage"]');
    await expect(place.locator('[data-reco-loading]')).toHaveCount(0);
    await expect(place).toBeHidden();
    await expect(page.locator('[data-reco-output]')).toHaveCount(0);
  });
});
