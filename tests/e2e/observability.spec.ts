import type { Page, Request } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';

// Real-user reports: the page load's web vitals go to the shop's beacon endpoint when the page is
// hidden, with the visitor's consent to statistics; nothing names the visitor. A beacon sent while
// a page unloads escapes Playwright, so the tests hide the page instead of leaving it.

/** What the browser does when the shopper switches tabs: the page becomes hidden. */
async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}
test.describe('real-user reports', () => {
  const beacons = (page: Page) => {
    const sent: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/_beacon') sent.push(request);
    });
    return sent;
  };

  test('sends the web vitals of a listing by beacon when the page is hidden', { tag: '@any-screen' }, async ({ page, context, baseURL }) => {
    // A visitor who agreed to statistics (and so sees no consent dialog over the page).
    await context.addCookies([{ name: 'consent', value: 'C0001:1,C0002:1,C0003:1,C0004:1,C0005:1', url: baseURL! }]);
    const sent = beacons(page);
    await page.goto('/damen-mode');
    await waitForHydration(page);
    // The reports load when the browser is idle; their scripts have come when the network rests.
    await page.waitForLoadState('networkidle');
    await page.getByRole('heading', { level: 1 }).click();
    // The largest paint the browser itself recorded before the page is hidden (a loaded machine's
    // browser may record none for a page it painted while starting up): the beacon reports it when
    // there is one.
    const browserLcp = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const observer = new PerformanceObserver((list) => resolve(list.getEntries().length > 0));
          observer.observe({ type: 'largest-contentful-paint', buffered: true });
          requestAnimationFrame(() => setTimeout(() => resolve(false), 0));
        }),
    );
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/_beacon');
    await hide(page);
    expect((await answered).status()).toBe(204);
    expect(sent).toHaveLength(1);
    const body = JSON.parse(sent[0]!.postData() ?? '{}') as { page: string; vitals: { name: string; value: number }[] };
    expect(Object.keys(body).sort()).toEqual(['page', 'vitals']);
    expect(body.page).toBe('productListingPage');
    const names = body.vitals.map((vital) => vital.name);
    expect(names).toEqual(expect.arrayContaining(browserLcp ? ['LCP', 'TTFB', 'CLS'] : ['TTFB', 'CLS']));
    for (const name of names) expect(['LCP', 'INP', 'CLS', 'TTFB']).toContain(name);
    for (const vital of body.vitals) expect(vital.value).toBeGreaterThanOrEqual(0);
  });

  test('sends nothing without consent to statistics', { tag: '@any-screen' }, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'consent', value: 'C0001:1,C0002:0,C0003:1,C0004:1,C0005:1', url: baseURL! }]);
    const sent = beacons(page);
    await page.goto('/damen-mode');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await hide(page);
    await page.waitForTimeout(500);
    expect(sent).toHaveLength(0);
  });
});
