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

  test(
    'sends the web vitals of a listing by beacon when the page is hidden',
    { tag: '@any-screen' },
    async ({ page, context, baseURL }) => {
      // A visitor who agreed to statistics (and so sees no consent dialog over the page).
      await context.addCookies([{ name: 'consent', value: 'C0001:1,C0002:1,C0003:1,C0004:1,C0005:1', url: baseURL! }]);
      const sent = beacons(page);
      await page.goto('/damen-mode');
      await waitForHydration(page);
      // The reports load when the browser is idle. A shopper's first click ends the largest paint
      // (web-vitals reports it then); clicked before web-vitals observes the page, the click would not.
      await page.waitForFunction(() => performance.getEntriesByName('shop:vitals-observed').length > 0);
      await page.getByRole('heading', { level: 1 }).click();
      // Whether the beacon must carry LCP, by the rule web-vitals applies: the browser recorded a
      // largest paint (a loaded machine's browser may record none for a page it painted while starting
      // up) before the page was first hidden (a browser under load may report the page hidden for a
      // moment while it starts; a paint after that does not count as the load's).
      const browserLcp = await page.evaluate(
        () =>
          new Promise<{ expected: boolean; paints: number[]; hidden: number[] }>((resolve) => {
            const answer = (entries: PerformanceEntryList) => {
              const hidden = performance
                .getEntriesByType('visibility-state')
                .filter((entry) => entry.name === 'hidden')
                .map((entry) => entry.startTime);
              const paints = entries.map((entry) => entry.startTime);
              const firstHidden = hidden.length > 0 ? Math.min(...hidden) : Infinity;
              resolve({ expected: paints.some((time) => time < firstHidden), paints, hidden });
            };
            const observer = new PerformanceObserver((list) => answer(list.getEntries()));
            observer.observe({ type: 'largest-contentful-paint', buffered: true });
            requestAnimationFrame(() => setTimeout(() => answer([]), 0));
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
      expect(names, JSON.stringify(browserLcp)).toEqual(
        expect.arrayContaining(browserLcp.expected ? ['LCP', 'TTFB', 'CLS'] : ['TTFB', 'CLS']),
      );
      for (const name of names) expect(['LCP', 'INP', 'CLS', 'TTFB']).toContain(name);
      for (const vital of body.vitals) expect(vital.value).toBeGreaterThanOrEqual(0);
    },
  );

  test('sends nothing without consent to statistics', { tag: '@any-screen' }, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'consent', value: 'C0001:1,C0002:0,C0003:1,C0004:1,C0005:1', url: baseURL! }]);
    // Counts the page's beacons as they are handed to the browser: the page sends its reports
    // while handling the hidden event, so the count is final when that event has been handled.
    await page.addInitScript(() => {
      const send = navigator.sendBeacon.bind(navigator);
      (window as unknown as { beaconsSent: number }).beaconsSent = 0;
      navigator.sendBeacon = (...args: Parameters<Navigator['sendBeacon']>) => {
        (window as unknown as { beaconsSent: number }).beaconsSent++;
        return send(...args);
      };
    });
    const sent = beacons(page);
    await page.goto('/damen-mode');
    await waitForHydration(page);
    await page.waitForFunction(() => performance.getEntriesByName('shop:vitals-observed').length > 0);
    await page.getByRole('heading', { level: 1 }).click();
    await hide(page);
    expect(await page.evaluate(() => (window as unknown as { beaconsSent: number }).beaconsSent)).toBe(0);
    expect(sent).toHaveLength(0);
  });
});
