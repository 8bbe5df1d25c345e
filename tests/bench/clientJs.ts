// What JS the browser loads on a first visit to a page: the entry scripts and module preloads of
// its HTML, measured from the build output (gzip at level 9, as a CDN would serve it).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { deferredPageScripts } from '../../src/server/deferScripts.ts';

const root = join(import.meta.dirname, '..', '..');

export interface ClientJs {
  files: number;
  raw: number;
  gzip: number;
}

/** The script URLs a page's HTML makes the browser load before it is interactive (after its load event). */
export function scriptUrls(html: string): string[] {
  const scripts = deferredPageScripts(html);
  if (!scripts) throw new Error('the page names no scripts (no loader, see src/server/deferScripts.ts)');
  return [...new Set([...scripts.preloads, scripts.entry])];
}

export function clientJsOf(html: string, clientDir = join(root, 'dist', 'client')): ClientJs {
  const urls = scriptUrls(html);
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const content = readFileSync(join(clientDir, url));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { files: urls.length, raw, gzip };
}

/**
 * First-load JS budgets per page type in KiB gzip, checked by tests/e2e/budget.spec.ts. A page
 * type that is added gets its row here. Lower a budget when a change makes room; never raise one
 * without saying why in the commit. No page type loads more than the product page
 * (clientJs.test.ts).
 */
export const JS_BUDGET_KIB = {
  bare: 169.3,
  home: 185.2,
  listing: 183.4,
  search: 184.0,
  product: 194.3,
  basket: 184.5,
  customer: 174.2,
  email: 174.3,
  newsletter: 186.5,
  contact: 183.7,
  catalogueOrder: 183.8,
  support: 171.5,
  trackAndTrace: 182.9,
  optOut: 173.2,
  directOrderForm: 178.3,
  checkout: 191.0,
  thanks: 174.4,
  content: 190.9,
  wishlist: 181.3,
} as const;

export type BudgetedPage = keyof typeof JS_BUDGET_KIB;

/** One path per page type; `bare` is the not-found page: the frame and no data. */
export const BUDGET_PATHS: Record<BudgetedPage, string> = {
  bare: '/gibt-es-nicht',
  home: '/',
  listing: '/damen-mode/kleider',
  search: '/search?q=kleid',
  product: '/p/P100010',
  basket: '/basket',
  customer: '/customer',
  email: '/email?token=verify-pending',
  newsletter: '/newsletter/anmelden',
  contact: '/contact',
  catalogueOrder: '/katalog-bestellen',
  support: '/support',
  trackAndTrace: '/sendungsverfolgung',
  optOut: '/tracking-opt-out/criteo',
  directOrderForm: '/directorderform',
  checkout: '/checkout',
  thanks: '/thanks',
  content: '/content/agb',
  wishlist: '/wishlist',
};
