// `npm run lighthouse [-- <path> …]`: Lighthouse mobile (its default: a mid-range phone on a
// slow 4G connection, simulated) against the production build, three runs per page, run one
// after another on a server that has rendered the page before; prints the median performance
// score, LCP, TBT and CLS, and the machine's CPU benchmark index (Lighthouse multiplies the main
// thread's observed work by 4 whatever the machine, so TBT on a slow machine reads high; it warns
// below its expected index, and the warning is printed). Without paths it measures every page
// type (LIGHTHOUSE_PAGES), each in its states, and ends with one table of all; an argument that is
// not a path names one of them (`npm run lighthouse -- 'basket (filled)'`). Needs a build (dist/).
//
// Per run it also prints when the page had loaded and when it was first painted, as observed in
// the unthrottled trace. In headless Chrome the first paint of a page that has loaded often comes
// a whole second or two later (the compositor is offered no frame in between: Lighthouse issue
// 17148), and the simulation then counts everything that loaded before that paint as needed for
// it: such runs score some 10 points lower for the same page.
//
// LIGHTHOUSE_TASKS=1 prints, per run, the long tasks Lighthouse counted (simulated start and
// duration, and the script each is attributed to): where a page's blocking time comes from.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { BUDGET_PATHS } from './clientJs.ts';
import { median } from './labStats.ts';
import { table } from './loadStats.ts';
import { startProductionServer } from './prodServer.ts';
import { shopperCookies, type BrowserCookie, type ShopperState } from './shopperStates.ts';

const port = Number(process.env.LIGHTHOUSE_PORT ?? 3210);
const base = `http://localhost:${port}`;
const RUNS = 3;
const PRINT_TASKS = Boolean(process.env.LIGHTHOUSE_TASKS);

interface LabPage {
  name: string;
  path: string;
  /** Who visits: a first-time guest by default; other states come as the cookies of a visitor made through the mock's API. */
  state?: ShopperState;
}

/** Every page type of the shop, in the states a shopper meets it in. */
const LIGHTHOUSE_PAGES: readonly LabPage[] = [
  { name: 'home', path: BUDGET_PATHS.home },
  { name: 'listing', path: BUDGET_PATHS.listing },
  { name: 'search', path: BUDGET_PATHS.search },
  { name: 'product', path: BUDGET_PATHS.product },
  { name: 'content', path: BUDGET_PATHS.content },
  { name: 'inspiration', path: BUDGET_PATHS.inspiration },
  { name: 'outfit', path: BUDGET_PATHS.outfit },
  { name: 'basket (empty)', path: BUDGET_PATHS.basket },
  { name: 'basket (filled)', path: BUDGET_PATHS.basket, state: 'basket' },
  { name: 'checkout', path: BUDGET_PATHS.checkout, state: 'basket' },
  { name: 'thanks', path: BUDGET_PATHS.thanks, state: 'ordered' },
  { name: 'account (guest)', path: BUDGET_PATHS.customer },
  { name: 'account overview', path: BUDGET_PATHS.customer, state: 'customer' },
  { name: 'wishlist', path: BUDGET_PATHS.wishlist, state: 'wishlist' },
  { name: 'direct order form', path: BUDGET_PATHS.directOrderForm },
  { name: 'contact', path: BUDGET_PATHS.contact },
  { name: 'newsletter', path: BUDGET_PATHS.newsletter },
  { name: 'catalogue order', path: BUDGET_PATHS.catalogueOrder },
  { name: 'e-mail verification', path: BUDGET_PATHS.email },
  { name: 'tracking opt-out', path: BUDGET_PATHS.optOut },
  { name: 'support', path: BUDGET_PATHS.support },
  { name: 'track and trace', path: BUDGET_PATHS.trackAndTrace },
  { name: 'not found', path: BUDGET_PATHS.bare },
];

/** A path is measured as a first-time guest; any other argument names a page of the list, in its state. */
function pageOf(arg: string): LabPage {
  if (arg.startsWith('/')) return { name: arg, path: arg };
  const page = LIGHTHOUSE_PAGES.find((candidate) => candidate.name === arg);
  if (!page) throw new Error(`no page '${arg}'; the pages: ${LIGHTHOUSE_PAGES.map((candidate) => candidate.name).join(', ')}`);
  return page;
}

const args = process.argv.slice(2);
const pages: readonly LabPage[] = args.length ? args.map(pageOf) : LIGHTHOUSE_PAGES;

/**
 * Sets (or, with none, clears) the browser's cookies for the shop through the DevTools protocol:
 * Lighthouse keeps cookies between runs (it clears caches and workers only), and a page reads
 * some of them in the browser (the login's companion cookie), so a header alone would not do.
 */
async function setBrowserCookies(devtoolsPort: number, cookies: readonly BrowserCookie[]) {
  const { webSocketDebuggerUrl } = (await (await fetch(`http://localhost:${devtoolsPort}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let id = 0;
  const send = (method: string, params: object) =>
    new Promise<void>((resolve, reject) => {
      const callId = ++id;
      socket.addEventListener('message', function answer(event) {
        const message = JSON.parse(String(event.data)) as { id?: number; error?: { message: string } };
        if (message.id !== callId) return;
        socket.removeEventListener('message', answer);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve();
      });
      socket.send(JSON.stringify({ id: callId, method, params }));
    });
  try {
    await send('Storage.clearCookies', {});
    if (cookies.length) await send('Storage.setCookies', { cookies: cookies.map((cookie) => ({ ...cookie, url: base })) });
  } finally {
    socket.close();
  }
}

const server = await startProductionServer(port);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
const summary: string[][] = [];
try {
  for (const { name, path, state = 'guest' } of pages) {
    const cookies = await shopperCookies(base, state);
    await setBrowserCookies(chrome.port, cookies);
    // A running shop has rendered its pages before: the first render of a fresh process (code
    // compiled on first use) is not what a visitor meets.
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    for (let i = 0; i < 3; i++) await (await fetch(base + path, { headers: cookie ? { cookie } : {} })).text();
    const runs: Array<{ score: number; lcp: number; tbt: number; cls: number; cpu: number; load: number; paint: number }> = [];
    const warnings = new Set<string>();
    for (let run = 0; run < RUNS; run++) {
      // ignoreStatusCode: the not-found page answers 404 on purpose, and Lighthouse refuses such a page otherwise.
      const result = await lighthouse(base + path, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        ignoreStatusCode: true,
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${path}`);
      if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(base + path).pathname) {
        warnings.add(`measured ${lhr.finalDisplayedUrl}, not ${path} (redirected)`);
      }
      const observed = (lhr.audits.metrics?.details as { items?: Array<Record<string, number | undefined>> } | undefined)?.items?.[0];
      runs.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        cpu: lhr.environment.benchmarkIndex,
        load: observed?.observedLoad ?? NaN,
        paint: observed?.observedFirstPaint ?? NaN,
      });
      for (const warning of lhr.runWarnings) warnings.add(String(warning));
      if (PRINT_TASKS) {
        const tasks =
          (lhr.audits['long-tasks']?.details as { items?: Array<{ url?: string; startTime?: number; duration?: number }> } | undefined)
            ?.items ?? [];
        const shown = tasks.map(
          (t) => `${Math.round(t.duration ?? 0)} ms at ${Math.round(t.startTime ?? 0)} (${String(t.url).replace(base, '')})`,
        );
        const at = (audit: string) => Math.round(lhr.audits[audit]?.numericValue ?? NaN);
        console.log(
          `  run ${run + 1}: FCP ${at('first-contentful-paint')} ms, TTI ${at('interactive')} ms, TBT ${at('total-blocking-time')} ms; long tasks: ${shown.join('; ') || 'none'}`,
        );
      }
    }
    const m = (key: keyof (typeof runs)[number]) => median(runs.map((r) => r[key]));
    console.log(
      `${name} (${path}): performance ${m('score')} (runs ${runs.map((r) => r.score).join(', ')}), LCP ${(m('lcp') / 1000).toFixed(2)} s, TBT ${m('tbt').toFixed(0)} ms, CLS ${m('cls').toFixed(3)}, CPU benchmark index ${m('cpu').toFixed(0)}`,
    );
    console.log(
      `  observed: ${runs.map((r) => `loaded ${(r.load / 1000).toFixed(2)} s, first paint ${(r.paint / 1000).toFixed(2)} s`).join('; ')}`,
    );
    for (const warning of warnings) console.log(`  warning: ${warning}`);
    summary.push([name, String(m('score')), `${(m('lcp') / 1000).toFixed(2)} s`, `${m('tbt').toFixed(0)} ms`, m('cls').toFixed(3)]);
  }
} finally {
  chrome.kill();
  server.kill();
}
console.log(`\nMedians of ${RUNS} runs:\n${table(['page', 'score', 'LCP', 'TBT', 'CLS'], summary)}`);
