// The beacon endpoint: web vitals and errors from shoppers' browsers become metrics and log lines.
// Anyone can post here, so the body is read only up to a small limit, must have exactly the known
// fields, and whatever could name a person (an e-mail address, a long number, a URL's query) is
// cut from error messages before they are logged. Nothing here answers 5xx: a broken beacon is
// the sender's fault (4xx), and a failure of ours is logged and answered 204 all the same.
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as v from 'valibot';
import {
  BEACON_PATH,
  MAX_BEACON_BYTES,
  MAX_ERROR_MESSAGE,
  MAX_ERRORS_PER_BEACON,
  MAX_FRAMES_PER_ERROR,
  scrubMessage,
  type BeaconError,
  type BeaconPayload,
} from '../shop/reports/beaconPayload.ts';
import { PAGE_TYPES } from '../shop/page/pageType.ts';
import type { Logger } from './logger.ts';
import type { ShopMetrics } from './metrics.ts';
import type { SourceFrames } from './sourceFrames.ts';
import { notAllowed } from './responses.ts';

export { BEACON_PATH, scrubMessage };

const ms = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(600_000));
const vital = v.variant('name', [
  v.strictObject({ name: v.literal('LCP'), value: ms }),
  v.strictObject({ name: v.literal('INP'), value: ms }),
  v.strictObject({ name: v.literal('TTFB'), value: ms }),
  v.strictObject({ name: v.literal('CLS'), value: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(100)) }),
]);
const frame = v.strictObject({
  // Only the shop's own scripts, by path: no other origin, no query.
  file: v.pipe(v.string(), v.maxLength(200), v.regex(/^\/assets\/[\w./-]+\.m?js$/)),
  line: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000_000)),
  column: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000_000)),
});
const error = v.strictObject({
  kind: v.picklist(['uncaught', 'recoverable']),
  name: v.pipe(v.string(), v.regex(/^[A-Za-z][\w$]{0,39}$/)),
  message: v.pipe(v.string(), v.maxLength(MAX_ERROR_MESSAGE)),
  frames: v.pipe(v.array(frame), v.maxLength(MAX_FRAMES_PER_ERROR)),
});
const payload = v.strictObject({
  page: v.picklist(PAGE_TYPES),
  vitals: v.optional(
    v.pipe(
      v.array(vital),
      v.maxLength(4),
      v.check((list) => new Set(list.map((entry) => entry.name)).size === list.length, 'each vital once'),
    ),
  ),
  errors: v.optional(v.pipe(v.array(error), v.maxLength(MAX_ERRORS_PER_BEACON))),
});

/** The body as the schema checks it; anything else (too big, not JSON, unknown fields) is refused with the reason. */
export function parseBeacon(text: string): { ok: true; beacon: BeaconPayload } | { ok: false; reason: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not_json' };
  }
  const result = v.safeParse(payload, json);
  return result.success ? { ok: true, beacon: result.output } : { ok: false, reason: 'invalid' };
}

const ACCEPTED_TYPES = ['text/plain', 'application/json'];

/** Reads the body up to the limit; null when it is longer. */
function readBody(req: IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (declared > limit) {
      req.resume();
      return resolve(null);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        resolve(null);
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function answer(res: ServerResponse, status: number) {
  if (res.headersSent) return void res.end();
  res.statusCode = status;
  res.setHeader('Cache-Control', 'no-store');
  res.end();
}

export interface BeaconContext {
  metrics: ShopMetrics;
  log: Logger;
  /** The frames' positions in the shop's sources, when the build's browser maps are at hand. */
  sourceFrames?: SourceFrames;
  /** The shop's locale: a person who opens the address sees the 405 in its language. */
  locale: string;
}

/** POST /_beacon: 204 when taken, 4xx with nothing in the body when refused. */
export async function receiveBeacon(
  req: IncomingMessage,
  res: ServerResponse,
  { metrics, log, sourceFrames, locale }: BeaconContext,
): Promise<void> {
  const refuse = (status: number, reason: string) => {
    metrics.beacon(reason);
    answer(res, status);
  };
  try {
    if (req.method !== 'POST') {
      metrics.beacon('method');
      return notAllowed(res, ['POST'], locale);
    }
    const type = (req.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase();
    if (!ACCEPTED_TYPES.includes(type)) return refuse(415, 'content_type');
    const text = await readBody(req, MAX_BEACON_BYTES);
    if (text === null) return refuse(413, 'too_large');
    const parsed = parseBeacon(text);
    if (!parsed.ok) return refuse(400, parsed.reason);
    record(parsed.beacon, metrics, log, sourceFrames);
    metrics.beacon('accepted');
    answer(res, 204);
  } catch (failure) {
    // A beacon is never worth a 5xx: the shopper's page does not care, and alerts on 5xx would lie.
    log.warn({ err: failure }, 'beacon not read');
    answer(res, 204);
  }
}

function record({ page, vitals = [], errors = [] }: BeaconPayload, metrics: ShopMetrics, log: Logger, sourceFrames?: SourceFrames) {
  for (const { name, value } of vitals) metrics.vital(name, page, name === 'CLS' ? value : value / 1000);
  if (vitals.length > 0) log.info({ page, vitals: Object.fromEntries(vitals.map(({ name, value }) => [name, value])) }, 'web vitals');
  for (const entry of errors) {
    metrics.browserError(entry.kind, page);
    const logged: BeaconError & { sources?: string[] } = { ...entry, message: scrubMessage(entry.message) };
    const sources = sourceFrames ? entry.frames.map((frame) => sourceFrames(frame) ?? `${frame.file}:${frame.line}:${frame.column}`) : [];
    if (sources.length > 0) logged.sources = sources;
    log.warn({ page, browserError: logged }, 'browser error');
  }
}
