import type { BrowserContext, Page } from '@playwright/test';
import { KNOWN } from '../../mock-server/data/fixtures.ts';
import { MISCONFIGURED_ITEMS } from '../../mock-server/data/content/fixtures.ts';
import { BUDGET_PATHS, type BudgetedPage } from '../bench/clientJs.ts';
import { expect, settle, test, waitForHydration } from './fixtures.ts';

// Nothing moves on any page type, in any of its states, from the first paint until the page has
// settled and been scrolled through once (its lazy parts loaded): the summed layout shift of the
// entries without recent input is 0, on the phone and on the desktop. Each page type is one test,
// its states one after another in the same browser page.

/** Warnings the content pages' deliberately misconfigured items log (tests/e2e/content.spec.ts). */
const MISCONFIGURED_WARNINGS = new RegExp(MISCONFIGURED_ITEMS.map((item) => item.warning.replace(/[()]/g, '\\$&')).join('|'));

interface Shift {
  value: number;
  /** When it happened (ms after navigation) and where the page was scrolled to. */
  at: number;
  scrollY: number;
  sources: string[];
}

/** The page's answer to the test: the layout shifts it has noted so far. */
type LayoutShifts = { layoutShifts: () => Shift[] };

/**
 * Notes every layout shift the page has without recent input, with the elements that moved. The
 * browser works a shift out in the frame that shows it, queues it at once and hands it to the
 * observer in a task of its own some time later; so the shifts are read together with what is
 * queued and not handed over yet (takeRecords), and none is missed for having come late.
 */
function observeShifts(context: BrowserContext) {
  return context.addInitScript(() => {
    const shifts: Shift[] = [];
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName);
      const testId = node.getAttribute('data-testid');
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${testId ? `[data-testid=${testId}]` : ''}.${[...node.classList].join('.')}`;
    };
    const note = (entries: PerformanceEntryList) => {
      for (const entry of entries as Array<
        PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
        }
      >) {
        if (!entry.hadRecentInput)
          shifts.push({
            value: entry.value,
            at: Math.round(entry.startTime),
            scrollY: window.scrollY,
            sources: entry.sources.map(
              ({ node, previousRect: from, currentRect: to }) =>
                `${describe(node)} ${from.x},${from.y} ${from.width}x${from.height} → ${to.x},${to.y} ${to.width}x${to.height}`,
            ),
          });
      }
    };
    const observer = new PerformanceObserver((list) => note(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    (window as unknown as LayoutShifts).layoutShifts = () => {
      note(observer.takeRecords());
      return shifts;
    };
  });
}

/** The layout shifts the page has had so far. */
function layoutShifts(page: Page) {
  return page.evaluate(() => (window as unknown as LayoutShifts).layoutShifts());
}

/**
 * The page's open requests (API calls, code chunks, images, fonts); the page has settled when
 * none are open, its fonts have loaded and two frames have passed.
 */
function trackRequests(page: Page) {
  const open = new Set<unknown>();
  page.on('request', (request) => void open.add(request));
  page.on('requestfinished', (request) => void open.delete(request));
  page.on('requestfailed', (request) => void open.delete(request));
  return async () => {
    await expect.poll(() => open.size).toBe(0);
    await expect.poll(() => page.evaluate(() => document.fonts.status)).toBe('loaded');
    await settle(page);
  };
}

/**
 * Loads a path, waits until the page has hydrated and settled, scrolls through it one screen at a
 * time (what waits for the screen loads then) and back up, and answers the layout shifts it had.
 */
async function shiftsOf(page: Page, path: string, quiet: () => Promise<void>, ready?: (page: Page) => Promise<void>) {
  await page.goto(path);
  await waitForHydration(page);
  await ready?.(page);
  await quiet();
  for (let screens = 0; screens < 30; screens++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await settle(page);
    if (atEnd) break;
  }
  await quiet();
  await page.evaluate(() => window.scrollTo(0, 0));
  await quiet();
  return layoutShifts(page);
}

/** The summed shift (0 expected), with the shifts themselves in the message when it is not. */
async function expectNoShift(page: Page, path: string, quiet: () => Promise<void>, ready?: (page: Page) => Promise<void>) {
  const shifts = await shiftsOf(page, path, quiet, ready);
  const sum = shifts.reduce((total, shift) => total + shift.value, 0);
  expect(sum, `${path}: ${JSON.stringify(shifts)}`).toBe(0);
}

async function mutate(page: Page, query: string) {
  // The page server gives the visitor its mock id; the API needs it to find the basket.
  if (!(await page.context().cookies()).some((cookie) => cookie.name === 'mock_visitor')) await page.request.get('/basket');
  const body = (await (await page.request.post('/graphql', { data: { query } })).json()) as { errors?: unknown };
  expect(body.errors, query).toBeUndefined();
}
const addToBasket = (variantId: string) =>
  `mutation { addToBasket(input: { variantId: "${variantId}", quantity: 1, locale: "de-DE" }) { basket { id } } }`;
const saveToWishlist = (productId: string) =>
  `mutation { addWishlistItem(productId: "${productId}", locale: "de-DE", isTargetingAllowed: false) { id } }`;

/** Logged in as the mock's demo customer Anna (mock-server/README.md), without the form. */
async function loginAsAnna(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: 'shop_auth', value: 'mock-token-40512873', url: baseURL ?? 'http://localhost' }]);
  // Not on the blank page each test ends on: it has no storage.
  await context.addInitScript(() => location.protocol.startsWith('http') && localStorage.setItem('shop_logged_in', '1'));
}

test.describe('layout shift', () => {
  test.beforeEach(async ({ context, allowConsole }) => {
    // The not-found page answers 404, which the browser notes; content pages hold misconfigured items.
    allowConsole(/status of 404/);
    allowConsole(MISCONFIGURED_WARNINGS);
    await observeShifts(context);
  });
  test.afterEach(async ({ page }) => {
    // Off the page: the end state of every page type here is checked with axe by its own specs.
    await page.goto('about:blank');
  });

  // The browser paints nothing before it has parsed the page up to the end of the footer: a frame
  // of half the HTML (a slow phone's parser yields) shows a footer whose columns share the row's
  // width among those already there, or which grows by one line at a time from the bottom of a
  // short page.
  test('the first paint waits for the footer @any-screen', async ({ page }) => {
    for (const path of [BUDGET_PATHS.trackAndTrace, BUDGET_PATHS.basket]) {
      const html = await (await page.request.get(path)).text();
      const expected = /<link rel="expect" href="#([^"]+)" blocking="render"\/>/.exec(html.slice(0, html.indexOf('</head>')));
      expect(expected, path).not.toBeNull();
      const marker = html.indexOf(`<span id="${expected![1]}" hidden="">`);
      expect(marker, path).toBeGreaterThan(html.indexOf('</footer>'));
      expect(html.indexOf('</footer>'), path).toBeGreaterThan(html.indexOf('</main>'));
      expect(html.indexOf('</main>'), path).toBeGreaterThan(0);
    }
  });

  // Page types with one state for every visitor.
  const SIMPLE: BudgetedPage[] = [
    'bare',
    'home',
    'listing',
    'search',
    'product',
    'email',
    'newsletter',
    'contact',
    'catalogueOrder',
    'support',
    'trackAndTrace',
    'optOut',
    'directOrderForm',
    'content',
  ];
  for (const type of SIMPLE) {
    test(`${type}: nothing moves`, async ({ page }) => {
      await expectNoShift(page, BUDGET_PATHS[type], trackRequests(page));
    });
  }

  test('inspiration and outfit: nothing moves', async ({ page }) => {
    const quiet = trackRequests(page);
    await expectNoShift(page, BUDGET_PATHS.inspiration, quiet);
    await expectNoShift(page, BUDGET_PATHS.outfit, quiet);
  });

  test('basket, empty and filled, and checkout: nothing moves', async ({ page }) => {
    const quiet = trackRequests(page);
    await expectNoShift(page, BUDGET_PATHS.basket, quiet);
    await mutate(page, addToBasket(KNOWN.availableVariant));
    await expectNoShift(page, BUDGET_PATHS.basket, quiet, (p) => expect(p.getByTestId('basket')).toBeVisible());
    await expectNoShift(page, BUDGET_PATHS.checkout, quiet);
  });

  // The basket's second slider, the products last seen, has none for a visitor who has seen none
  // (mock-server/domains/recommendations). The answer is held until the shopper has scrolled to
  // the place: that slider's placeholder stays while the place is on the screen, and goes once it
  // is wholly below it (three lines put the place below the first screen on the desktop too).
  test('a recommendation slider without products, answered while the place is on the screen: nothing moves', async ({ page }) => {
    const quiet = trackRequests(page);
    for (const variant of [KNOWN.availableVariant, KNOWN.lowStockVariant, KNOWN.slattedFrameVariant])
      await mutate(page, addToBasket(variant));
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    let asked: () => void = () => {};
    const request = new Promise<void>((resolve) => (asked = resolve));
    await page.route('**/api/shop?operationName=RecommendationsQuery*', async (route) => {
      asked();
      await held;
      await route.continue();
    });
    await page.goto(BUDGET_PATHS.basket);
    await waitForHydration(page);
    const place = page.locator('[data-reco-place="basket"]');
    const placeholders = place.locator('[data-reco-loading]');
    await expect(placeholders).toHaveCount(2);
    // The place has asked; its end in the middle of the screen, what follows it below (again if
    // the page was still moving into its final shape).
    await request;
    await expect(async () => {
      await place.evaluate((box) => window.scrollTo(0, box.getBoundingClientRect().bottom + window.scrollY - window.innerHeight / 2));
      await expect(place).toBeInViewport({ timeout: 1000 });
    }).toPass();
    await settle(page);
    answer();
    await quiet();
    // The first slider shows its carousel, the second keeps its placeholder while on the screen.
    await expect(place.getByRole('heading', { name: 'Das könnte Ihnen auch gefallen' })).toBeVisible();
    await expect(placeholders).toHaveCount(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(placeholders).toHaveCount(0);
    expect(await layoutShifts(page)).toEqual([]);
  });

  // After an order only: a second visit to the page shows the session's cached carousel first
  // and then the fresh one, whose category link ('Mehr aus …') may be of another width.
  test('thanks after an order: nothing moves', async ({ page }) => {
    const quiet = trackRequests(page);
    await mutate(page, addToBasket(KNOWN.availableVariant));
    await mutate(
      page,
      'mutation { setCheckoutAddress(input: { gender: f, firstName: "Lena", lastName: "Krüger", street: "Gartenstraße", houseNumber: "5a", zipCode: "50667", city: "Köln", email: "lena.krueger@example.de" }) { id } }',
    );
    await mutate(page, 'mutation { setPaymentMethod(paymentMethodId: "invoice") { id } }');
    await mutate(page, 'mutation { placeOrder(input: { acceptTerms: true }) { orderNumber } }');
    await expectNoShift(page, BUDGET_PATHS.thanks, quiet);
  });

  test('wishlist, empty and filled: nothing moves', async ({ page }) => {
    const quiet = trackRequests(page);
    await expectNoShift(page, BUDGET_PATHS.wishlist, quiet);
    for (const productId of [KNOWN.availableProduct, KNOWN.saleProduct]) await mutate(page, saveToWishlist(productId));
    await expectNoShift(page, BUDGET_PATHS.wishlist, quiet);
  });

  test('account, guest and logged in: nothing moves', async ({ page, context, baseURL }) => {
    const quiet = trackRequests(page);
    await expectNoShift(page, BUDGET_PATHS.customer, quiet);
    await loginAsAnna(context, baseURL);
    await expectNoShift(page, BUDGET_PATHS.customer, quiet);
  });
});
