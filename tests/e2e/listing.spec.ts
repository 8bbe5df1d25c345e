import type { Page } from '@playwright/test';
import { KNOWN } from '../../mock-server/data/fixtures.ts';
import { expect, mockRequests, test, waitForHydration } from './fixtures.ts';

const KLEIDER = '/damen-mode/kleider';

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 992;
const grid = (page: Page, name = 'Kleider') => page.getByRole('region', { name });
const tiles = (page: Page, name?: string) => grid(page, name).getByRole('article');
const count = (page: Page) => page.getByRole('status').filter({ hasText: /Artikel$/ });
const filterForm = (page: Page) => page.getByRole('form', { name: 'Filter' });
const search = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** Opens the listing, hydrated, with a marker on window that a full page load would lose. */
async function openListing(page: Page, path = KLEIDER) {
  await page.goto(path);
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { listingMarker: number }).listingMarker = 1));
}

async function expectNoReload(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { listingMarker?: number }).listingMarker)).toBe(1);
}

/** On phones the filters sit behind the 'Filter' disclosure. */
async function openFilters(page: Page) {
  if (isPhone(page) && !(await filterForm(page).isVisible())) await page.locator('summary', { hasText: /^Filter/ }).click();
  await expect(filterForm(page)).toBeVisible();
}

/** Opens a filter group (a disclosure) and returns its fieldset. */
async function group(page: Page, name: string) {
  await openFilters(page);
  const details = filterForm(page)
    .locator('details')
    .filter({ has: page.locator('summary', { hasText: new RegExp(`^${name}`) }) });
  const summary = details.locator('summary');
  if ((await details.getAttribute('open')) === null) await summary.click();
  return details.getByRole('group', { name });
}

async function totalCount(page: Page) {
  const text = (await count(page).textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

test.describe('category listing', () => {
  test('renders on the server with breadcrumb, title, canonical and structured data', { tag: '@any-screen' }, async ({ page }) => {
    const response = await page.goto(`${KLEIDER}?colour=rot&sort=priceAsc`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/ \| Hansebrück$/);
    await expect(page.locator('[data-page-type]')).toHaveAttribute('data-page-type', 'productListingPage');
    await expect(page.getByRole('heading', { level: 1, name: 'Kleider' })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Brotkrümelnavigation' });
    await expect(crumbs.getByRole('link')).toHaveText(['Startseite', 'Damen-Mode']);
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Kleider');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https:\/\/[^/]+\/damen-mode\/kleider$/);
    const jsonLd = JSON.parse((await crumbs.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd.itemListElement.map((i: { position: number }) => i.position)).toEqual([1, 2, 3]);
    expect(jsonLd.itemListElement[2].item).toMatch(/^https:\/\/[^/]+\/damen-mode\/kleider$/);
    await expect(tiles(page).first()).toBeVisible();
    // The breadcrumb's tree comes from the frame's navigation, which the server keeps for a minute
    // for every visitor: it asks for it at most once, and never for a trail of its own.
    const operations = (await mockRequests(page)).map((r) => r.operationName);
    expect(operations.filter((name) => name === 'FrameNavigationQuery').length).toBeLessThanOrEqual(1);
    expect(operations).not.toContain('ListingTrailQuery');
  });

  test('an unknown category answers 404', { tag: '@any-screen' }, async ({ page, allowConsole }) => {
    allowConsole(/status of 404/);
    const response = await page.goto('/damen-mode/gibt-es-nicht');
    expect(response?.status()).toBe(404);
  });

  test(
    'a colour filter changes URL and products without reloading, with placeholders while loading',
    { tag: '@any-screen' },
    async ({ page }) => {
      await openListing(page);
      const before = await totalCount(page);
      // Hold the next page data back until the placeholders have been seen.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/*.pageContext.json*', async (route) => {
        await released;
        await route.continue();
      });
      const colours = await group(page, 'Farbe');
      await colours.getByRole('checkbox', { name: /^Rot/ }).check();
      await expect(page.locator('[data-placeholder-tile]')).toHaveCount(6);
      release();
      await expect(page).toHaveURL(/\?colour=rot$/);
      await expect(page.locator('[data-placeholder-tile]')).toHaveCount(0);
      await expect.poll(() => totalCount(page)).toBeLessThan(before);
      await expect(page.getByRole('list', { name: 'Aktive Filter' }).getByRole('link')).toHaveText(['Farbe: Rot × entfernen']);
      await expectNoReload(page);
    },
  );

  test('sale, size, brand and price filters go into the URL; chips remove them, reset removes all', async ({ page }) => {
    await openListing(page);
    await openFilters(page);
    await filterForm(page)
      .getByRole('checkbox', { name: /^Nur Sale-%-Artikel/ })
      .check();
    await expect(page).toHaveURL(/\?sale=true$/);

    // Each next value comes from what the filters still offer, so the listing never runs empty.
    const size = (await group(page, 'Größe')).getByRole('checkbox').first();
    const sizeValue = await size.getAttribute('value');
    await size.check();
    await expect(page).toHaveURL(new RegExp(`\\?sale=true&size=${sizeValue}$`));

    const brand = (await group(page, 'Marke')).getByRole('checkbox').first();
    const brandValue = await brand.getAttribute('value');
    await brand.check();
    await expect(page).toHaveURL(new RegExp(`&size=${sizeValue}&brand=${brandValue}$`));

    await openFilters(page);
    await filterForm(page).getByLabel('von').fill('10');
    await filterForm(page).getByLabel('bis').fill('500');
    await filterForm(page).getByLabel('bis').press('Enter');
    await expect(page).toHaveURL(/&price=1000-50000$/);
    expect(search(page)).toEqual({ sale: 'true', size: sizeValue, brand: brandValue, price: '1000-50000' });

    const chips = page.getByRole('list', { name: 'Aktive Filter' }).getByRole('link');
    await expect(chips).toHaveCount(4);
    await expect(chips.filter({ hasText: /^Preis/ })).toHaveText(/10,00\s€ – 500,00\s€/);
    await chips.filter({ hasText: /^Preis/ }).click();
    await expect(page).toHaveURL(new RegExp(`\\?sale=true&size=${sizeValue}&brand=${brandValue}$`));
    await page.getByRole('link', { name: 'Alle Filter zurücksetzen' }).click();
    await expect(page).toHaveURL(new RegExp(`${KLEIDER}$`));
    await expect(chips).toHaveCount(0);
    await expectNoReload(page);
  });

  test(
    'sort applies at once as sort={sort}, the default one too; a URL without sort shows the default order',
    { tag: '@any-screen' },
    async ({ page }) => {
      await openListing(page);
      await page.getByLabel('Sortieren nach').selectOption({ label: 'Niedrigster Preis' });
      await expect(page).toHaveURL(/\?sort=priceAsc$/);
      await expectNoReload(page);
      expect(await page.evaluate(() => localStorage.getItem('listingSort'))).toBe('priceAsc');

      // Another listing without sort in its URL stays in its default order (the remembered sort
      // serves the category images only), also once the page has settled.
      await page.goto('/damen-mode/oberteile');
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveURL(/\/damen-mode\/oberteile$/);
      await expect(page.getByLabel('Sortieren nach')).toHaveValue('topSeller');

      await page.getByLabel('Sortieren nach').selectOption({ label: 'Höchster Preis' });
      await expect(page).toHaveURL(/\/damen-mode\/oberteile\?sort=priceDesc$/);
      await page.getByLabel('Sortieren nach').selectOption({ label: 'Topseller' });
      await expect(page).toHaveURL(/\/damen-mode\/oberteile\?sort=topSeller$/);
      // The default sort named in the URL is a page of its own, not redirected away.
      expect((await page.request.get('/damen-mode/oberteile?sort=topSeller', { maxRedirects: 0 })).status()).toBe(200);
    },
  );

  test('pages: page 2 adds the parameter, page 1 removes it', { tag: '@any-screen' }, async ({ page }) => {
    await openListing(page, '/damen-mode');
    const pager = page.getByRole('navigation', { name: 'Seitennavigation' });
    const firstOnPage1 = await tiles(page, 'Damen-Mode').first().getByRole('link').first().getAttribute('href');
    // A click that lands while the page still moves (late tiles, the header) can miss its link, and
    // is given again; a second click goes to the same page.
    await expect(async () => {
      await pager.getByRole('link', { name: 'Seite 2', exact: true }).click();
      await expect(page).toHaveURL(/\/damen-mode\?page=2$/, { timeout: 3000 });
    }).toPass();
    await expect(pager.locator('[aria-current="page"]')).toHaveText('Seite 2');
    await expect(tiles(page, 'Damen-Mode')).toHaveCount(60);
    await expect(tiles(page, 'Damen-Mode').first().getByRole('link').first()).not.toHaveAttribute('href', firstOnPage1 ?? '');
    await expect(page).toHaveTitle(/Seite 2/);
    // A new page is scrolled to its top once shown (client navigation): a click that lands while the
    // pager still moves can miss its link, and is given again (a second one goes to the same page).
    await expect(async () => {
      await pager.getByRole('link', { name: 'Seite 1', exact: true }).click();
      await expect(page).toHaveURL(/\/damen-mode$/, { timeout: 3000 });
    }).toPass();
    await expectNoReload(page);
  });

  test('back and forward restore filter and page state', { tag: '@any-screen' }, async ({ page }) => {
    await openListing(page);
    await (await group(page, 'Farbe')).getByRole('checkbox', { name: /^Schwarz/ }).check();
    await expect(page).toHaveURL(/\?colour=schwarz$/);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${KLEIDER}$`));
    await expect(page.getByRole('list', { name: 'Aktive Filter' })).toHaveCount(0);
    await page.goForward();
    await expect(page).toHaveURL(/\?colour=schwarz$/);
    await expect(page.getByRole('list', { name: 'Aktive Filter' }).getByRole('link')).toHaveText(['Farbe: Schwarz × entfernen']);
    await expect((await group(page, 'Farbe')).getByRole('checkbox', { name: /^Schwarz/ })).toBeChecked();
    await expectNoReload(page);
  });

  test('pinned products come first', { tag: '@any-screen' }, async ({ page }) => {
    await page.goto(`${KNOWN.category.path}?pin=${KNOWN.mattressProduct}`);
    await expect(tiles(page, 'Sommerkleider').first().getByRole('link').first()).toHaveAttribute(
      'href',
      new RegExp(`/p/${KNOWN.mattressProduct}`),
    );
  });

  test('the skip link jumps over the categories to the products', { tag: '@any-screen' }, async ({ page }) => {
    await openListing(page);
    const skip = page.getByRole('link', { name: 'Produktkategorien überspringen' });
    await skip.focus();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('#skip-categories')).toBeFocused();
  });
});

test.describe('without JavaScript', { tag: '@any-screen' }, () => {
  test.use({ javaScriptEnabled: false });

  test('the server renders the products and the filter form works as a plain GET form', async ({ page }) => {
    await page.goto(KLEIDER);
    await expect(tiles(page).first()).toBeVisible();
    expect(await tiles(page).count()).toBeGreaterThan(10);
    if (isPhone(page)) await page.locator('summary', { hasText: /^Filter/ }).click();
    const colours = filterForm(page).locator('details', { has: page.locator('summary', { hasText: /^Farbe/ }) });
    await colours.locator('summary').click();
    await colours.getByRole('checkbox', { name: /^Rot/ }).check();
    await colours.getByRole('checkbox', { name: /^Schwarz/ }).check();
    await filterForm(page).getByLabel('von').fill('20');
    await filterForm(page).getByRole('button', { name: 'Filter anwenden' }).click();
    // The server turns the form's fields into the one URL of that state.
    await expect(page).toHaveURL(/\/damen-mode\/kleider\?colour=rot,schwarz&price=2000-$/);
    await expect(page.getByRole('list', { name: 'Aktive Filter' }).getByRole('link')).toHaveCount(3);
    // axe needs JavaScript in the page; the same markup is checked with JavaScript in the other tests.
    await page.goto('about:blank');
  });
});

test.describe('search results', () => {
  test('the search field lands on the results for the term', { tag: '@any-screen' }, async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('combobox', { name: 'Suche' }).fill('pullover');
    await page.getByRole('combobox', { name: 'Suche' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=pullover&searchOrigin=directSearch&searchTerm=pullover$/);
    await expect(page).toHaveTitle('pullover - Suchergebnis');
    await expect(page.locator('[data-page-type]')).toHaveAttribute('data-page-type', 'searchResultPage');
    await expect(tiles(page, 'Suchergebnisse für pullover').first()).toBeVisible();
  });

  test('filters and sort keep the term', { tag: '@any-screen' }, async ({ page }) => {
    await openListing(page, '/search?q=kleid&searchOrigin=directSearch');
    await page.getByLabel('Sortieren nach').selectOption({ label: 'Höchster Preis' });
    await expect(page).toHaveURL(/\/search\?q=kleid&searchOrigin=directSearch&sort=priceDesc$/);
    await (await group(page, 'Farbe')).getByRole('checkbox').first().check();
    await expect(page).toHaveURL(/\/search\?q=kleid&searchOrigin=directSearch&colour=[^&]+&sort=priceDesc$/);
    await expectNoReload(page);
  });

  test('shows that the results are for the optimised term', { tag: '@any-screen' }, async ({ page }) => {
    await page.goto('/search?q=Somerkleid');
    await expect(page).toHaveTitle('Somerkleid - Suchergebnis');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchergebnisse für „sommerkleid“');
    await expect(
      page.getByText('Zu „Somerkleid“ haben wir nichts gefunden. Wir zeigen Ihnen die Ergebnisse für „sommerkleid“.'),
    ).toBeVisible();
  });

  test('no result: message, page type noResultsPage, status 200 and ways on', { tag: '@any-screen' }, async ({ page }) => {
    const response = await page.goto('/search?q=xyzzy');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('xyzzy - Suchergebnis');
    await expect(page.locator('[data-page-type]')).toHaveAttribute('data-page-type', 'noResultsPage');
    await expect(page.getByText('Sie haben nach "xyzzy" gesucht. Leider haben wir kein Ergebnis gefunden.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Kategorien entdecken' }).getByRole('link').first()).toBeVisible();
    await waitForHydration(page);
  });
});
