// `node tests/bench/inp.ts` (part of `npm run bench`): how long the shopper's main interactions
// take to answer on a phone (Pixel 7 screen and touch, the CPU slowed down 4 times), against the
// production build with the embedded mock. Each interaction's duration is the Event Timing API's:
// from the input to the next paint after its handlers, the longest event of the interaction (what
// INP takes); the browser reports events of 16 ms and more only, so a faster one reads 0. Each
// interaction is repeated INP_RUNS times on a freshly loaded page; prints interaction, median and
// max, and exits with 1 when a median is at or above 100 ms. Needs a build (dist/).
import { chromium, devices, expect, type Browser, type Locator, type Page } from '@playwright/test';
import { inpTable, slowInteractions, type InteractionResult } from './labStats.ts';
import { startProductionServer } from './prodServer.ts';
import { shopperCookies, type ShopperState } from './shopperStates.ts';

const port = Number(process.env.INP_PORT ?? 3220);
const base = `http://localhost:${port}`;
const RUNS = Number(process.env.INP_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** How long a load or an answer may take with the slowed CPU on a busy machine: a limit for a hang, not a measure. */
const LOAD_TIMEOUT = 120_000;

/** Notes the longest event of every interaction (by its interactionId) from the page's start. */
function observeInteractions() {
  const longest = new Map<number, number>();
  (window as unknown as { interactionDurations: Map<number, number> }).interactionDurations = longest;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { interactionId?: number }>) {
      if (!entry.interactionId) continue;
      longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** The interactions seen so far, each with its longest event (ms). */
const seenInteractions = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { interactionDurations: Map<number, number> }).interactionDurations]);

/**
 * Runs one interaction (`act`, which waits until its outcome shows) and answers its duration: the
 * longest event among the interactions it caused, once the browser has reported them (after the
 * next paints).
 */
async function measure(page: Page, act: () => Promise<void>): Promise<number> {
  const before = new Set((await seenInteractions(page)).map(([id]) => id));
  await act();
  // Event Timing entries are reported after the frame that follows the handlers has been painted.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))),
  );
  return Math.max(0, ...(await seenInteractions(page)).filter(([id]) => !before.has(id)).map(([, duration]) => duration));
}

/** The page with the slowed CPU, loaded and hydrated (the header's basket link has its count). */
async function openPage(browser: Browser, path: string, state: ShopperState): Promise<Page> {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const cookies = await shopperCookies(base, state);
  // Consent decided: the banner would otherwise take the first tap.
  const consent = cookies.length ? [] : [{ name: 'consent', value: 'C0001:1,C0002:1,C0003:1,C0004:1,C0005:1' }];
  await context.addCookies([...cookies, ...consent].map((cookie) => ({ ...cookie, url: base })));
  await context.addInitScript(observeInteractions);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(base + path);
  await expect(page.getByRole('link', { name: /^Warenkorb, \d+ Artikel$/ })).toBeVisible({ timeout: LOAD_TIMEOUT });
  return page;
}

/** Scrolls a tile into view and waits until it has hydrated (its heart has its state). */
async function readyTile(tile: Locator) {
  await tile.scrollIntoViewIfNeeded();
  await expect(tile.locator('[data-wishlist-state]:not([data-wishlist-state="loading"])')).toBeAttached({ timeout: LOAD_TIMEOUT });
}

interface Scenario {
  path: string;
  state: ShopperState;
  /** The interactions of one run, in order; each `act` waits for its outcome. */
  steps: Array<{ name: string; prepare?: (page: Page) => Promise<void>; act: (page: Page) => Promise<void> }>;
}

const sizes = (page: Page) => page.getByRole('group', { name: 'Größe', exact: true });
const filterForm = (page: Page) => page.getByRole('form', { name: 'Filter' });
const firstTile = (page: Page) => page.locator('main article').first();

const SCENARIOS: Scenario[] = [
  {
    path: '/p/P100010',
    state: 'guest',
    steps: [
      {
        name: 'product: choose a size',
        act: async (page) => {
          await sizes(page).getByRole('radio', { name: '42' }).check();
        },
      },
      {
        name: 'product: add to basket',
        act: async (page) => {
          await page.getByRole('button', { name: 'In den Warenkorb' }).click();
          await expect(page.getByRole('link', { name: 'Warenkorb, 1 Artikel' }).first()).toBeVisible({ timeout: LOAD_TIMEOUT });
        },
      },
    ],
  },
  {
    path: '/damen-mode/kleider',
    state: 'guest',
    steps: [
      {
        name: 'listing: open the filter',
        act: async (page) => {
          await page.locator('summary', { hasText: /^Filter/ }).click();
          await expect(filterForm(page)).toBeVisible();
        },
      },
      {
        name: 'listing: apply a filter',
        prepare: async (page) => {
          await filterForm(page)
            .locator('summary', { hasText: /^Farbe/ })
            .click();
        },
        act: async (page) => {
          await filterForm(page).getByRole('checkbox', { name: /^Rot/ }).check();
          await expect(page).toHaveURL(/\?colour=rot$/, { timeout: LOAD_TIMEOUT });
          await expect(page.locator('[data-placeholder-tile]')).toHaveCount(0, { timeout: LOAD_TIMEOUT });
        },
      },
    ],
  },
  {
    path: '/damen-mode/kleider',
    state: 'guest',
    steps: [
      {
        name: 'listing: open quick buy',
        prepare: (page) => readyTile(firstTile(page)),
        act: async (page) => {
          await firstTile(page).getByRole('button', { name: 'Produktdetails und Kaufoptionen öffnen' }).click();
          await expect(page.getByRole('dialog', { name: 'Schnellansicht' })).toBeVisible({ timeout: LOAD_TIMEOUT });
        },
      },
    ],
  },
  {
    path: '/basket',
    state: 'basket',
    steps: [
      {
        name: 'basket: change the quantity',
        act: async (page) => {
          const line = page.getByTestId('basket-item').first();
          await line.getByRole('button', { name: 'Menge erhöhen' }).click();
          await expect(line.getByTestId('basket-item-quantity')).toHaveText('Menge: 2', { timeout: LOAD_TIMEOUT });
        },
      },
    ],
  },
  {
    path: '/checkout',
    state: 'basket',
    steps: [
      {
        name: 'checkout: order as guest',
        act: async (page) => {
          await page.getByRole('button', { name: 'Als Gast bestellen' }).click();
          await expect(page.getByRole('heading', { name: 'Schritt 2 von 4: Lieferadresse' })).toBeVisible({ timeout: LOAD_TIMEOUT });
        },
      },
      {
        name: 'checkout: on to the payment',
        prepare: async (page) => {
          const address = page.getByRole('form', { name: 'Lieferadresse' });
          await address.getByRole('radio', { name: 'Frau' }).check();
          for (const [name, value] of [
            ['Vorname', 'Lena'],
            ['Nachname', 'Krüger'],
            ['Straße', 'Gartenstraße'],
            ['Hausnummer', '5a'],
            ['PLZ', '50667'],
            ['Ort', 'Köln'],
            ['E-Mail-Adresse', 'lena.krueger@example.de'],
          ] as const) {
            await address.getByRole('textbox', { name, exact: true }).fill(value);
          }
        },
        act: async (page) => {
          await page.getByRole('button', { name: 'Weiter zur Zahlungsart' }).click();
          await expect(page.getByRole('heading', { name: /^Schritt 3 von 4/ })).toBeVisible({ timeout: LOAD_TIMEOUT });
        },
      },
    ],
  },
];

const server = await startProductionServer(port);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? HEADLESS_SHELL,
  args: ['--no-sandbox', '--disable-gpu'],
});
const results = new Map<string, number[]>();
try {
  for (const scenario of SCENARIOS) {
    for (let run = 0; run < RUNS; run++) {
      const page = await openPage(browser, scenario.path, scenario.state);
      try {
        for (const step of scenario.steps) {
          await step.prepare?.(page);
          const duration = await measure(page, () => step.act(page));
          results.set(step.name, [...(results.get(step.name) ?? []), duration]);
        }
      } finally {
        await page.context().close();
      }
    }
  }
} finally {
  await browser.close();
  server.kill();
}
const measured: InteractionResult[] = [...results].map(([name, durations]) => ({ name, durations }));
console.log(`Interactions on a phone, CPU ${CPU_SLOWDOWN}x slower, ${RUNS} runs each (longest event per interaction):`);
console.log(inpTable(measured));
const slow = slowInteractions(measured);
if (slow.length) {
  console.error(`\nmedian at or above 100 ms: ${slow.join(', ')}`);
  process.exitCode = 1;
}
