import type { Page } from '@playwright/test';
import { HOSTILE_TARGETS } from '../../src/shop/page/redirectTarget.fixtures.ts';
import { expect, test } from './fixtures.ts';

// The unauthorized page forwards at once. For every hostile target the browser stays on the shop:
// no navigation and no request ever reaches another origin.

/** Records every main-frame URL and every request that leaves the shop; foreign hosts are cut off. */
async function watchOrigins(page: Page, shopOrigin: string) {
  const visited: string[] = [];
  const foreign: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  await page.route(
    (url) => url.origin !== shopOrigin,
    (route) => {
      foreign.push(route.request().url());
      return route.abort();
    },
  );
  return { visited, foreign };
}

/** Every sixth target is followed for real; the others are read as the browser would read them. */
const FOLLOWED = HOSTILE_TARGETS.filter((_, n) => n % 6 === 0);

test.describe('unauthorized page redirect', () => {
  test('never leaves the shop for hostile targets', async ({ page, baseURL, allowConsole }) => {
    test.setTimeout(90_000);
    // Encoded slashes and the like stay shop paths that do not exist.
    allowConsole(/Failed to load resource: the server responded with a status of 404/);
    const origin = new URL(baseURL ?? '').origin;
    const { visited, foreign } = await watchOrigins(page, origin);
    for (const target of FOLLOWED) {
      await page.goto(`/unauthorized?target=${encodeURIComponent(target)}`);
      await page.waitForURL((url) => url.pathname !== '/unauthorized', { waitUntil: 'domcontentloaded' });
      expect(new URL(page.url()).origin, JSON.stringify(target)).toBe(origin);
    }
    expect(visited.filter((url) => new URL(url).origin !== origin)).toEqual([]);
    expect(foreign).toEqual([]);
    // Every target: the server's checked target (the page's "Seite öffnen", which the redirect
    // opens), resolved by this browser's own URL parser against the shop's page.
    const checked: string[] = [];
    for (const target of HOSTILE_TARGETS) {
      const html = await (await page.request.get(`/unauthorized?target=${encodeURIComponent(target)}`)).text();
      const href = /<a href="([^"]*)"[^>]*>Seite öffnen<\/a>/.exec(html)?.[1];
      expect(href, JSON.stringify(target)).toBeDefined();
      checked.push(href!.replaceAll('&amp;', '&'));
    }
    const origins = await page.evaluate((hrefs) => hrefs.map((href) => new URL(href, location.href).origin), checked);
    expect(origins.filter((o) => o !== origin)).toEqual([]);
  });

  test('follows a good target inside the shop', async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;
    const { foreign } = await watchOrigins(page, origin);
    await page.goto(`/unauthorized?target=${encodeURIComponent('/search?q=kleid')}`);
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'kleid');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(foreign).toEqual([]);
  });

  test('follows an allowed partner host', async ({ page }) => {
    await page.route('https://login.hansebrueck.de/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="de"><head><title>Anmeldung</title></head><body><main><h1>Anmeldung</h1></main></body></html>',
      }),
    );
    await page.goto(`/unauthorized?target=${encodeURIComponent('https://login.hansebrueck.de/auth?x=1')}`);
    await page.waitForURL('https://login.hansebrueck.de/auth?x=1');
  });
});

test.describe('unauthorized page before its script runs', () => {
  test('offers "Seite öffnen" to the checked target only', async ({ page, allowConsole }) => {
    // Without the client scripts the page cannot forward itself: only the button is left.
    allowConsole(/Failed to load resource: net::ERR_FAILED/);
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(`/unauthorized?target=${encodeURIComponent('/\t/evil.example')}`);
    await expect(page.getByRole('heading', { name: 'Sie werden weitergeleitet...' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Seite öffnen' })).toHaveAttribute('href', '/');
    await page.goto(`/unauthorized?target=${encodeURIComponent('/search?q=kleid')}`);
    const open = page.getByRole('link', { name: 'Seite öffnen' });
    await expect(open).toHaveAttribute('href', '/search?q=kleid');
    await open.click();
    await page.waitForURL((url) => url.pathname === '/search');
  });
});
