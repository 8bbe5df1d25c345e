import type { Page } from '@playwright/test';
import { documentInPieces } from './documentInPieces.ts';
import { expect, isApiCall, test, waitForHydration } from './fixtures.ts';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/** The layout shifts the page has had since it loaded, summed (CLS without session windows). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) sum += (entry as PerformanceEntry & { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => resolve(sum));
      }),
  );

test.describe('consent', () => {
  test('an undecided visitor is asked; the choice is kept', { tag: '@any-screen' }, async ({ page, context }) => {
    await context.clearCookies({ name: 'consent' });
    await page.goto('/');
    const banner = page.getByRole('dialog', { name: 'Wir verwenden Cookies' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Einstellungen' }).click();
    await banner.getByRole('checkbox', { name: 'Marketing' }).check();
    await expect(banner.getByRole('checkbox', { name: 'Notwendig' })).toBeDisabled();
    await banner.getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect(banner).toHaveCount(0);
    const cookie = (await context.cookies()).find((c) => c.name === 'consent');
    expect(decodeURIComponent(cookie?.value ?? '')).toBe('C0001:1,C0002:0,C0003:0,C0004:1,C0005:0');
    // The shop's cookies are Secure (localhost over http is a secure context, so the browser keeps it).
    expect(cookie?.secure).toBe(true);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('dialog', { name: 'Wir verwenden Cookies' })).toHaveCount(0);
  });

  test('the banner comes with the page: a first visit sees it before the scripts run, a decided visitor never', async ({
    page,
    context,
    allowConsole,
  }) => {
    // The page's own scripts never arrive: what shows is the server's HTML and the head's inline script.
    allowConsole(/Failed to load resource: net::ERR_FAILED/);
    await page.route('**/assets/**/*.js', (route) => route.abort());
    const banner = page.getByRole('dialog', { name: 'Wir verwenden Cookies', includeHidden: true });
    await page.goto('/contact');
    await expect(banner).toHaveCount(1);
    await expect(banner).toBeHidden();
    await context.clearCookies({ name: 'consent' });
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Wir verwenden Cookies' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Alle akzeptieren' })).toBeDisabled();
  });

  test(
    'the banner is a dialog the keyboard reaches first; nothing behind it takes focus; focus returns to the page',
    { tag: '@any-screen' },
    async ({ page, context }) => {
      await context.clearCookies({ name: 'consent' });
      await page.goto('/p/P100010');
      const banner = page.getByRole('dialog', { name: 'Wir verwenden Cookies' });
      await expect(banner).toBeFocused();
      await expect(banner).toHaveAccessibleDescription(/Mit Ihrer Zustimmung nutzen wir Cookies/);
      // The page behind it is inert: Tab goes round the banner's controls (and the browser's own
      // controls, where the document's body holds focus) and never reaches an element behind it.
      const focused = () =>
        page.evaluate(() => {
          const active = document.activeElement;
          return !active || active === document.body ? 'browser' : active.closest('dialog[open]') ? 'banner' : 'page';
        });
      const stops: string[] = [];
      for (let i = 0; i < 10; i++) {
        await page.keyboard.press('Tab');
        stops.push(await focused());
      }
      expect(stops).not.toContain('page');
      expect(stops.filter((stop) => stop === 'banner').length).toBeGreaterThanOrEqual(8);
      // The settings move focus to the first choice they reveal, above the buttons.
      await banner.getByRole('button', { name: 'Einstellungen' }).focus();
      await page.keyboard.press('Enter');
      await expect(banner.getByRole('checkbox', { name: 'Leistung' })).toBeFocused();
      await page.keyboard.press('Space');
      await expect(banner.getByRole('checkbox', { name: 'Leistung' })).toBeChecked();
      // Escape does not dismiss it unanswered.
      await page.keyboard.press('Escape');
      await expect(banner).toBeVisible();
      await banner.getByRole('button', { name: 'Auswahl speichern' }).focus();
      await page.keyboard.press('Enter');
      await expect(banner).toHaveCount(0);
      // Focus lands on the page's heading, not on the document's body.
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
    },
  );

  test('the app decides on consent itself: no banner in the webview', { tag: '@any-screen' }, async ({ page, context }) => {
    await context.clearCookies({ name: 'consent' });
    await page.goto('/webview');
    await waitForHydration(page);
    await expect(page.getByRole('dialog', { name: 'Wir verwenden Cookies' })).toHaveCount(0);
  });
});

test.describe('consent from the app and for crawlers', { tag: '@any-screen' }, () => {
  /** The app keeps its own consent settings; the page reads them through the bridge. */
  async function appWithSettings(page: Page, settings: Record<string, boolean>) {
    await page.addInitScript((json) => {
      (window as unknown as { ShopApp: unknown }).ShopApp = {
        setValue: () => undefined,
        getValue: (key: string) => (key === 'settings' ? json : null),
      };
    }, JSON.stringify(settings));
  }

  /** Submits a search and returns the trackingConsent the search tracking was sent with, or null when none was sent. */
  async function searchTrackingConsent(page: Page): Promise<unknown> {
    const sent: unknown[] = [];
    page.on('request', (request) => {
      const body = request.method() === 'POST' && isApiCall(new URL(request.url())) ? request.postData() : null;
      if (body?.includes('SearchFieldTrackSearchMutation'))
        sent.push((JSON.parse(body) as { variables: { trackingConsent?: unknown } }).variables.trackingConsent);
    });
    const field = page.getByRole('combobox', { name: 'Suche' });
    if (!(await field.isVisible())) await page.getByRole('button', { name: 'Suche öffnen' }).click();
    await field.fill('kleid');
    const lookup = page.waitForRequest((request) => request.url().includes('operationName=SearchFieldLookupQuery'));
    await field.press('Enter');
    await lookup; // tracking is sent before the lookup
    await page.waitForURL(/searchTerm=kleid/);
    return sent.length ? sent[0] : null;
  }

  test('inside the app, the app settings decide on tracking, not the cookie', async ({ page, context, baseURL }) => {
    // The cookie says no to performance tracking; the app's settings say yes and win.
    await context.addCookies([{ name: 'consent', value: 'C0001:1,C0002:0,C0003:0,C0004:0,C0005:0', url: baseURL ?? 'http://localhost' }]);
    await appWithSettings(page, { trackingConsent: true, targetingConsent: false });
    await page.goto('/webview');
    await waitForHydration(page);
    expect(await searchTrackingConsent(page)).toBe(true);
  });

  test('an app that refuses tracking is followed', async ({ page }) => {
    await appWithSettings(page, { trackingConsent: false, targetingConsent: false });
    await page.goto('/webview');
    await waitForHydration(page);
    expect(await searchTrackingConsent(page)).toBeNull();
  });

  test.describe('a crawler', () => {
    test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

    test('is not asked for consent', async ({ page, context }) => {
      await context.clearCookies({ name: 'consent' });
      await page.goto('/');
      await waitForHydration(page);
      await expect(page.getByRole('dialog', { name: 'Wir verwenden Cookies' })).toHaveCount(0);
    });
  });
});

test.describe('a page whose bytes arrive slowly', () => {
  test.use({ userAgent: ANDROID });

  test('is first painted with its header and main content whole, so nothing moves when the rest arrives', async ({ page, baseURL }) => {
    // The first piece ends inside the header, right after the search button: the icons to its right,
    // the shop's promises and the page itself come later.
    const shop = await documentInPieces(
      baseURL!,
      (html) => html.indexOf('</button>', html.indexOf('aria-label="Suche öffnen"')) + '</button>'.length,
    );
    try {
      // Notes what the browser had parsed when it rendered its first frame with a body to show.
      await page.addInitScript(() => {
        const look = () => {
          if (!document.body) return void requestAnimationFrame(look);
          const main = document.getElementById('skip-main');
          (window as unknown as { firstFrame: object }).firstFrame = { mainParsed: Boolean(main?.nextElementSibling) };
        };
        requestAnimationFrame(look);
      });
      const loaded = page.goto(`${shop.url}/`);
      await shop.firstPieceSent;
      // The browser gets its chance to render the half page: it either renders a frame (what a
      // render held back until the main content is parsed never does) or has waited 1.5 s for it.
      await page.waitForFunction(() => 'firstFrame' in window || performance.now() > 1500, undefined, { polling: 50 });
      shop.sendRest();
      await loaded;
      await waitForHydration(page);
      expect(await page.evaluate(() => (window as unknown as { firstFrame: object }).firstFrame)).toEqual({ mainParsed: true });
      expect(await layoutShift(page)).toBe(0);
    } finally {
      // Off the page first: its late requests would otherwise find the server gone.
      await page.goto('about:blank');
      await shop.close();
    }
  });
});

test.describe('smart banner', () => {
  test.use({ userAgent: ANDROID });

  test('invites Android users to the app until dismissed', { tag: '@any-screen' }, async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const banner = page.getByRole('complementary', { name: 'App herunterladen' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: /Öffnen/ })).toHaveAttribute('rel', 'noopener noreferrer');
    await banner.getByRole('button', { name: 'App-Hinweis schließen' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('complementary', { name: 'App herunterladen' })).toHaveCount(0);
  });

  test('takes its place on the server, so nothing shifts when the page hydrates', async ({ page, context, baseURL }) => {
    const html = await (await page.request.get('/', { headers: { 'user-agent': ANDROID } })).text();
    expect(html).toContain('aria-label="App herunterladen"');
    await page.goto('/');
    await waitForHydration(page);
    expect(await layoutShift(page)).toBe(0);
    // Dismissed earlier: hidden before the first paint, removed after hydration, still no shift.
    await context.addCookies([{ name: 'smartbanner_consent', value: 'dismissed', url: baseURL! }]);
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('complementary', { name: 'App herunterladen' })).toHaveCount(0);
    expect(await layoutShift(page)).toBe(0);
  });

  test('shows in the basket too; anchors keep 52 px more clear of the header while it shows', async ({ page }) => {
    await page.goto('/basket');
    await expect(page.getByRole('complementary', { name: 'App herunterladen' })).toBeVisible();
    await page.goto('/content/faqs');
    await waitForHydration(page);
    const margin = () =>
      page
        .locator('#content-main [id]')
        .first()
        .evaluate((element) => getComputedStyle(element).scrollMarginTop);
    expect(await margin()).toBe(`${80 + 52}px`);
    await page.getByRole('button', { name: 'App-Hinweis schließen' }).click();
    await expect.poll(margin).toBe('80px');
  });

  test('is not shown on task pages nor in the webview', { tag: '@any-screen' }, async ({ page, allowConsole }) => {
    // Those pages are not built yet and answer 404; the frame and its rules apply all the same.
    allowConsole(/status of 404/);
    for (const path of ['/wishlist', '/directorderform', '/checkout', '/webview']) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('complementary', { name: 'App herunterladen' }), path).toHaveCount(0);
    }
  });
});

test.describe('shared elements', () => {
  test('the USP banner names the shop promises', { tag: '@any-screen' }, async ({ page }) => {
    await page.goto('/');
    const usps = page.getByRole('list', { name: 'Unsere Vorteile' });
    await expect(usps).toContainText('Sicher einkaufen');
    await expect(usps).toContainText('Kauf auf Rechnung');
    await expect(usps).toContainText('Kostenloser Rückversand');
  });

  test('the skip link moves focus to the main content', { tag: '@any-screen' }, async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Zum Hauptinhalt springen' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test("a skip link to a target taller than the screen centres the target's heading and shows the focus", async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const main = page.locator('main');
    expect((await main.boundingBox())!.height).toBeGreaterThan(page.viewportSize()!.height);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(main).toBeFocused();
    await expect(main).not.toHaveCSS('outline-style', 'none');
    const heading = main.getByRole('heading', { level: 1 });
    await expect(heading).toBeInViewport();
    // The heading in the middle of the screen (within a line), not 3800 px further down the
    // target, unless it is too near the top of the page to be scrolled there.
    const box = (await heading.boundingBox())!;
    const middle = page.viewportSize()!.height / 2;
    const scrollY = await page.evaluate(() => window.scrollY);
    if (scrollY > 0) expect(Math.abs(box.y + box.height / 2 - middle)).toBeLessThan(30);
    else expect(box.y + box.height / 2).toBeLessThanOrEqual(middle + 30);
  });

  test('the scroll-up button appears after a screen of scrolling and goes back up', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Nach oben' })).toHaveCount(0);
    await page.mouse.wheel(0, 3000);
    await page.getByRole('button', { name: 'Nach oben' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test(
    "after a client-side navigation focus is on the new page's heading, which names the page",
    { tag: '@any-screen' },
    async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      const link = page.locator('article:not([data-outsold]) a[href^="/p/"]').first();
      const name = (await link.locator('h3').textContent()) ?? '';
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('[data-page-type]')).toHaveAttribute('data-page-type', 'productDetailPage');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeFocused();
      await expect(heading).toHaveText(name);
      // The heading is no stop of its own on the way back.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Shift+Tab');
      await expect(heading).not.toBeFocused();
      // Also when a link in the header leads to a page of the frame.
      await page
        .getByRole('link', { name: /^Warenkorb, \d+ Artikel$/ })
        .first()
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    },
  );
});

test.describe('unauthorized page', { tag: '@any-screen' }, () => {
  test('says it redirects, offers the link, and goes to the target', async ({ page, request }) => {
    const html = await (await request.get('/unauthorized?target=%2Fp%2FP100010')).text();
    expect(html).toContain('Sie werden weitergeleitet...');
    expect(html).toMatch(/<a href="\/p\/P100010"[^>]*>Seite öffnen<\/a>/);
    await page.goto('/unauthorized?target=%2Fp%2FP100010');
    await expect(page).toHaveURL(/\/p\/P100010$/);
  });

  test('never sends visitors to foreign hosts', async ({ request }) => {
    const html = await (await request.get('/unauthorized?target=https%3A%2F%2Fevil.example%2F')).text();
    expect(html).toMatch(/<a href="\/"[^>]*>Seite öffnen<\/a>/);
  });
});

test.describe('app bridge', { tag: '@any-screen' }, () => {
  test('the webview tells the app who is logged in', async ({ page }) => {
    await page.addInitScript(() => {
      const sent: Array<[string, string]> = [];
      (window as unknown as { ShopApp: unknown; sent: unknown }).sent = sent;
      (window as unknown as { ShopApp: unknown }).ShopApp = { setValue: (key: string, value: string) => sent.push([key, value]) };
    });
    await page.goto('/webview');
    await waitForHydration(page);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sent: Array<[string, string]> }).sent))
      .toContainEqual(['userInfo', JSON.stringify({ loggedIn: false, customerNumber: null })]);
  });
});
