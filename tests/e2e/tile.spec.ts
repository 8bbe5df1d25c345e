import type { Locator, Page } from '@playwright/test';
import { KNOWN } from '../../mock-server/data/fixtures.ts';
import { expect, scrollToTile, settle, test, waitForHydration } from './fixtures.ts';

// The homepage lists the 24 top sellers; these ids are among them (fixed seed).
const HOME = {
  sale: 'P100090', // saving 40 %, 29,39 € instead of 48,99 €
  savingRange: 'P100535', // saving up to 50 %, price range
  onlineOnly: 'P101651', // rating 96.5 %
  isNew: 'P101611',
  heatDegree: 'P101089', // LEVEL_2
  outsold: 'P102470',
  soldOutColour: 'P102021', // 3 colours, one sold out
  noRating: 'P102884',
};
// 6 colours, in KNOWN.category, pinned to the top of that listing.
const SIX_COLOURS = 'P100022';

// A tile of home's grid (a content carousel there may show the same product) or of a listing.
const tile = (page: Page, id: string) => page.getByRole('region', { name: 'Beliebte Artikel' }).locator(`article[data-product-id="${id}"]`);
const listingTile = (page: Page, id: string) => page.locator(`article[data-product-id="${id}"]`);
const quickBuy = (tileOf: Locator) => tileOf.getByRole('button', { name: 'Produktdetails und Kaufoptionen öffnen' });

test.describe('product tile', () => {
  test('shows badges by flag, prices with their prefix, stars and the sold-out state', { tag: '@any-screen' }, async ({ page }) => {
    await page.goto('/');
    const sale = tile(page, HOME.sale);
    await expect(sale.getByRole('list', { name: 'Hinweise zum Artikel' })).toHaveText('- 40%');
    await expect(sale).toContainText(/nur\s29,39\u00a0€/);
    await expect(sale.locator('s')).toHaveText(/48,99\u00a0€/);

    const range = tile(page, HOME.savingRange);
    await expect(range.getByRole('listitem').first()).toHaveText('bis zu - 50%');
    await expect(range).toContainText(/ab\s23,50\u00a0€/);

    await expect(tile(page, HOME.onlineOnly).getByRole('listitem').first()).toHaveText('Nur online');
    await expect(tile(page, HOME.onlineOnly).getByRole('img', { name: '4,8 von 5 Sternen' })).toBeVisible();
    await expect(tile(page, HOME.noRating).getByRole('img', { name: /Sternen/ })).toHaveCount(0);
    await expect(tile(page, HOME.isNew).getByRole('listitem').first()).toHaveText('NEU');
    await expect(tile(page, HOME.heatDegree).getByRole('list', { name: 'Hinweise zum Artikel' })).toHaveText(/Warm/);

    const outsold = tile(page, HOME.outsold);
    await expect(outsold).toHaveAttribute('data-outsold', 'true');
    await expect(outsold.getByRole('listitem').first()).toHaveText('Ausverkauft');
    // After hydration every other tile has quick buy; the sold-out one has none.
    await scrollToTile(sale);
    await expect(quickBuy(tile(page, HOME.sale))).toBeVisible();
    await scrollToTile(outsold);
    await expect(quickBuy(tile(page, HOME.outsold))).toHaveCount(0);
  });

  test('images are responsive webp sources in the product ratio, lazy below the first row', async ({ page }) => {
    // On a listing the tiles open the page (on the homepage the content entry's first image does).
    await page.goto('/damen-mode/kleider');
    const images = page.locator('main article img');
    const first = images.first();
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('srcset', /w=136&h=182&q=75 136w.*w=384&h=514&q=75 384w/);
    await expect(images.nth(8)).toHaveAttribute('loading', 'lazy');
    const response = await page.request.get((await first.getAttribute('src')) ?? '');
    expect(response.headers()['content-type']).toBe('image/webp');
    const box = await first.boundingBox();
    expect(Math.abs((box?.width ?? 0) / (box?.height ?? 1) - 1390 / 1860)).toBeLessThan(0.02);
  });

  test('tiles away from the screen wait to be rendered, standing in with about their height', async ({ page }) => {
    // A listing's 60 tiles: those far from the screen are neither laid out nor painted at load
    // (content-visibility), and the page is about as tall as once every tile has been rendered.
    await page.goto('/damen-mode/kleider');
    const tiles = page.locator('main article');
    await expect(tiles).toHaveCount(60);
    const rendered = () =>
      tiles.evaluateAll((all) => all.map((tile) => tile.firstElementChild?.checkVisibility({ contentVisibilityAuto: true })));
    await expect.poll(async () => (await rendered())[0]).toBe(true);
    expect((await rendered()).at(-1)).toBe(false);

    const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
    const standingIn = await pageHeight();
    await tiles.evaluateAll((all) => all.forEach((tile) => ((tile as HTMLElement).style.contentVisibility = 'visible')));
    const rendering = await pageHeight();
    expect(Math.abs(standingIn - rendering) / rendering).toBeLessThan(0.05);
  });

  test("each tile's heart, quick-buy button and colours name the tile's product", { tag: '@any-screen' }, async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const colourful = tile(page, HOME.soldOutColour);
    // A tile's heart becomes a button when the tile comes near the screen.
    await scrollToTile(tile(page, HOME.sale));
    await scrollToTile(colourful);
    const name = (await colourful.getByRole('heading', { level: 3 }).textContent()) ?? '';
    const colours = colourful.getByRole('list', { name: 'Farben' }).getByRole('link');
    const colourLabel = (await colours.first().getAttribute('title')) ?? '';
    await expect(colours.first()).toHaveAccessibleName(`${name} in ${colourLabel}`);
    await expect(colourful.getByRole('link', { name: /, ausverkauft$/ })).toHaveAccessibleName(
      new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} in .+, ausverkauft$`),
    );
    // The heart is a button once the wishlist has loaded.
    await expect(colourful.locator('button[data-wishlist-state]')).toHaveAccessibleName(`Merken: ${name}`);
    const sale = tile(page, HOME.sale);
    const saleName = (await sale.getByRole('heading', { level: 3 }).textContent()) ?? '';
    await expect(sale.getByRole('button', { name: 'Produktdetails und Kaufoptionen öffnen' })).toHaveAccessibleName(
      `Produktdetails und Kaufoptionen öffnen: ${saleName}`,
    );
    // No two of a kind on the page share a name.
    const names = async (locator: Locator) => Promise.all((await locator.all()).map((element) => element.getAttribute('aria-label')));
    const grid = page.getByRole('region', { name: 'Beliebte Artikel' });
    for (const kind of [
      grid.getByRole('button', { name: /^Merken: / }),
      grid.getByRole('button', { name: /^Produktdetails und Kaufoptionen öffnen/ }),
    ]) {
      const all = await names(kind);
      expect(all.length).toBeGreaterThan(1);
      expect(new Set(all).size).toBe(all.length);
    }
  });

  test('colour tiles link to the colour with epid and mark sold-out colours', { tag: '@any-screen' }, async ({ page }) => {
    await page.goto('/');
    const colours = tile(page, HOME.soldOutColour).getByRole('list', { name: 'Farben' }).getByRole('link');
    await expect(colours).toHaveCount(3);
    await expect(colours.first()).toHaveAttribute(
      'href',
      `/p/${HOME.soldOutColour}?epid=${HOME.soldOutColour}&dimension=${HOME.soldOutColour}-1`,
    );
    await expect(tile(page, HOME.soldOutColour).getByRole('link', { name: /, ausverkauft$/ })).toHaveCount(1);
    // The product page opens in the colour of the tile.
    const second = colours.nth(1);
    const label = (await second.getAttribute('title')) ?? '';
    await second.click();
    await expect(page).toHaveURL(new RegExp(`/p/${HOME.soldOutColour}\\?epid=${HOME.soldOutColour}&dimension=${HOME.soldOutColour}-2$`));
    await expect(page.getByRole('radio', { name: new RegExp(`^${label}`) })).toBeChecked();
    // The page's own epid parameter is kept.
    await page.goto('/?epid=P100001');
    await expect(tile(page, HOME.soldOutColour).getByRole('list', { name: 'Farben' }).getByRole('link').first()).toHaveAttribute(
      'href',
      `/p/${HOME.soldOutColour}?epid=P100001&dimension=${HOME.soldOutColour}-1`,
    );
  });

  test('colour tiles: 5 on phones then "...", up to 9 on desktop', async ({ page, isMobile }) => {
    await page.goto(`${KNOWN.category.path}?pin=${SIX_COLOURS}`);
    const list = listingTile(page, SIX_COLOURS).getByRole('list', { name: 'Farben' });
    const swatches = list.getByRole('link').filter({ hasNotText: '...' });
    const more = list.getByRole('link', { name: 'Weitere Farben' });
    // The listing wires quick buy and tracks the pinned product as such.
    await expect(quickBuy(listingTile(page, SIX_COLOURS))).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(
          (id) =>
            ((window as unknown as { dataLayer?: Array<{ ecommerce?: { impressions?: Array<{ id: string }> } }> }).dataLayer ?? [])
              .flatMap((e) => e.ecommerce?.impressions ?? [])
              .find((p) => p.id === id),
          SIX_COLOURS,
        ),
      )
      .toMatchObject({ list: 'pinnedProducts', position: 1 });
    // The tiles are 35 px on phones (small) and 44 px on desktop (medium).
    const box = await swatches.first().boundingBox();
    expect([box?.width, box?.height]).toEqual(isMobile ? [35, 35] : [44, 44]);
    if (isMobile) {
      await expect(swatches.nth(4)).toBeVisible();
      await expect(swatches.nth(5)).toBeHidden();
      await expect(more).toBeVisible();
      await expect(more).toHaveText('...');
    } else {
      await expect(swatches.nth(5)).toBeVisible();
      await expect(more).toBeHidden();
    }
  });
});

test.describe('quick buy', () => {
  test(
    'shows a spinner while loading, disables the other buttons, then opens the popup',
    { tag: '@any-screen' },
    async ({ page, setFaults }) => {
      await setFaults('popupProductById=delay:1500*1');
      await page.goto('/');
      await scrollToTile(tile(page, HOME.isNew));
      await scrollToTile(tile(page, HOME.sale));
      const button = quickBuy(tile(page, HOME.sale));
      const request = page.waitForRequest((r) => new URL(r.url()).searchParams.get('operationName') === 'ProductPopupModalQuery');
      await button.click();
      await expect(button).toHaveAttribute('aria-busy', 'true');
      // The details are asked for from the popup, with the tile's catalogue.
      expect(JSON.parse(new URL((await request).url()).searchParams.get('variables')!)).toEqual({
        id: HOME.sale,
        locale: 'de-DE',
        referrer: 'popupProduct',
        catalogId: expect.stringMatching(/^[A-Z]{2}\d{2}$/),
      });
      await expect(quickBuy(tile(page, HOME.isNew))).toBeDisabled();
      const dialog = page.getByRole('dialog', { name: 'Schnellansicht' });
      await expect(dialog).toBeVisible();
      await expect(button).not.toHaveAttribute('aria-busy');
      await expect(quickBuy(tile(page, HOME.isNew))).toBeEnabled();
      // Mini product view: brand, name, price, buy box and the way to the full page.
      await expect(dialog.getByRole('heading', { name: /Strickkleid »Norderney«/ })).toBeVisible();
      await expect(dialog).toContainText(/29,39\u00a0€/);
      await expect(dialog.getByRole('button', { name: 'In den Warenkorb' })).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'Alle Produktdetails ansehen' })).toHaveAttribute(
        'href',
        `/p/${HOME.sale}?referrer=popupProduct`,
      );
      await dialog.getByRole('button', { name: 'Schließen' }).click();
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    },
  );

  test('a failed load is logged and shows nothing', { tag: '@any-screen' }, async ({ page, setFaults, allowConsole, graphqlRequests }) => {
    allowConsole(/Server error has been received/);
    await setFaults('popupProductById=INTERNAL_SERVER_ERROR');
    await page.goto('/');
    await scrollToTile(tile(page, HOME.sale));
    const button = quickBuy(tile(page, HOME.sale));
    await button.click();
    await expect.poll(() => graphqlRequests.includes('ProductPopupModalQuery')).toBe(true);
    await expect(button).toBeEnabled();
    await expect(button).not.toHaveAttribute('aria-busy');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('?pop= opens the popup; adding to the basket there updates the header badge', { tag: '@any-screen' }, async ({ page }) => {
    await page.goto(`/?pop=${KNOWN.availableProduct}`);
    const dialog = page.getByRole('dialog', { name: 'Schnellansicht' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: /Trägerkleid »Langeoog«/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Warenkorb, 0 Artikel' })).toBeAttached();
    await dialog.getByRole('radio', { name: /^42/ }).check();
    await dialog.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page.getByRole('link', { name: 'Warenkorb, 1 Artikel' })).toBeAttached();
    // The fixture checks the page with axe with the popup still open.
  });

  test('the popup_product flag off removes quick buy', { tag: '@any-screen' }, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'ab', value: 'popup_product:off', url: baseURL ?? 'http://localhost' }]);
    await page.goto(`/?pop=${HOME.sale}`);
    await scrollToTile(tile(page, HOME.sale));
    await expect(quickBuy(tile(page, HOME.sale))).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('analytics', { tag: '@any-screen' }, () => {
  type Pushed = { event?: string; ecommerce?: Record<string, unknown> };
  const events = (page: Page, name: string) =>
    page.evaluate((n) => ((window as unknown as { dataLayer?: Pushed[] }).dataLayer ?? []).filter((e) => e.event === n), name);

  test('impressions go out in pairs once per visible tile; a click is tracked with list and position', async ({ page }) => {
    // The page's clock, so the 1 s quiet time before a single leftover impression goes out is run
    // through instead of waited for.
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    // Whether a tile is 75 % visible without scrolling depends on the screen and the fonts: scroll.
    await page.locator('main article[data-product-id]').first().scrollIntoViewIfNeeded();
    await expect.poll(async () => (await events(page, 'productImpressions')).length).toBeGreaterThan(0);
    await page.locator(`article[data-product-id="${HOME.heatDegree}"]`).scrollIntoViewIfNeeded();
    await expect
      .poll(async () =>
        (await events(page, 'productImpressions'))
          .flatMap((e) => (e.ecommerce?.impressions as Array<{ id: string }>) ?? [])
          .map((p) => p.id),
      )
      .toContain(HOME.heatDegree);
    // Scrolling back up must not count the first tiles again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page);
    await page.clock.runFor(1200);
    const pushed = await events(page, 'productImpressions');
    const products = pushed.flatMap(
      (e) => e.ecommerce?.impressions as Array<{ id: string; name: string; brand: string; price: string; list: string; position: number }>,
    );
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
    expect(pushed.slice(0, -1).every((e) => (e.ecommerce?.impressions as unknown[]).length === 2)).toBe(true);
    const heat = products.find((p) => p.id === HOME.heatDegree);
    expect(heat).toMatchObject({ list: 'homepage', position: 24, price: '81.99' });
    expect(heat?.name).toBeTruthy();
    for (const p of products) expect(p.price).toMatch(/^\d+\.\d{2}$/);

    // The top sellers' grid (the content entry's recommendations above it may show the product too).
    await page
      .getByRole('region', { name: 'Beliebte Artikel' })
      .locator(`article[data-product-id="${HOME.sale}"]`)
      .getByRole('link')
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/p/${HOME.sale}$`));
    const clicks = await events(page, 'productClick');
    expect(clicks.at(-1)?.ecommerce).toMatchObject({
      click: { actionField: { list: 'homepage' }, products: [{ id: HOME.sale, position: 3, price: '29.39' }] },
    });
  });

  test('search results are tracked as srp with the origin the shopper came by', async ({ page }) => {
    await page.goto('/search?q=kleid&searchOrigin=srp%2Fsuggestion&suggestionType=term');
    await waitForHydration(page);
    await expect
      .poll(async () =>
        (await events(page, 'productImpressions')).flatMap((e) => (e.ecommerce?.impressions as Array<Record<string, unknown>>) ?? []),
      )
      .toContainEqual(expect.objectContaining({ list: 'srp', listOrigin: 'srp/suggestion', position: 1 }));
  });
});
