import { mockState } from '../state.ts';
import { visitorIdOf } from './visitor.ts';

export interface RequestLogEntry {
  endpoint: 'shop' | 'content';
  operationName: string | null;
  method: string;
  status: number;
  /** extensions.code of the first GraphQL error, when there was one. */
  code?: string;
  at: string;
}

export interface VisitorState {
  id: string;
  requests: RequestLogEntry[];
  /** Fault rule text → how often it has fired, for the `*N` limit. */
  faultHits: Map<string, number>;
  /** Customer number of the last valid bearer token; the token of each request decides login. */
  customerNumber: string | null;
  /** Each domain's own per-visitor state, by domain key (see domainState.ts). */
  data: Map<string, unknown>;
  /** When a request last named this visitor (epoch ms). */
  lastSeen: number;
}

// Bounds the memory of long-running servers (a shop that served a day of tests and load keeps
// every visitor's basket and request log): at most this many visitors, the least recently seen
// go first; e2e runs stay far below it.
export const MAX_VISITORS = 5000;
export const MAX_LOG_ENTRIES = 500;
/**
 * All visitors' request logs together (some 200 bytes an entry, so about 20 MB): 5000 visitors with
 * full logs would hold 2.5 million. Past it the least recently seen visitors are forgotten until the
 * logs hold at most nine tenths of it.
 */
export const MAX_LOGGED_REQUESTS = 100_000;
/** A visitor unseen this long is forgotten: its test or its developer's session is long over. */
export const VISITOR_IDLE_MS = 6 * 60 * 60 * 1000;

/** Entries logged since the logs were last counted (never fewer than they hold). */
let loggedSinceCount = 0;

function newVisitorState(id: string, now: number): VisitorState {
  return {
    id,
    requests: [],
    faultHits: new Map(),
    customerNumber: null,
    data: new Map(),
    lastSeen: now,
  };
}

/**
 * State of the request's visitor. Requests without a visitor cookie get a fresh state that is
 * not stored, so cookie-less callers never share a basket (and nothing accumulates).
 */
export function visitorFor(request: Request, now = Date.now()): VisitorState {
  const id = visitorIdOf(request);
  if (id === null) return newVisitorState(`ephemeral-${crypto.randomUUID()}`, now);
  const { visitors } = mockState();
  const existing = visitors.get(id);
  if (existing) {
    // Re-insert to keep the map in least-recently-used order.
    visitors.delete(id);
    visitors.set(id, existing);
    existing.lastSeen = now;
    return existing;
  }
  // The map is in order of last sight: the idle ones are at its start.
  for (const [oldId, old] of visitors) {
    if (visitors.size < MAX_VISITORS && now - old.lastSeen < VISITOR_IDLE_MS) break;
    visitors.delete(oldId);
  }
  const created = newVisitorState(id, now);
  visitors.set(id, created);
  return created;
}

export function logRequest(visitor: VisitorState, entry: RequestLogEntry): void {
  visitor.requests.push(entry);
  if (visitor.requests.length > MAX_LOG_ENTRIES) visitor.requests.shift();
  else if (++loggedSinceCount > MAX_LOGGED_REQUESTS) forgetUntilLogsFit(visitor);
}

/** Counts the logs and forgets the least recently seen visitors (never `current`) until they fit. */
function forgetUntilLogsFit(current: VisitorState): void {
  const { visitors } = mockState();
  let logged = 0;
  for (const visitor of visitors.values()) logged += visitor.requests.length;
  for (const [id, visitor] of visitors) {
    if (logged <= MAX_LOGGED_REQUESTS * 0.9) break;
    if (visitor === current) continue;
    logged -= visitor.requests.length;
    visitors.delete(id);
  }
  loggedSinceCount = logged;
}

/** Forgets everything of one visitor (domain state, log, fault counters, login). */
export function resetVisitor(visitor: VisitorState): void {
  visitor.requests.length = 0;
  visitor.faultHits.clear();
  visitor.customerNumber = null;
  visitor.data.clear();
}
