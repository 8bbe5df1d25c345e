// What the browser reports to the shop's beacon endpoint (src/server/beacon.ts): the page's web
// vitals and its errors, with the page type and nothing that names the visitor (no URL, no ids).
import type { PageType } from '../page/pageType.ts';

export const BEACON_PATH = '/_beacon';
/** The largest beacon the server reads; the browser sends less. */
export const MAX_BEACON_BYTES = 4096;
export const MAX_ERRORS_PER_BEACON = 3;
export const MAX_FRAMES_PER_ERROR = 5;
export const MAX_ERROR_MESSAGE = 200;

export type VitalName = 'LCP' | 'INP' | 'CLS' | 'TTFB';

/** Where in the shop's scripts an error happened: a file under /assets/ and its line and column. */
export interface BeaconFrame {
  file: string;
  line: number;
  column: number;
}

export interface BeaconError {
  /** uncaught: nothing caught it; recoverable: React recovered (a hydration mismatch and the like). */
  kind: 'uncaught' | 'recoverable';
  /** The error's class (TypeError …). */
  name: string;
  message: string;
  frames: BeaconFrame[];
}

export interface BeaconPayload {
  page: PageType;
  /** LCP, INP and TTFB in ms, CLS without unit; each at most once. */
  vitals?: Array<{ name: VitalName; value: number }>;
  errors?: BeaconError[];
}

/** An error message without what could name a person: e-mail addresses, long numbers, a URL's query and fragment. */
export function scrubMessage(message: string): string {
  return (
    message
      .replace(/[^\s@"'<>]+@[^\s@"'<>]+\.[^\s@"'<>]+/g, '[email]')
      .replace(/(https?:\/\/[^\s?#"'<>]*)[?#][^\s"'<>]*/g, '$1')
      .replace(/\d{5,}/g, '[number]')
      // Control characters would break log lines apart.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
  );
}
