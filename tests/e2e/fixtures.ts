import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page, type TestInfo } from '@playwright/test';

export { expect };

interface ShopFixtures {
  /** Console messages that a test expects (e.g. the browser's note about a 404 document). */
  allowConsole: (pattern: RegExp) => void;
  /** GraphQL operation names the browser requested, in order. */
  graphqlRequests: string[];
  /** Switches mock fault scenarios on for this test's visitor only (cookie mock_faults). */
  setFaults: (spec: string) => Promise<void>;
}

const SLOW_HOOK = /^\[vike\]\[Warning\] The \w+\(\) hook .* is slow: it's taking more than \d+ seconds/;

// Third-party frames (a parcel-shop finder …) cannot load here: their error page has no origin, so
// the browser notes that the frame resizer's set-up message was not delivered to it.
const UNREACHABLE_FRAME =
  /^Failed to execute 'postMessage' on 'DOMWindow': The target origin provided \('[^']+'\) does not match the recipient window's origin \('null'\)\.$/;

/**
 * Every test fails on a console error or warning it did not expect (hydration mismatches, CSP
 * violations, uncaught errors), and every page it visited is checked with axe at the end.
 */
export const test = base.extend<ShopFixtures>({
  allowConsole: [
    async ({}, use, testInfo) => {
      const allowed: RegExp[] = [];
      (testInfo as unknown as { allowed: RegExp[] }).allowed = allowed;
      await use((pattern) => allowed.push(pattern));
    },
    { scope: 'test' },
  ],
  graphqlRequests: async ({ page }, use) => {
    const names: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!isApiCall(url)) return;
      const name = url.searchParams.get('operationName') ?? (request.postDataJSON() as { operationName?: string } | null)?.operationName;
      if (name) names.push(name);
    });
    await use(names);
  },
  setFaults: async ({ context, baseURL }, use) => {
    await use(async (spec) => {
      await context.addCookies([{ name: 'mock_faults', value: encodeURIComponent(spec), url: baseURL ?? 'http://localhost' }]);
    });
  },
  // A visitor who has decided on cookies already; the consent tests start without this cookie.
  context: async ({ context, baseURL }, use) => {
    await context.addCookies([{ name: 'consent', value: 'C0001:1,C0002:1,C0003:1,C0004:1,C0005:1', url: baseURL ?? 'http://localhost' }]);
    await use(context);
  },
  page: async ({ page, allowConsole: _ }, use, testInfo) => {
    const allowed = (testInfo as unknown as { allowed: RegExp[] }).allowed;
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() !== 'error' && msg.type() !== 'warning') return;
      if (allowed.some((pattern) => pattern.test(msg.text()))) return;
      // Vike's note that a hook took seconds says how busy the machine is, not what the page does.
      if (SLOW_HOOK.test(msg.text()) || UNREACHABLE_FRAME.test(msg.text())) return;
      problems.push(`${msg.type()}: ${msg.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await use(page);
    // Whatever state a test ends in is checked with axe too, once per kind of state in a run:
    // axe is the largest part of a test's time, and twenty tests ending on the same product page
    // with nothing open would check the same markup twenty times.
    if (page.url().startsWith('http') && firstOfItsKind(testInfo, await pageStateKey(page))) await expectNoAxeViolations(page);
    expect(problems, 'console errors, warnings or CSP violations').toEqual([]);
  },
});

/**
 * Whether no test of this run (in any worker) has claimed this kind of state in its project yet;
 * claims it. A claim is a file in the run's output folder, which Playwright empties at the start
 * of every run; creating it fails when it exists, so one worker wins.
 */
function firstOfItsKind(testInfo: TestInfo, key: string) {
  const folder = join(testInfo.project.outputDir, '.axe-checked');
  mkdirSync(folder, { recursive: true });
  const name = createHash('sha1').update(`${testInfo.project.name} ${key}`).digest('hex');
  try {
    writeFileSync(join(folder, name), key, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

// Parameters that are only reported or turned into cookies; the page's markup is the same without them.
const TRACKING_PARAMETERS = ['searchOrigin', 'searchTerm', 'suggestion', 'suggestionType', 'promotionId', 'epid'];

/** What makes two end states the same for axe: path, parameter names, overlays, open dialogs and details. */
async function pageStateKey(page: Page): Promise<string> {
  return page.evaluate((tracking) => {
    const params = [...new URLSearchParams(location.search).keys()]
      .filter((name) => !tracking.includes(name))
      .sort()
      .join(',');
    const open = document.querySelectorAll('dialog[open], [role="dialog"], details[open], [aria-expanded="true"]').length;
    return `${location.pathname}?${params}${location.hash} open:${open}`;
  }, TRACKING_PARAMETERS);
}

/**
 * Runs axe on the current page state; WCAG 2.2 A and AA rules. In one run over the page itself
 * (legacy mode: the default opens a blank page to put the frames' results together, which doubles
 * the time on a listing). The shop's own markup is checked, its frames' elements among it (their
 * titles); what a frame shows is another site's page (a parcel-shop finder, a login provider),
 * which axe cannot enter anyway: its message to such a frame only makes the browser warn.
 */
export async function expectNoAxeViolations(page: Page) {
  // What is away from the screen waits to be laid out (content-visibility: auto) and stands in with
  // an estimated height, so axe would measure boxes nobody sees (a tile's colours reaching into the
  // next tile): everything is laid out as it is when the shopper scrolls to it. A style sheet of
  // the page's own (CSSOM, which the shop's CSP allows), so what renders while axe runs (the end
  // of a navigation on a busy machine) is laid out too; taken away afterwards.
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('* { content-visibility: visible !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    (window as unknown as { axeLayout?: CSSStyleSheet }).axeLayout = sheet;
  });
  // The options first: they replace what the builder set before (the tags among it). Every rule
  // runs, but only the violations are gathered in full: a selector for each node that passed
  // (thousands on a listing) was half of axe's time, and nothing reads them.
  const results = await new AxeBuilder({ page })
    .options({ iframes: false, resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(true)
    .analyze();
  await page.evaluate(() => {
    const sheet = (window as unknown as { axeLayout?: CSSStyleSheet }).axeLayout;
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((own) => own !== sheet);
  });
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, 'axe violations').toEqual([]);
}

/** Waits until the page has hydrated (client-only header data has arrived). */
export async function waitForHydration(page: Page) {
  await expect(page.getByRole('link', { name: /^Warenkorb, \d+ Artikel$/ })).toBeVisible();
}

/**
 * Scrolls a product tile into view, as a shopper does, and waits until it has hydrated (its heart
 * works then): the tiles further down a page hydrate when they come near the screen
 * (src/ui/lazy/HydrateWhenVisible.tsx), and quick buy and the heart come with hydration.
 */
export async function scrollToTile(tile: Locator) {
  await tile.scrollIntoViewIfNeeded();
  await expect(tile.locator('[data-wishlist-state]:not([data-wishlist-state="loading"])')).toBeAttached();
}

/**
 * Scrolls a recommendation place onto the screen, as a shopper does: its answer is asked for when
 * the page is idle, and its carousels are built when it comes near the screen.
 */
export async function scrollToRecommendations(page: Page, place = 'productDetailPage') {
  const selector = `[data-reco-place="${place}"]`;
  await expect(page.locator(selector)).toBeAttached();
  // In one step in the page: the place's markup is replaced when its code arrives, and a locator
  // that found the server's element would then hold a detached one.
  await page.evaluate((found) => document.querySelector(found)?.scrollIntoView({ block: 'center' }), selector);
}

/**
 * Lets the page finish what it was doing: pending tasks, then two rendering frames (scroll
 * events, observers and React commits come before them). For checks that something did NOT
 * happen, in place of a wall-clock wait.
 *
 * The frames come from the browser's compositor, not from the page: while it renders none for the
 * page (a page the browser treats as hidden, a compositor stalled on a starved machine) a frame
 * callback never runs, though the page's tasks and the test's calls into it go on. So the page
 * only notes when its two frames have passed, and the test waits for that note as for any other
 * state: a page without frames fails here within the assertion time limit, saying so, instead of
 * holding the test until its own limit.
 */
export async function settle(page: Page) {
  const mark = await page.evaluate(() => {
    const marks = ((window as unknown as { framesRendered?: boolean[] }).framesRendered ??= []);
    const mark = marks.push(false) - 1;
    setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => (marks[mark] = true))), 0);
    return mark;
  });
  await expect
    .poll(() => page.evaluate((m) => (window as unknown as { framesRendered?: boolean[] }).framesRendered?.[m] === true, mark), {
      message: 'the browser rendered two frames of the page (it renders none for a hidden page or while its compositor is stalled)',
      intervals: [20, 50, 100, 250, 500],
    })
    .toBe(true);
}

/** The visitor's requests as the mock server recorded them. */
export async function mockRequests(page: Page): Promise<Array<{ operationName: string; status: number; code?: string }>> {
  const response = await page.request.get('/mock/requests');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Array<{ operationName: string; status: number; code?: string }>;
}

/** A GraphQL call: to the APIs (/graphql, /content/graphql), or a personalised one to the shop's own /api/shop. */
export function isApiCall(url: URL): boolean {
  return url.pathname.endsWith('/graphql') || url.pathname === '/api/shop';
}
