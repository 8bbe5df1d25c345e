// The one reader of the Cookie request header on the server, on a well-kept parser (`cookie`):
// a malformed value (a broken %-escape) never throws, it counts as absent; of two cookies of one
// name the first readable one wins, as browsers send the more specific one first. Headers beyond
// a browser's own limit are not read at all.
import { parseCookie } from 'cookie';

/** Browsers send at most some 8 KB of cookies per request; anything longer is not a browser's. */
export const MAX_COOKIE_HEADER_BYTES = 16 * 1024;

type HeaderValue = string | readonly string[] | null | undefined;

/** A %-encoded value decoded; undefined (the cookie is skipped) when it does not decode. */
export function decodeOrSkip(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** Every cookie of a Cookie header by name (values %-decoded where they decode). */
export function readCookies(header: HeaderValue): Record<string, string> {
  const text = Array.isArray(header) ? header.join('; ') : ((header as string | null | undefined) ?? '');
  if (!text || text.length > MAX_COOKIE_HEADER_BYTES) return {};
  const found: Record<string, string> = {};
  for (const [name, value] of Object.entries(parseCookie(text, { decode: decodeOrSkip })))
    if (name && value !== undefined) found[name] = value;
  return found;
}

/** One cookie's value from a Cookie header; null when absent. */
export function readCookie(header: HeaderValue, name: string): string | null {
  return readCookies(header)[name] ?? null;
}
