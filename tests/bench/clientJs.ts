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
  bare: 167.2,
  home: 183.1,
  listing: 181.2,
  search: 181.7,
  product: 192.1,
  basket: 182.4,
  customer: 172.1,
  email: 172.2,
  newsletter: 184.3,
  contact: 181.5,
  catalogueOrder: 181.7,
  support: 169.3,
  trackAndTrace: 180.8,
  optOut: 171.0,
  directOrderForm: 176.1,
  checkout: 188.9,
  thanks: 172.2,
  content: 188.6,
  wishlist: 178.9,
  inspiration: 185.8,
  outfit: 185.8,
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
  inspiration: '/inspiration/wohnen-im-herbst',
  outfit: '/outfit/business-casual',
};
