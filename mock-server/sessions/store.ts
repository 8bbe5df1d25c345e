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
}

// Bounds memory of long-running dev servers; e2e runs stay far below this.
const MAX_VISITORS = 5000;
const MAX_LOG_ENTRIES = 500;

function newVisitorState(id: string): VisitorState {
  return {
    id,
    requests: [],
    faultHits: new Map(),
    customerNumber: null,
    data: new Map(),
  };
}

/**
 * State of the request's visitor. Requests without a visitor cookie get a fresh state that is
 * not stored, so cookie-less callers never share a basket (and nothing accumulates).
 */
export function visitorFor(request: Request): VisitorState {
  const id = visitorIdOf(request);
  if (id === null) return newVisitorState(`ephemeral-${crypto.randomUUID()}`);
  const { visitors } = mockState();
  const existing = visitors.get(id);
  if (existing) {
    // Re-insert to keep the map in least-recently-used order.
    visitors.delete(id);
    visitors.set(id, existing);
    return existing;
  }
  const created = newVisitorState(id);
  visitors.set(id, created);
  if (visitors.size > MAX_VISITORS) {
    const oldest = visitors.keys().next().value;
    if (oldest !== undefined) visitors.delete(oldest);
  }
  return created;
}

export function logRequest(visitor: VisitorState, entry: RequestLogEntry): void {
  visitor.requests.push(entry);
  if (visitor.requests.length > MAX_LOG_ENTRIES) visitor.requests.shift();
}

/** Forgets everything of one visitor (domain state, log, fault counters, login). */
export function resetVisitor(visitor: VisitorState): void {
  visitor.requests.length = 0;
  visitor.faultHits.clear();
  visitor.customerNumber = null;
  visitor.data.clear();
}
