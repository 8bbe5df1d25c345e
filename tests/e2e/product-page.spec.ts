import type { Page } from '@playwright/test';
import { KNOWN } from '../../mock-server/data/fixtures.ts';
import { expect, expectNoAxeViolations, scrollToRecommendations, test, waitForHydration } from './fixtures.ts';
import { useStoreServer } from './storeServer.ts';
import { PRODUCT_WITH_SIZES, UNKNOWN_PRODUCT } from './catalogue.ts';
import messages from '../../messages/de/frame.json' with { type: 'json' };

// PRODUCT_WITH_SIZES has 4 images and 2 link groups; the free gift has a single image.
const IMAGES = 4;
const UTM = 'utm_source=sharedLink&utm_medium=share&utm_campaign=productLinkSharing';

async function jsonLd(page: Page, type: string): Promise<Record<string, unknown>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const found = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === type);
  expect(found, `${type} JSON-LD`).toBeDefined();
  return found!;
}

const gallery = (page: Page) => page.getByTestId('product-gallery');
const track = (page: Page) => page.getByRole('list', { name: 'Produktbilder' });

test.describe('product page composition', { tag: '@any-screen' }, () => {
  test('breadcrumb ends with the product name, with a BreadcrumbList from position 1', async ({ page }) => {
    await page.goto(`/p/${PRODUCT_WITH_SIZES}`);
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!;
    const crumbs = page.getByRole('navigation', { name: 'Brotkrümelnavigation' });
    await expect(crumbs.getByRole('listitem').last()).toHaveText(name);
    await expect(crumbs.getByRole('listitem').last()).toHaveAttribute('aria-current', 'page');
    const list = await jsonLd(page, 'BreadcrumbList');
    const items = list.itemListElement as Array<{ position: number; name: string }>;
    expect(items.map((item) => item.position)).toEqual(items.map((_, i) => i + 1));
    expect(items.at(-1)?.name).toBe(name);
  });

  test('order: breadcrumb, images and buy box, recommendation places, link box, structured data', async ({ page }) => {
    await page.goto(`/p/${PRODUCT_WITH_SIZES}`);
    await waitForHydration(page);
    const order = await page.locator('main').evaluate((main) => {
      const marks = {
        breadcrumb: main.querySelector('nav[aria-label="Brotkrümelnavigation"]'),
        gallery: main.querySelector('[data-testid="product-gallery"]'),
        buyBox: main.querySelector('h1'),
        recommendations: main.querySelector('[data-reco-slots]'),
        linkBox: main.querySelector('[data-testid="link-box"]'),
        productData: [...main.querySelectorAll('script[type="application/ld+json"]')].find((s) => s.textContent?.includes('"Product"')),
      };
      return Object.entries(marks)
        .filter(([, el]) => el)
        .sort(([, a], [, b]) => (a!.compareDocumentPosition(b!) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
        .map(([key]) => key);
    });
    expect(order).toEqual(['breadcrumb', 'gallery', 'buyBox', 'recommendations', 'linkBox', 'productData']);
    // The places in the default order.
    await expect(page.locator('[data-reco-slots]')).toHaveAttribute('data-reco-slots', 'outfit,similarProducts,lastSeen,more');
  });

  test('the alternative order puts output 4 first (flags from the ab cookie)', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'ab', value: 'recoOrderVariationKey:alternative_reco_order', url: baseURL! }]);
    await page.goto(`/p/${PRODUCT_WITH_SIZES}`);
    await expect(page.locator('[data-reco-slots]')).toHaveAttribute('data-reco-slots', 'more,outfit,similarProducts,lastSeen');
    await scrollToRecommendations(page);
    await expect(page.locator('[data-reco-output]').first()).toHaveAttribute('data-reco-output', '4');
  });

  test('link box: titled groups of internal links', async ({ page }) => {
    await page.goto(`/p/${PRODUCT_WITH_SIZES}`);
    const box = page.getByTestId('link-box');
    await expect(box.getByRole('heading', { level: 2, name: 'Passende Kategorien' })).toBeVisible();
    await expect(box.getByRole('heading', { level: 2, name: /^Mehr von / })).toBeVisible();
    const hrefs = await box.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(3);
    for (const href of hrefs) expect(href).toMatch(/^\//);
  });

  test('structured product data, canonical link and description', async ({ page }) => {
    await page.goto(`/p/${PRODUCT_WITH_SIZES}`);
    const product = await jsonLd(page, 'Product');
    const name = await page.getByRole('heading', { level: 1 }).textContent();
    expect(product).toMatchObject({ '@context': 'https://schema.org', name, sku: expect.stringMatching(/^\d{9}$/) });
    expect(product.offers).toMatchObject({
      '@type': 'Offer',
      price: expect.stringMatching(/^\d+\.\d{2}$/),
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      url: expect.stringMatching(new RegExp(`^https://[^/]+/p/${PRODUCT_WITH_SIZES}$`)),
    });
    expect((product.image as string[]).length).toBe(IMAGES);
    expect(product.aggregateRating).toMatchObject({ '@type': 'AggregateRating', bestRating: 5, reviewCount: expect.any(Number) });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^https://[^/]+/p/${PRODUCT_WITH_SIZES}$`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S{3,}/);
    await expect(page).toHaveTitle(`${name} | Hansebrück`);
  });

  test('a price range is an AggregateOffer', async ({ page }) => {
    await page.goto(`/p/${KNOWN.soldOutSizeProduct}`);
    const product = await jsonLd(page, 'Product');
    expect(product.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: expect.stringMatching(/^\d+\.\d{2}$/),
      highPrice: expect.stringMatching(/^\d+\.\d{2}$/),
    });
  });

  test('without the review count the page still shows, the data has no rating', async ({ page, setFaults }) => {
    await setFaults('ProductReviewCountQuery=http:500');
    const response = await page.goto(`/p/${PRODUCT_WITH_SIZES}`);
    expect(response?.status()).toBe(200);
    expect(await jsonLd(page, 'Product')).not.toHaveProperty('aggregateRating');
  });
});

test.describe('image area', () => {
  test('the first image is server-rendered eagerly with high priority, the rest lazily', { tag: '@any-screen' }, async ({ page }) => {
    await page.goto(`/p/${PRODUCT_WITH_SIZES}`);
    const images = track(page).locator('img');
    await expect(images).toHaveCount(IMAGES);
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    await expect(images.first()).toHaveAttribute('srcset', /w=606&h=811&q=75 606w/);
    await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
  });

  test('desktop: a grid, the first image large, two at half width, the rest in thirds', async ({ page, isMobile }) => {
    test.skip(isMobile, 'grid from 992 px');
    await page.goto(`/p/${PRODUCT_WITH_SIZES}`);
    const widths = await track(page)
      .locator('li')
      .evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().width)));
    const [large, half1, half2, third] = widths as [number, number, number, number];
    expect(half1).toBe(half2);
    expect(Math.abs(large - 2 * half1)).toBeLessThanOrEqual(10);
    expect(Math.abs(large - 3 * third)).toBeLessThanOrEqual(18);
    await expect(page.getByTestId('gallery-pagination')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Nächstes Bild' })).toBeHidden();
  });

  test('phone: a carousel moved by the arrows and by swipes of at least 30 px', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'carousel below 992 px');
    await page.goto(`/p/${PRODUCT_WITH_SIZES}`);
    await waitForHydration(page);
    const pagination = page.getByTestId('gallery-pagination');
    const showing = (n: number) => new RegExp(`^Bild ${n}\\D+${IMAGES}$`);
    await expect(pagination).toHaveText(showing(1));
    await expect(pagination).toBeVisible();
    await expect(page.getByRole('button', { name: 'Vorheriges Bild' })).toBeDisabled();
    await page.getByRole('button', { name: 'Nächstes Bild' }).click();
    await expect(pagination).toHaveText(showing(2));
    await expect.poll(() => track(page).evaluate((el) => Math.round(el.scrollLeft / el.clientWidth))).toBe(1);
    await page.getByRole('button', { name: 'Vorheriges Bild' }).click();
    await expect.poll(() => track(page).evaluate((el) => Math.round(el.scrollLeft / el.clientWidth))).toBe(0);

    const box = (await track(page).boundingBox())!;
    const y = box.y + box.height / 2;
    const cdp = await page.context().newCDPSession(page);
    const swipe = async (dx: number) => {
      const x = box.x + box.width / 2;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (let step = 1; step <= 5; step++) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * step) / 5, y }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    const slide = () => track(page).evaluate((el) => Math.round(el.scrollLeft / el.clientWidth));
    await swipe(-20);
    await expect.poll(slide).toBe(0);
    await swipe(-40);
    await expect.poll(slide).toBe(1);
    await expect(pagination).toHaveText(showing(2));
    await swipe(40);
    await expect.poll(slide).toBe(0);
  });

  test('a single image is shown as the grid, without carousel controls', async ({ page }) => {
    await page.goto(`/p/${KNOWN.freeGiftProduct}`);
    await expect(gallery(page)).toHaveAttribute('data-layout', 'grid');
    await expect(track(page).locator('img')).toHaveCount(1);
    await expect(page.getByTestId('gallery-pagination')).toHaveCount(0);
  });

  test('an image opens the detail view: next, zoom, close', async ({ page }) => {
    await page.goto(`/p/${PRODUCT_WITH_SIZES}`);
    await waitForHydration(page);
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!;
    const opener = page.getByRole('button', { name: `Detailansicht öffnen, Bild 1 von ${IMAGES}` });
    await expect(opener).toHaveAttribute('title', 'Bild zum Zoomen drücken');
    await opener.click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`Bild 1 von ${IMAGES}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Nächstes Bild' }).click();
    await expect(dialog.getByText(`Bild 2 von ${IMAGES}`)).toBeVisible();
    const zoom = dialog.getByRole('button', { name: 'Bild zum Zoomen drücken' });
    await zoom.click();
    await expect(zoom).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('badges lie on the image, the sale badge does not', { tag: '@any-screen' }, async ({ page }) => {
    await page.goto(`/p/${KNOWN.soldOutSizeProduct}`);
    await expect(gallery(page).locator('[data-kind]')).toHaveCount(0);
    await page.goto(`/p/${KNOWN.saleProduct}`);
    await expect(gallery(page).getByRole('list', { name: 'Hinweise zum Artikel' })).toContainText('Preistipp');
  });
});

test.describe('back and share buttons', () => {
  test('opened directly, the web shop shows no back button and no share button', { tag: '@any-screen' }, async ({ page }) => {
    await page.goto(`/p/${PRODUCT_WITH_SIZES}`);
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Zurück zur Produktübersicht' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Teilen' })).toHaveCount(0);
  });

  test('coming from a listing, the back button goes one step back', { tag: '@any-screen' }, async ({ page, baseURL }) => {
    await page.goto('/');
    await page.goto(`/p/${PRODUCT_WITH_SIZES}`, { referer: `${baseURL}${KNOWN.category.path}` });
    await waitForHydration(page);
    const back = page.getByRole('button', { name: 'Zurück zur Produktübersicht' });
    await expect(back).toBeVisible();
    await back.click();
    await expect(page).toHaveURL(new RegExp(`${baseURL}/$`));
  });

  test(
    'opened from a listing by client-side navigation, the back button returns to the listing',
    { tag: '@any-screen' },
    async ({ page }) => {
      await page.goto(KNOWN.category.path);
      await waitForHydration(page);
      await page.locator('article a[href^="/p/"]').first().click();
      await expect(page).toHaveURL(/\/p\//);
      const back = page.getByRole('button', { name: 'Zurück zur Produktübersicht' });
      await expect(back).toBeVisible();
      await back.click();
      await expect(page).toHaveURL(new RegExp(`${KNOWN.category.path}$`));
    },
  );

  test('in the webview, sharing hands link and title to the app', { tag: '@any-screen' }, async ({ page }) => {
    await page.addInitScript(() => {
      const sent: Array<[string, string]> = [];
      Object.assign(window, { sent, ShopApp: { setValue: (key: string, value: string) => sent.push([key, value]) } });
    });
    await page.goto(`/webview/p/${PRODUCT_WITH_SIZES}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Teilen' }).click();
    const sent = await page.evaluate(() =>
      (window as unknown as { sent: Array<[string, string]> }).sent.filter(([key]) => key === 'sharing'),
    );
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]![1])).toEqual({ link: `${page.url()}?${UTM}`, title: 'localhost' });
  });

  test('in the webview without app or share sheet, a messenger opens in a new tab', { tag: '@any-screen' }, async ({ page }) => {
    await page.addInitScript(() => {
      const opened: unknown[][] = [];
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      Object.assign(window, { opened, open: (...args: unknown[]) => (opened.push(args), null) });
    });
    await page.goto(`/webview/p/${PRODUCT_WITH_SIZES}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Teilen' }).click();
    const opened = await page.evaluate(() => (window as unknown as { opened: string[][] }).opened);
    const text = `localhost ${page.url()}?${UTM}`;
    expect(opened).toEqual([[`https://wa.me/?text=${encodeURIComponent(text)}`, '_blank', 'noopener,noreferrer']]);
  });
});

test.describe('in-store display', { tag: '@any-screen' }, () => {
  const storeBase = useStoreServer();

  test('no breadcrumb, and the back button shows', async ({ page }) => {
    await page.goto(`${storeBase()}/p/${PRODUCT_WITH_SIZES}`);
    await expect(page.locator('[data-runtime]')).toHaveAttribute('data-runtime', 'store');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Brotkrümelnavigation' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Zurück zur Produktübersicht' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Teilen' })).toHaveCount(0);
  });

  test('a scanned article outside the online assortment shows STORE_DISPLAY_FAILURE; the shop does not offer it', async ({
    page,
    allowConsole,
  }) => {
    await page.goto(`${storeBase()}/p/${KNOWN.storeOnlyProduct}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wollmantel »Filiale« mit Bindegürtel');
    await expect(page.getByRole('alert')).toHaveText(messages.STORE_DISPLAY_FAILURE);
    await expect(page.getByRole('button', { name: /Warenkorb/ })).toHaveCount(0);
    allowConsole(/Failed to load resource: the server responded with a status of 404/);
    const online = await page.goto(`/p/${KNOWN.storeOnlyProduct}`);
    expect(online?.status()).toBe(404);
  });

  test('the header offers no wishlist', async ({ page }) => {
    await page.goto(`${storeBase()}/`);
    await waitForHydration(page);
    const tools = page.getByRole('navigation', { name: 'Service' }).first();
    await expect(tools.getByRole('link', { name: /^Warenkorb/ })).toBeVisible();
    await expect(tools.getByRole('link', { name: /^Merkzettel/ })).toHaveCount(0);
  });
});

test.describe('error paths', { tag: '@any-screen' }, () => {
  test('an unknown product answers 404', async ({ page, allowConsole }) => {
    allowConsole(/Failed to load resource: the server responded with a status of 404/);
    const response = await page.goto(`/p/${UNKNOWN_PRODUCT}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Seite gibt es leider nicht');
  });

  test('a failing product query answers 503 with the error page and Retry-After (the API failed, not the shop)', async ({
    page,
    setFaults,
    allowConsole,
  }) => {
    allowConsole(/Failed to load resource: the server responded with a status of 503/);
    await setFaults('ProductPageQuery=http:500');
    const response = await page.goto(`/p/${PRODUCT_WITH_SIZES}`);
    expect(response?.status()).toBe(503);
    expect(response?.headers()['retry-after']).toBe('5');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Da ist etwas schiefgelaufen');
    await expect(page.locator('[data-page-type]')).toHaveAttribute('data-page-type', 'errorPageUnknown');
  });
});
