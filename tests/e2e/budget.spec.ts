import { BUDGET_PATHS, clientJsOf, JS_BUDGET_KIB, scriptUrls, type BudgetedPage } from '../bench/clientJs.ts';
import { COMPILE_HINT, COMPILE_HINT_MIN_BYTES } from '../../src/build/compileHints.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

// The JS a page type makes a phone download before it can be used stays within its budget.
test.describe('client JS budget', () => {
  for (const [page, path] of Object.entries(BUDGET_PATHS) as Array<[BudgetedPage, string]>) {
    test(`${page} page loads at most ${JS_BUDGET_KIB[page]} KiB of JS (gzip)`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const js = clientJsOf(html);
      expect(js.files).toBeGreaterThan(0);
      expect(js.gzip / 1024, `${page}: ${(js.gzip / 1024).toFixed(1)} KiB in ${js.files} files`).toBeLessThanOrEqual(JS_BUDGET_KIB[page]);
    });
  }
});

// Chrome compiles a page's scripts while they stream in, off the main thread (src/build/compileHints.ts).
test('every larger script a page loads first asks to be compiled as it streams in', { tag: '@any-screen' }, async ({ request }) => {
  let hinted = 0;
  for (const path of Object.values(BUDGET_PATHS)) {
    const urls = scriptUrls(await (await request.get(path)).text());
    for (const url of urls) {
      const code = await (await request.get(url)).text();
      const large = code.length >= COMPILE_HINT_MIN_BYTES + COMPILE_HINT.length;
      expect(code.startsWith(COMPILE_HINT), `${path}: ${url}`).toBe(large);
      if (large) hinted++;
    }
  }
  // The framework, the frame and the page entries at least.
  expect(hinted).toBeGreaterThan(Object.keys(BUDGET_PATHS).length * 4);
});

// Query texts are no part of the scripts (the API knows the queries by hash); each is a file of its own.
test('the scripts carry no query text; the text of a query is a static file', { tag: '@any-screen' }, async ({ request }) => {
  const html = await (await request.get('/')).text();
  const scripts = await Promise.all(scriptUrls(html).map(async (url) => (await request.get(url)).text()));
  expect(scripts.join('\n')).not.toContain('query HeaderToolsQuery(');
  const frame = scripts.find((code) => code.includes('HeaderToolsQuery'));
  const id = frame?.match(/([0-9a-f]{64})\W+metadata\W+\{\}\W+name\W+HeaderToolsQuery/)?.[1];
  expect(id, 'the artifact keeps its hash').toBeDefined();
  const text = await request.get(`/assets/queries/${id}.graphql`);
  expect(text.ok()).toBe(true);
  expect(await text.text()).toMatch(/^query HeaderToolsQuery\(/);
});

// What the shopper sees first has the connection to itself: the scripts start after the load event.
test('the scripts load after the page has loaded, and then make it interactive', async ({ page }) => {
  await page.goto('/damen-mode/kleider');
  await waitForHydration(page);
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.name.endsWith('.js'));
    return {
      loaded: navigation!.loadEventStart,
      firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      scripts: scripts.length,
    };
  });
  expect(timing.scripts).toBeGreaterThan(0);
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.loaded);
});

// The shop prefetches a link's page on hover: no link gets an observer of its own for scrolling
// into view (Vike made one per link, 150 to 300 on a listing).
test('links prefetch their page on hover, without an observer per link', { tag: '@any-screen' }, async ({ page }) => {
  await page.addInitScript(() => {
    const observed: Element[] = [];
    (window as unknown as { observedLinks: Element[] }).observedLinks = observed;
    const observe = IntersectionObserver.prototype.observe;
    IntersectionObserver.prototype.observe = function (this: IntersectionObserver, target: Element) {
      if (target instanceof HTMLAnchorElement) observed.push(target);
      return observe.call(this, target);
    };
  });
  await page.goto('/damen-mode/kleider');
  await waitForHydration(page);
  const tile = page.locator('main a[href^="/p/"]').first();
  // Vike adds its link handlers once the browser is idle after hydration: hover until one prefetches.
  await expect
    .poll(async () => {
      await page.mouse.move(0, 0);
      await tile.hover();
      return page.locator('link[rel="modulepreload"][href*="pages_product"]').count();
    })
    .toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { observedLinks: Element[] }).observedLinks.length)).toBe(0);
});

// The first Intl number, date or collation service a page creates costs it 40–90 ms on the main
// thread (ICU loads the locale's data): the catalogue pages write their prices, stars and counts
// without (src/ui/numberFormats.ts). A plural rule is not watched: the catalogue's plurals
// ('1 Bewertung', '3 Bewertungen') choose theirs by Intl.PluralRules, whose first one costs
// 1.7–1.9 ms in this Chromium against 23–32 ms for the first NumberFormat.
test('the catalogue pages create no Intl format while they load and hydrate', { tag: '@any-screen' }, async ({ page }) => {
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as unknown as { intlMade: string[] }).intlMade = made;
    const watch = <T extends object>(owner: T, key: keyof T & string, name: string) => {
      const original = owner[key] as unknown as (...args: unknown[]) => unknown;
      owner[key] = new Proxy(original, {
        construct: (target, args) => (made.push(`${name} ${JSON.stringify(args)}`), Reflect.construct(target, args) as object),
        apply: (target, self, args) => (made.push(`${name} ${JSON.stringify(args)}`), Reflect.apply(target, self, args)),
      }) as T[keyof T & string];
    };
    for (const key of ['NumberFormat', 'DateTimeFormat', 'Collator'] as const) watch(Intl, key, `Intl.${key}`);
    watch(Number.prototype, 'toLocaleString', 'Number#toLocaleString');
    watch(Date.prototype, 'toLocaleDateString', 'Date#toLocaleDateString');
    watch(Date.prototype, 'toLocaleString', 'Date#toLocaleString');
    watch(String.prototype, 'localeCompare', 'String#localeCompare');
  });
  for (const path of [BUDGET_PATHS.home, BUDGET_PATHS.listing, BUDGET_PATHS.search, BUDGET_PATHS.product]) {
    await page.goto(path);
    await waitForHydration(page);
    // The tiles' hearts and the buy box follow hydration; prices and stars are drawn by then. Tiles
    // hydrate when they come near the screen: home's are below its content.
    await page.evaluate(() => document.querySelector('main article[data-product-id], main [data-wishlist-state]')?.scrollIntoView());
    await expect(page.locator('main [data-wishlist-state]:not([data-wishlist-state="loading"])').first()).toBeAttached();
    expect(await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade), path).toEqual([]);
  }
});
