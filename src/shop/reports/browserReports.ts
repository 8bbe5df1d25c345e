// Real-user reports to the shop's beacon endpoint: the page load's Core Web Vitals (web-vitals)
// and errors in the shop's scripts. A chunk of its own, loaded after hydration (which waits for
// the page's load event, pages/+onHydrationEnd.ts) or when React reports an error
// (pages/+react.client.ts); web-vitals loads only for a page load in the sample, when the browser
// is idle.
// Reports are statistics: they are sent only with the visitor's consent to performance cookies
// (C0002), checked when they are sent, so a choice made during the visit counts. Vitals come from a
// sample of page loads; errors from every one. Nothing names the visitor: the page type, no URL.
import type { Metric } from 'web-vitals';
import {
  BEACON_PATH,
  MAX_BEACON_BYTES,
  MAX_ERROR_MESSAGE,
  MAX_ERRORS_PER_BEACON,
  MAX_FRAMES_PER_ERROR,
  scrubMessage,
  type BeaconError,
  type BeaconFrame,
  type BeaconPayload,
  type VitalName,
} from './beaconPayload.ts';
import { pageTypeFromPath, type PageType } from '../page/pageType.ts';
import { readConsent } from '../privacy/useConsent.ts';

/** Errors of one page load sent at most; a loop that throws must not flood the endpoint. */
const MAX_ERRORS_PER_PAGE = 10;
/** Errors wait this long for others before they go, so a burst goes in one beacon. */
const ERROR_DELAY_MS = 2000;
/** Without requestIdleCallback (Safari), web-vitals loads this long after hydration. */
const IDLE_FALLBACK_MS = 1000;
/** The user-timing mark set once web-vitals observes the page load. */
export const VITALS_MARK = 'shop:vitals-observed';

const vitals = new Map<VitalName, number>();
const errors: BeaconError[] = [];
let errorsNoted = 0;
let page: PageType | undefined;
let started = false;
let errorTimer: ReturnType<typeof setTimeout> | undefined;

/** The frames of a stack that lie in the shop's own scripts (this origin's /assets/), as the server checks them. */
export function framesOf(stack: string | undefined, origin: string): BeaconFrame[] {
  if (!stack) return [];
  const frames: BeaconFrame[] = [];
  const escaped = origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const match of stack.matchAll(new RegExp(`${escaped}(/assets/[\\w./-]+\\.m?js)(?:\\?[^:\\s)]*)?:(\\d+):(\\d+)`, 'g'))) {
    const file = match[1]!;
    if (file.length > 200) continue;
    frames.push({ file, line: Number(match[2]), column: Number(match[3]) });
    if (frames.length === MAX_FRAMES_PER_ERROR) break;
  }
  return frames;
}

/** What the beacon says of an error: its class, its message without personal data, where it happened. */
export function describeError(kind: BeaconError['kind'], error: unknown, origin: string): BeaconError {
  const isError = error instanceof Error;
  const name = isError && /^[A-Za-z][\w$]{0,39}$/.test(error.name) ? error.name : 'Error';
  const message = scrubMessage(String(isError ? error.message : error)).slice(0, MAX_ERROR_MESSAGE);
  return { kind, name, message, frames: isError ? framesOf(error.stack, origin) : [] };
}

/** The beacon's body, with fewer errors when it would be longer than the server reads. */
export function beaconBody(payload: BeaconPayload): string {
  const encoder = new TextEncoder();
  let body = JSON.stringify(payload);
  while (encoder.encode(body).length > MAX_BEACON_BYTES && payload.errors?.length) {
    payload = { ...payload, errors: payload.errors.slice(0, -1) };
    body = JSON.stringify(payload);
  }
  return body;
}

const currentPage = () => page ?? pageTypeFromPath(location.pathname);

/** Sends what has been gathered, if the visitor allows statistics; what is not allowed is dropped. */
function flush() {
  clearTimeout(errorTimer);
  const allowed = readConsent()?.C0002 === true;
  const sentVitals = [...vitals].map(([name, value]) => ({ name, value }));
  const sentErrors = errors.splice(0, MAX_ERRORS_PER_BEACON);
  vitals.clear();
  if (errors.length > 0) errorTimer = setTimeout(flush, ERROR_DELAY_MS);
  if (!allowed || (sentVitals.length === 0 && sentErrors.length === 0)) return;
  const payload: BeaconPayload = { page: currentPage() };
  if (sentVitals.length > 0) payload.vitals = sentVitals;
  if (sentErrors.length > 0) payload.errors = sentErrors;
  navigator.sendBeacon(BEACON_PATH, beaconBody(payload));
}

/** Notes an error of the page; it goes out shortly in a beacon. */
export function noteError(kind: BeaconError['kind'], error: unknown): void {
  if (errorsNoted >= MAX_ERRORS_PER_PAGE) return;
  errorsNoted++;
  errors.push(describeError(kind, error, location.origin));
  clearTimeout(errorTimer);
  errorTimer = setTimeout(flush, ERROR_DELAY_MS);
}

const keep = (metric: Metric) => void vitals.set(metric.name as VitalName, metric.value);

/** What of the page's context the reports need. */
export interface ReportsContext {
  pageType: PageType;
  clientApi: { vitalsSampleRate?: number };
}

/**
 * Starts the reports of this page load: the vitals, when this load is in the sample, and the
 * errors nobody caught. Vitals are final when the page is hidden, so they go then.
 */
export function startReports({ pageType, clientApi }: ReportsContext): void {
  if (started) return;
  started = true;
  // The page the visit landed on: its load is what the vitals measure.
  page = pageType;
  addEventListener('error', (event) => noteError('uncaught', event.error ?? event.message));
  addEventListener('unhandledrejection', (event) => noteError('uncaught', event.reason));
  const sendWhenLeft = () => {
    addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush();
    });
    addEventListener('pagehide', flush);
  };
  if (!(Math.random() < (clientApi.vitalsSampleRate ?? 0))) return sendWhenLeft();
  const measure = () =>
    void import('web-vitals').then(({ onCLS, onINP, onLCP, onTTFB }) => {
      onLCP(keep);
      onINP(keep);
      onCLS(keep);
      onTTFB(keep);
      // After web-vitals' own listeners: when the page is hidden, they report first, then all goes in one beacon.
      sendWhenLeft();
      // A user-timing mark for profiles (and tests): from here on the page load's vitals are measured.
      performance.mark(VITALS_MARK);
    });
  if (typeof requestIdleCallback === 'function') requestIdleCallback(measure, { timeout: 5000 });
  else setTimeout(measure, IDLE_FALLBACK_MS);
}
