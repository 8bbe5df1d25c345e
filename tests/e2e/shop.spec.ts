import { createHash } from 'node:crypto';
import { expect, expectNoAxeViolations, mockRequests, test, waitForHydration } from './fixtures.ts';
import { PRODUCT_WITH_SIZES, UNKNOWN_PRODUCT } from './catalogue.ts';

test.describe('walking skeleton', () => {
  test('home → product → size → add to basket → badge shows 1', async ({ page, graphqlRequests }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    // A combobox (suggestions); on phones the search bar opens from its icon, so it may be hidden.
    await expect(page.getByRole('combobox', { name: 'Suche', includeHidden: true })).toHaveAttribute(
      'placeholder',
      'Suchbegriff oder Artikelnummer',
    );
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: 'Warenkorb, 0 Artikel' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The first tile that is not sold out.
    const tile = page.locator('article:not([data-outsold]) a[href^="/p/"]').first();
    const href = await tile.getAttribute('href');
    await tile.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/\d+,\d{2}\u00a0€/).first()).toBeVisible();

    const sizes = page.getByRole('group', { name: 'Größe' });
    await sizes.getByRole('radio', { disabled: false }).first().check();
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page.getByRole('status')).toHaveText('Der Artikel wurde in den Warenkorb gelegt. Zum Warenkorb');
    await expect(page.getByRole('link', { name: 'Warenkorb, 1 Artikel' })).toBeVisible();
    await expect(page.getByTestId('basket-tool-badge')).toHaveText('1');
    await expectNoAxeViolations(page);

    // Page data came with the HTML or the navigation's page context, never as a browser query.
    expect(graphqlRequests.filter((name) => name === 'HomePageQuery' || name === 'ProductPageQuery')).toEqual([]);
    expect(graphqlRequests).toContain('BasketAddItemMutation');
  });

  test('adding without a size asks for one and highlights the sizes', { tag: '@any-screen' }, async ({ page }) => {
    await page.goto(`/p/${PRODUCT_WITH_SIZES}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page.getByRole('alert')).toHaveText('Bitte wählen Sie eine Größe');
    await expect(page.getByRole('group', { name: 'Größe' })).toHaveAttribute('data-invalid', 'true');
    await expect(page.getByRole('link', { name: 'Warenkorb, 0 Artikel' })).toBeVisible();
    await expectNoAxeViolations(page);
    // Choosing a size closes the notification.
    await page.getByRole('group', { name: 'Größe' }).getByRole('radio', { disabled: false }).first().check();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('product page hydrates without a GraphQL request for its data', { tag: '@any-screen' }, async ({ page, graphqlRequests }) => {
    await page.goto(`/p/${PRODUCT_WITH_SIZES}`);
    await waitForHydration(page);
    // Only what is personal or loaded when idle is asked for (login state and badges, the wishlist's
    // hearts, recommendations and their view tracking); the page's own data came with the HTML.
    const browserLoaded = ['HeaderToolsQuery', 'WishlistStateQuery', 'RecommendationsQuery', 'RecommendationTrackProductViewMutation'];
    expect(graphqlRequests).toContain('HeaderToolsQuery');
    expect(graphqlRequests.filter((name) => !browserLoaded.includes(name))).toEqual([]);
  });

  test('unknown product answers 404 with the not-found page', { tag: '@any-screen' }, async ({ page, allowConsole }) => {
    allowConsole(/Failed to load resource: the server responded with a status of 404/);
    const response = await page.goto(`/p/${UNKNOWN_PRODUCT}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Seite gibt es leider nicht');
    await expect(page.locator('[data-page-type]')).toHaveAttribute('data-page-type', 'errorPageNotFound');
    await expectNoAxeViolations(page);
  });

  test('an unknown path answers 404 in the whole frame: the navigation leads on', async ({ page, isMobile, allowConsole }) => {
    allowConsole(/Failed to load resource: the server responded with a status of 404/);
    const response = await page.goto('/gibt-es-nicht/wirklich-nicht');
    expect(response?.status()).toBe(404);
    await expect(page.locator('[data-page-type]')).toHaveAttribute('data-page-type', 'errorPageNotFound');
    await waitForHydration(page);
    if (isMobile) {
      await page.getByRole('button', { name: 'Menü', exact: true }).click();
      const menu = page.getByRole('dialog', { name: 'Menü' });
      await menu.getByRole('button', { name: 'Damen-Mode' }).click();
      await expect(menu.getByRole('link', { name: /^Alle anzeigen/ })).toHaveAttribute('href', '/damen-mode');
    } else {
      const tabs = page.getByRole('tablist', { name: 'Hauptnavigation' });
      await expect(tabs.getByRole('tab', { name: 'Damen-Mode' })).toBeVisible();
      const kleider = page.getByRole('navigation', { name: 'Unternavigation' }).getByRole('link', { name: 'Kleider', exact: true });
      await expect(kleider).toHaveAttribute('href', '/damen-mode/kleider');
      // A dead link inside the shop (as content may carry one) ends in the error page the browser
      // renders itself: the navigation stays.
      await page.locator('main').evaluate((main) => {
        main.prepend(Object.assign(document.createElement('a'), { href: '/gibt-es-nicht/mehr', textContent: 'Alte Aktion' }));
      });
      await page.getByRole('link', { name: 'Alte Aktion' }).click();
      await expect(page).toHaveURL(/\/gibt-es-nicht\/mehr$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Seite gibt es leider nicht');
      await expect(tabs.getByRole('tab', { name: 'Damen-Mode' })).toBeVisible();
      await expect(kleider).toHaveAttribute('href', '/damen-mode/kleider');
    }
  });
});

test.describe('webview', { tag: '@any-screen' }, () => {
  test('every route answers under /webview and links keep the prefix', async ({ page }) => {
    const response = await page.goto('/webview');
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('a[href^="/p/"]')).toHaveCount(0);
    await page.locator('a[href^="/webview/p/"]').first().click();
    await expect(page).toHaveURL(/\/webview\/p\/[^/]+$/);
    await expect(page.getByRole('button', { name: 'In den Warenkorb' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a product page opened directly under /webview renders', async ({ page }) => {
    const response = await page.goto(`/webview/p/${PRODUCT_WITH_SIZES}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('link', { name: /zur Startseite/ })).toHaveAttribute('href', '/webview');
  });
});

test.describe('call handling', () => {
  test('a timeout is retried once, then the error page answers 503', { tag: '@any-screen' }, async ({ page, setFaults, allowConsole }) => {
    allowConsole(/Failed to load resource: the server responded with a status of 503/);
    await setFaults('ProductPageQuery=REQUEST_TIMEOUT');
    const response = await page.goto(`/p/${PRODUCT_WITH_SIZES}`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Da ist etwas schiefgelaufen');
    await expect(page.locator('[data-page-type]')).toHaveAttribute('data-page-type', 'errorPageUnknown');
    const attempts = (await mockRequests(page)).filter((r) => r.operationName === 'ProductPageQuery');
    expect(attempts.map((r) => r.code)).toEqual(['REQUEST_TIMEOUT', 'REQUEST_TIMEOUT']);
    await expectNoAxeViolations(page);
  });

  test(
    'catalogue data is kept for every visitor, but a visitor with a fault scenario gets the API itself',
    { tag: '@any-screen' },
    async ({ page, setFaults, allowConsole }) => {
      allowConsole(/Failed to load resource: the server responded with a status of 503/);
      expect((await page.goto(`/p/${PRODUCT_WITH_SIZES}`))?.status()).toBe(200);
      expect((await page.goto(`/p/${PRODUCT_WITH_SIZES}`))?.status()).toBe(200);
      const asked = (await mockRequests(page)).filter((r) => r.operationName === 'ProductPageQuery');
      expect(asked.length).toBeLessThanOrEqual(1);
      await setFaults('ProductPageQuery=http:500');
      expect((await page.goto(`/p/${PRODUCT_WITH_SIZES}`))?.status()).toBe(503);
      const attempts = (await mockRequests(page)).filter((r) => r.operationName === 'ProductPageQuery');
      expect(attempts.at(-1)?.status).toBe(500);
    },
  );

  test('a single timeout is absorbed by the retry', { tag: '@any-screen' }, async ({ page, setFaults }) => {
    await setFaults('ProductPageQuery=REQUEST_TIMEOUT*1');
    const response = await page.goto(`/p/${PRODUCT_WITH_SIZES}`);
    expect(response?.status()).toBe(200);
    const attempts = (await mockRequests(page)).filter((r) => r.operationName === 'ProductPageQuery');
    expect(attempts.map((r) => r.code ?? 'ok')).toEqual(['REQUEST_TIMEOUT', 'ok']);
  });

  test('a basket that fails to load shows its icon without a badge', { tag: '@any-screen' }, async ({ page, setFaults, allowConsole }) => {
    allowConsole(/Response contains errors, using partial data/);
    await setFaults('basket=field:INTERNAL_SERVER_ERROR');
    await page.goto(`/p/${PRODUCT_WITH_SIZES}`);
    // Hydrated once the header has its counts (the basket's badge cannot be the sign here).
    await expect(page.getByRole('link', { name: 'Merkzettel, 0 Artikel' })).toBeVisible();
    await page.getByRole('group', { name: 'Größe' }).getByRole('radio', { disabled: false }).first().check();
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page.getByRole('status')).toHaveText('Der Artikel wurde in den Warenkorb gelegt. Zum Warenkorb');
    await page.goto('/');
    // The other tools got their counts; the basket has none, so it shows no badge.
    await expect(page.getByRole('link', { name: 'Merkzettel, 0 Artikel' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Warenkorb', exact: true })).toBeVisible();
    await expect(page.getByTestId('basket-tool-badge')).toHaveCount(0);
  });
});

test.describe('security headers', { tag: '@any-screen' }, () => {
  test('pages carry a hash-based CSP that the page never violates, and the other security headers', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { violations: string[] }).violations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { violations: string[] }).violations.push(event.violatedDirective),
      );
    });
    const response = await page.goto('/');
    await waitForHydration(page);
    const headers = response!.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toMatch(/nonce-|unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
    // Every inline script that runs is named by the hash of its text.
    const inline = await page.locator('script:not([src]):not([type$="json"])').evaluateAll((els) => els.map((el) => el.textContent ?? ''));
    expect(inline.length).toBeGreaterThan(0);
    for (const text of inline) expect(csp).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  });

  test('robots meta and theme come from the tenant; a favicon is served', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^(index|noindex), follow$/);
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary'));
    expect(primary).toMatch(/^#[0-9a-f]{6}$/i);
    // The icon the page names is a PNG (an SVG icon is a document Chrome builds on the page's main thread).
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toBe('/favicon.png');
    const favicon = await request.get(href ?? '');
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['content-type']).toBe('image/png');
  });
});

test.describe('runtimes', { tag: '@any-screen' }, () => {
  test('the web shop is the default runtime; the page type follows the path', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-runtime]')).toHaveAttribute('data-runtime', 'shop');
    await expect(page.locator('[data-page-type]')).toHaveAttribute('data-page-type', 'homepage');
    await waitForHydration(page);
    await page.locator('article:not([data-outsold]) a[href^="/p/"]').first().click();
    await expect(page.locator('[data-page-type]')).toHaveAttribute('data-page-type', 'productDetailPage');
  });

  test('an app user agent is served as webview without the prefix', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (Linux; Android 14) ShopApp/5.2 [App=true]', baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('[data-runtime]')).toHaveAttribute('data-runtime', 'webview');
    await expect(page.getByRole('link', { name: /zur Startseite/ })).toHaveAttribute('href', '/');
    await context.close();
  });
});

test.describe('content API', () => {
  test('the homepage lead comes from the content API', { tag: '@any-screen' }, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen in unserem Shop!');
  });

  test(
    'a failing or missing homepage entry leaves the content out, the page still answers 200',
    { tag: '@any-screen' },
    async ({ page, setFaults }) => {
      for (const fault of ['http:500', 'NOT_FOUND']) {
        await setFaults(`HomePageContentQuery=${fault}`);
        const response = await page.goto('/');
        expect(response?.status(), fault).toBe(200);
        await expect(page.getByRole('heading', { name: 'Willkommen in unserem Shop!' })).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen');
        await expect(page.getByRole('heading', { name: 'Beliebte Artikel' })).toBeVisible();
        await expect(page.locator('article').first()).toBeVisible();
      }
    },
  );

  test('content 429 is retried after rate-limit-reset seconds', { tag: '@any-screen' }, async ({ page, setFaults }) => {
    await setFaults('HomePageContentQuery=http:429@0*2');
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen in unserem Shop!');
    const attempts = (await mockRequests(page)).filter((r) => r.operationName === 'HomePageContentQuery');
    expect(attempts.map((r) => r.status)).toEqual([429, 429, 200]);
  });
});
