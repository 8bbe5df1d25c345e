import type { Page, Route } from '@playwright/test';
import { CONTENT_KNOWN, MISCONFIGURED_ITEMS } from '../../mock-server/data/content/fixtures.ts';
import { OVERLAY_IDS } from '../../src/shop/context/overlays.ts';
import { productImageUrl } from '../../src/ui/productImage.ts';
import { scriptUrls } from '../bench/clientJs.ts';
import { expect, settle, test, waitForHydration } from './fixtures.ts';

// Content, inspiration and outfit pages from the content API.

const main = (page: Page) => page.locator('#content-main');
const MISCONFIGURED_WARNINGS = new RegExp(MISCONFIGURED_ITEMS.map((item) => item.warning.replace(/[()]/g, '\\$&')).join('|'));

test.describe('content pages', () => {
  test('each named page renders its headings and links from its entry', { tag: '@any-screen' }, async ({ page, allowConsole }) => {
    allowConsole(MISCONFIGURED_WARNINGS);
    for (const slug of ['agb', 'datenschutzhinweise', 'lieferung', 'faqs', 'rueckgabe', 'widerrufsrecht', 'newsletter']) {
      await page.goto(`/content/${slug}`);
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
      expect(await main(page).getByRole('heading').count()).toBeGreaterThan(1);
      expect(await main(page).getByRole('link').count()).toBeGreaterThan(0);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/content/${slug}$`));
    }
    await expect(page).toHaveTitle(/Newsletter/);
  });

  test(
    'a page preloads the scripts of the item types it contains; client navigation loads the others',
    { tag: '@any-screen' },
    async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
      });
      // Scripts the HTML does not name are held back until the page has hydrated: hydration must not
      // wait for any of them (what loads after it, such as analytics, may).
      const agb = scriptUrls(await (await page.request.get('/content/agb')).text());
      const held: Route[] = [];
      let hydrated = false;
      await page.route(
        (url) => url.pathname.endsWith('.js') && !agb.includes(url.pathname),
        (route) => (hydrated ? route.continue() : void held.push(route)),
      );
      await page.goto('/content/agb');
      await waitForHydration(page);
      hydrated = true;
      for (const route of held) await route.continue();
      const lieferung = scriptUrls(await (await page.request.get('/content/lieferung')).text());
      const onlyLieferung = lieferung.filter((url) => !agb.includes(url));
      expect(onlyLieferung.length).toBeGreaterThan(0);

      await page.getByRole('contentinfo').getByRole('link', { name: 'Lieferung' }).first().click();
      await expect(main(page).getByRole('button', { name: 'Versandkosten im Überblick' })).toBeVisible();
      expect(requested).toEqual(expect.arrayContaining(onlyLieferung));
    },
  );

  test('unknown slugs, drafts and pages of another type answer 404', { tag: '@any-screen' }, async ({ page, allowConsole }) => {
    allowConsole(/404/);
    for (const path of ['/content/gibt-es-nicht', `/content/${CONTENT_KNOWN.draftPage}`, '/inspiration/agb']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
  });

  test('misconfigured items log their warning and render nothing', { tag: '@any-screen' }, async ({ page, allowConsole }) => {
    allowConsole(MISCONFIGURED_WARNINGS);
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text());
    });
    const paths: Record<string, string> = {
      'wohnen-im-herbst': '/inspiration/wohnen-im-herbst',
      'business-casual': '/outfit/business-casual',
    };
    for (const slug of new Set(MISCONFIGURED_ITEMS.map((item) => item.slug))) {
      await page.goto(paths[slug] ?? `/content/${slug}`);
      // Items below the first screen render when their code has come, which may be after the
      // network has gone quiet: wait for this page's warnings themselves.
      const expected = MISCONFIGURED_ITEMS.filter((item) => item.slug === slug).map((item) => `${item.warning} (${item.id})`);
      await expect.poll(() => warnings).toEqual(expect.arrayContaining(expected));
    }
    for (const item of MISCONFIGURED_ITEMS) expect(warnings, item.id).toContain(`${item.warning} (${item.id})`);
    await page.goto('/content/kundenservice');
    await expect(main(page).getByRole('button', { name: 'Rückruf anfordern' })).toHaveCount(0);
    await expect(main(page).getByText('Beliebte Kategorien')).toHaveCount(0);
  });

  test(
    'rich text: tables, table of contents with smooth scroll, inert javascript: links',
    { tag: '@any-screen' },
    async ({ page, allowConsole }) => {
      await page.goto('/content/agb');
      await waitForHydration(page);
      const table = main(page).getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveText(['Leistung', 'Preis']);
      await expect(table).toHaveAttribute('data-wide', '');
      const toc = main(page).getByRole('navigation', { name: 'Inhaltsverzeichnis' });
      await expect(toc.getByRole('link', { name: 'Zahlungsarten' })).toBeVisible();
      await toc.getByRole('link', { name: '§ 7 Gewährleistung' }).click();
      await expect(page).toHaveURL(/#7-gewaehrleistung$/);
      await expect(main(page).getByRole('heading', { name: '§ 7 Gewährleistung' })).toBeInViewport();

      allowConsole(MISCONFIGURED_WARNINGS);
      await page.goto('/content/kundenservice');
      await expect(main(page).getByText('Formular öffnen')).toBeVisible();
      await expect(main(page).getByRole('link', { name: 'Formular öffnen' })).toHaveCount(0);
      await expect(main(page).getByText('Alles zu Ihrer Lieferung').getByRole('link')).toHaveAttribute('href', '/content/lieferung');
    },
  );

  test('a content modal opens from its link text, hash-addressed, with its primary button', { tag: '@any-screen' }, async ({ page }) => {
    await page.goto('/content/lieferung');
    await waitForHydration(page);
    await main(page).getByRole('button', { name: 'Versandkosten im Überblick' }).click();
    const dialog = page.getByRole('dialog', { name: 'Versandkosten' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/#content-modal-shippingCost/);
    await expect(dialog.getByRole('link', { name: 'Alles zur Lieferung' })).toHaveAttribute('href', '/content/lieferung');
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(dialog).toBeHidden();
  });

  test('coupon codes in a legal hint are copied with a toast; Kopiert for 3.5 s', { tag: '@any-screen' }, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    await page.goto('/content/lieferung');
    await waitForHydration(page);
    await main(page).getByRole('button', { name: '*Aktionsbedingungen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aktionsbedingungen' });
    const coupon = dialog.getByTestId('coupon');
    await expect(coupon.getByText('APPVERSANDFREI')).toBeVisible();
    await coupon.getByRole('button', { name: 'Code VERSANDFREI kopieren' }).click();
    await expect(coupon.getByRole('button', { name: 'Kopiert' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('VERSANDFREI');
    await expect(page.getByText('Aktionscode kopiert')).toBeVisible();
    await expect(page.getByRole('status').locator('p').filter({ hasText: 'Aktionscode kopiert' })).toHaveText(
      /Codes können bei der Bezahlung eingelöst werden\.$/,
    );
    await page.clock.runFor(3500);
    await expect(coupon.getByRole('button', { name: 'Code VERSANDFREI kopieren' })).toBeVisible();
  });

  test('action buttons: chat loads its widget and maximises it, opt-out, print', { tag: '@any-screen' }, async ({ page, allowConsole }) => {
    allowConsole(MISCONFIGURED_WARNINGS);
    await page.goto('/content/faqs');
    await waitForHydration(page);
    await main(page).getByRole('button', { name: 'Chat starten' }).click();
    const widget = page.getByRole('dialog', { name: 'Live-Chat' });
    await expect(widget).toHaveAttribute('data-state', 'maximised');
    await expect(main(page).locator('[data-chat-state]')).toHaveAttribute('data-chat-state', 'maximised');
    expect(await page.locator('script[src^="/mock/chat/widget.js"]').count()).toBe(1);

    await page.goto('/content/datenschutzhinweise');
    await waitForHydration(page);
    await main(page).getByRole('button', { name: 'Tracking deaktivieren' }).click();
    await expect(main(page).locator('[data-result="success"]')).toHaveText(
      'Sie haben dem Tracking durch google-analytics erfolgreich widersprochen.',
    );
    await page.reload();
    await waitForHydration(page);
    await main(page).getByRole('button', { name: 'Tracking deaktivieren' }).click();
    await expect(main(page).locator('[data-result="alreadyExists"]')).toHaveText(
      'Ihr Widerspruch gegen das Tracking durch google-analytics liegt bereits vor.',
    );

    await page.goto('/content/agb');
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void (window as unknown as { printed: number }).printed++;
    });
    await main(page).getByRole('button', { name: 'AGB drucken' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  });
});

test.describe('inspiration and outfit pages', () => {
  test(
    'inspiration items with their images; a promotion link carries pin and, on click, promotionId',
    { tag: '@any-screen' },
    async ({ page, allowConsole }) => {
      allowConsole(MISCONFIGURED_WARNINGS);
      await page.goto('/inspiration/wohnen-im-herbst');
      await waitForHydration(page);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Gemütlich durch die kalte Jahreszeit');
      await expect(page.getByRole('link', { name: 'Inspirationstext überspringen' })).toHaveAttribute('href', '#skip-inspirationText');
      const items = main(page).getByTestId('inspiration-item');
      await expect(items).toHaveCount(3);
      // The item's own images; its recommendation carousel (shop products) comes on top.
      const ownImages = (n: number) => items.nth(n).getByRole('img').and(page.locator(':not([data-reco-place] *)'));
      await expect(ownImages(0)).toHaveCount(3);
      await expect(ownImages(1)).toHaveCount(2);
      await expect(ownImages(2)).toHaveCount(4);
      // The page's first image is its largest paint: loaded at once, with high priority; the rest lazily.
      await expect(ownImages(0).first()).toHaveAttribute('fetchpriority', 'high');
      await expect(ownImages(0).first()).toHaveAttribute('loading', 'eager');
      await expect(main(page).locator('img[loading="eager"]')).toHaveCount(1);
      await expect(items.nth(0).locator('[data-reco-place] [data-reco-output]').first()).toBeVisible();
      // The carousel inside an inspiration item has no wishlist heart.
      await expect(items.nth(0).locator('[data-reco-place] article').first()).toBeVisible();
      await expect(
        items
          .nth(0)
          .locator('[data-reco-place]')
          .getByRole('button', { name: /^(Merken|Gemerkt)$/ }),
      ).toHaveCount(0);
      // A promotion without an image shows its automated product's.
      const response = await page.request.post('/graphql', {
        data: {
          query:
            'query { automatedProductById(input: { id: "P100588", locale: "de-DE" }, imagesInput: { count: 1 }) { productById { images { hash } } } }',
        },
      });
      const { data } = (await response.json()) as { data: { automatedProductById: { productById: { images: Array<{ hash: string }> } } } };
      const lamps = main(page).locator('a[data-promotion-id="PROMO-2026-44-LAMPEN"]');
      await expect(lamps.getByTestId('category-image')).toHaveAttribute(
        'src',
        productImageUrl(data.automatedProductById.productById.images[0]!.hash, 640),
      );
      await expect(lamps).toHaveAttribute('href', '/wohnen/lampen-leuchten?pin=P100588');
      const promotion = main(page).locator('a[data-promotion-id="PROMO-2026-44-WOHNEN"]');
      await expect(promotion).toHaveAttribute('href', '/wohnen/heimtextilien/teppiche?pin=P100517');
      await promotion.click();
      await expect(page).toHaveURL(/\/wohnen\/heimtextilien\/teppiche\?pin=P100517&promotionId=PROMO-2026-44-WOHNEN$/);
    },
  );

  test(
    "outfit items, category tiles in six columns; a tile known only by category id gets its link and its first product's image (stored sort) from the shop",
    { tag: '@any-screen' },
    async ({ page, allowConsole }) => {
      allowConsole(MISCONFIGURED_WARNINGS);
      await page.addInitScript(() => localStorage.setItem('listingSort', 'priceAsc'));
      await page.goto('/outfit/business-casual');
      await expect(main(page).getByTestId('outfit-item')).toHaveCount(2);
      await expect(main(page).getByRole('heading', { name: 'Der moderne Business-Look' })).toBeVisible();
      const layout = main(page).getByTestId('content-layout');
      await expect(layout).toHaveCount(1);
      await expect(layout).toHaveAttribute('data-columns', '6');
      await expect(layout.getByTestId('category-tile')).toHaveCount(6);
      const lamps = layout.getByTestId('category-tile').filter({ hasText: 'Lampen & Leuchten' });
      const response = await page.request.post('/graphql', {
        data: {
          query:
            'query ($input: CategoryInput!) { productByCategory(input: $input, locale: "de-DE", sort: priceAsc) { category { products(limit: 1) { images(count: 1) { hash } } } } }',
          variables: { input: { id: '50400', locale: 'de-DE' } },
        },
      });
      const { data } = (await response.json()) as {
        data: { productByCategory: { category: { products: Array<{ images: Array<{ hash: string }> }> } } };
      };
      const hash = data.productByCategory.category.products[0]!.images[0]!.hash;
      await expect(lamps.getByTestId('category-image')).toHaveAttribute('src', productImageUrl(hash, 640));
      // Its image link names only the category id: the shop's categoryById gives the link.
      await expect(lamps).toHaveAttribute('href', '/wohnen/lampen-leuchten');
      await settle(page);
    },
  );
});

test.describe('homepage', () => {
  test(
    'is assembled from its content entry, its first image the eager lead, then the top sellers',
    { tag: '@any-screen' },
    async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
      });
      const html = await (await page.goto('/'))!.text();
      const home = page.getByTestId('home-content');
      await expect(home.getByRole('heading', { level: 1 })).toHaveText('Willkommen in unserem Shop!');
      await expect(home.getByRole('complementary', { name: 'Nur bis 15.11.: 15 % auf Strick & Wohntextilien' })).toBeVisible();
      const lead = home.getByRole('img', { name: 'Zwei Frauen in Strickpullovern auf einem Feldweg' });
      await expect(lead).toHaveAttribute('loading', 'eager');
      await expect(lead).toHaveAttribute('fetchpriority', 'high');
      await expect(home.getByRole('heading', { name: 'Unsere Highlights im November' })).toBeVisible();
      await expect(home.getByRole('heading', { name: 'Beliebte Kategorien' })).toBeAttached();
      await expect(home.locator('a[href^="/damen-mode/kleider"]').first()).toBeAttached();
      await expect(home.locator('img[loading="eager"]')).toHaveCount(1);
      await expect(page.getByRole('heading', { name: 'Beliebte Artikel' })).toBeVisible();
      await waitForHydration(page);

      // The items below the first screen hydrate from their own chunks, loaded after the HTML's.
      const preloaded = scriptUrls(html);
      expect(requested.filter((url) => !preloaded.includes(url)).length).toBeGreaterThan(0);
      // A price eyecatcher among the category tiles shows the live price once its item has hydrated.
      await expect(home.locator('[data-testid="eyecatcher-price"][data-design="TRANSPARENT_LIGHT"]')).toContainText('€');
    },
  );

  test("draws the coupon's QR code once the coupon comes near the screen, in the square kept for it", async ({ page }) => {
    // When each script that draws QR codes (its text has the path of one dark module) was asked for.
    let phase = 'before scrolling';
    const encoderRequested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() !== 'script') return;
      const at = phase;
      // A body still being read when the test ends is read no further (Playwright rejects it then).
      void request
        .response()
        .then((response) => response?.text())
        .then((text) => text?.includes('h1v1h-1z') && encoderRequested.push(at))
        .catch(() => undefined);
    });
    await page.goto('/');
    await waitForHydration(page);
    // The page's coupon box (the promotion's legal hint holds the same coupon in its dialog), far
    // below the first screen: it hydrates with its item's chunk, and draws no code there.
    const coupon = page.getByTestId('home-content').getByTestId('coupon').first();
    await expect.poll(() => coupon.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))).toBe(true);
    await settle(page);
    const qrCode = coupon.getByRole('img', { name: 'QR-Code für den Code HERBST15' });
    await expect(qrCode).toHaveCount(0);
    const height = (await coupon.boundingBox())!.height;
    phase = 'after scrolling';
    await coupon.scrollIntoViewIfNeeded();
    await expect(qrCode).toBeVisible();
    // The encoder's body may still be on its way to the test when the code is drawn.
    await expect.poll(() => encoderRequested).toEqual(['after scrolling']);
    expect((await coupon.boundingBox())!.height).toBe(height);
  });
});

test.describe('preview', () => {
  test(
    'the preview secret shows drafts with a banner; draft-exit returns to the published page',
    { tag: '@any-screen' },
    async ({ page, context, baseURL }) => {
      const wrong = await page.request.get('/api/draft?secret=falsch&slug=/content/faqs', { maxRedirects: 0 });
      expect(wrong.status()).toBe(401);
      const entered = await page.goto(`/api/draft?secret=mock-preview-secret&slug=/content/${CONTENT_KNOWN.changedPage.slug}`);
      expect(entered?.headers()['cache-control']).toBe('private, no-store');
      await expect(page).toHaveURL(/\/content\/faqs$/);
      await expect(page.getByTestId('preview-banner')).toBeVisible();
      await expect(main(page).getByText(CONTENT_KNOWN.changedPage.draftIntro)).toBeVisible();
      // Anchors keep clear of the banner: 115 px more on phones, 70 px from tablets on.
      const extra = page.viewportSize()!.width >= 768 ? 70 : 115;
      expect(
        await page
          .locator('#content-main [id]')
          .first()
          .evaluate((element) => getComputedStyle(element).scrollMarginTop),
      ).toBe(`${80 + extra}px`);
      await expect(main(page).getByText(CONTENT_KNOWN.changedPage.draftQuestion)).toHaveCount(1);
      const cookie = (await context.cookies(baseURL)).find((c) => c.name === 'shop_preview');
      expect(cookie?.httpOnly).toBe(true);

      const draft = await page.goto(`/content/${CONTENT_KNOWN.draftPage}`);
      expect(draft?.status()).toBe(200);
      await expect(main(page).getByText(CONTENT_KNOWN.draftCoupon.code)).toBeVisible();
      await expect(main(page).getByRole('img', { name: `QR-Code für den Code ${CONTENT_KNOWN.draftCoupon.code}` })).toBeVisible();
      // A coupon box is at most 500 px wide, however wide the page.
      expect((await main(page).getByTestId('coupon').boundingBox())!.width).toBeLessThanOrEqual(500);
      // Every page of the session shows the banner; an editor sets the campaign trigger from it.
      await page.goto('/damen-mode/kleider');
      await expect(page.getByTestId('preview-banner')).toBeVisible();
      await page.getByRole('textbox', { name: 'Kampagnen-Trigger' }).fill('123');
      await page.getByRole('button', { name: 'Trigger setzen' }).click();
      await expect(page).toHaveURL(/\/damen-mode\/kleider\?selectedTrigger=123$/);
      await expect(page.getByTestId('preview-trigger')).toHaveText('Kampagne 123 aktiv');

      // Content the browser loads itself (a content modal) is the draft too, through the shop's
      // proxy: the preview token never reaches the browser.
      const previewHtml = await (await page.goto(`/content/faqs?preview=1&selectedTrigger=faq#${OVERLAY_IDS.shippingCost}`))!.text();
      expect(previewHtml).not.toContain('mock-preview-token');
      const shipping = page.getByRole('dialog', { name: 'Versandkosten' });
      await expect(shipping.getByText(CONTENT_KNOWN.changedModal.draftText)).toBeVisible();
      await shipping.getByRole('button', { name: 'Schließen' }).click();
      await page.getByRole('link', { name: 'Vorschau beenden' }).click();
      await expect(page).toHaveURL(/\/content\/faqs$/);
      await expect(page.getByTestId('preview-banner')).toHaveCount(0);
      await expect(main(page).getByText(CONTENT_KNOWN.changedPage.draftQuestion)).toHaveCount(0);
      // A hash set before the router's first render has finished is undone by it (it writes the URL
      // it started with): the modal is opened on the hydrated page, as a shopper's button would.
      await waitForHydration(page);
      await page.goto(`/content/faqs#${OVERLAY_IDS.shippingCost}`);
      await expect(shipping.getByText(/Versandkosten-Flatrate/).first()).toBeVisible();
      await expect(shipping.getByText(CONTENT_KNOWN.changedModal.draftText)).toHaveCount(0);
      // Outside a preview session the proxy answers nothing.
      expect((await page.request.get('/api/content-preview')).status()).toBe(403);
    },
  );
});
