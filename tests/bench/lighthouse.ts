// `npm run lighthouse -- <path> [<path> …]`: Lighthouse mobile (its default: a mid-range phone on a
// slow 4G connection, simulated) against the production build, three runs per page, run one
// after another on a server that has rendered the page before; prints the median performance
// score, LCP, TBT and CLS, and the machine's CPU benchmark index (Lighthouse multiplies the main
// thread's observed work by 4 whatever the machine, so TBT on a slow machine reads high; it warns
// below its expected index, and the warning is printed). Needs a build (dist/).
//
// Per run it also prints when the page had loaded and when it was first painted, as observed in
// the unthrottled trace. In headless Chrome the first paint of a page that has loaded often comes
// a whole second or two later (the compositor is offered no frame in between: Lighthouse issue
// 17148), and the simulation then counts everything that loaded before that paint as needed for
// it: such runs score some 10 points lower for the same page.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startProductionServer } from './prodServer.ts';

const port = Number(process.env.LIGHTHOUSE_PORT ?? 3210);
const base = `http://localhost:${port}`;
const RUNS = 3;
const paths = process.argv.slice(2);
if (!paths.length) {
  console.error('usage: npm run lighthouse -- /path [/other-path …]');
  process.exit(2);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

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
try {
  for (const path of paths) {
    // A running shop has rendered its pages before: the first render of a fresh process (code
    // compiled on first use) is not what a visitor meets.
    for (let i = 0; i < 3; i++) await (await fetch(base + path)).text();
    const runs: Array<{ score: number; lcp: number; tbt: number; cls: number; cpu: number; load: number; paint: number }> = [];
    const warnings = new Set<string>();
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(base + path, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${path}`);
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
    }
    const m = (key: keyof (typeof runs)[number]) => median(runs.map((r) => r[key]));
    console.log(
      `${path}: performance ${m('score')} (runs ${runs.map((r) => r.score).join(', ')}), LCP ${(m('lcp') / 1000).toFixed(2)} s, TBT ${m('tbt').toFixed(0)} ms, CLS ${m('cls').toFixed(3)}, CPU benchmark index ${m('cpu').toFixed(0)}`,
    );
    console.log(
      `  observed: ${runs.map((r) => `loaded ${(r.load / 1000).toFixed(2)} s, first paint ${(r.paint / 1000).toFixed(2)} s`).join('; ')}`,
    );
    for (const warning of warnings) console.log(`  warning: ${warning}`);
  }
} finally {
  chrome.kill();
  server.kill();
}
