// Fault rules for every visitor at once, for a while: what a load test needs to see how the shop
// behaves while an API is slow, failing or unreachable for all of its visitors (the `mock_faults`
// cookie and header switch faults on for one visitor only). Set through /mock/faults
// (routes/mock.ts); each API has its own rules, and they end by themselves after `seconds`.
import { mockState } from '../state.ts';
import { parseFaults, formatFaults, type FaultRule } from './format.ts';

export type FaultApi = 'shop' | 'content';

export interface GlobalFaults {
  rules: Record<FaultApi, FaultRule[]>;
  /** Epoch ms after which the rules no longer apply; Infinity: until cleared. */
  until: number;
  /** Rule text → how often it has fired, for the `*N` limit (shared by all visitors). */
  hits: Map<string, number>;
}

/** What a caller asks for: a spec per API, and for how long. */
export interface GlobalFaultsInput {
  shop?: string;
  content?: string;
  seconds?: number;
}

/** The rules of one API that apply at `now`; none once they have run out. */
export function activeGlobalFaults(api: FaultApi, now = Date.now()): { rules: FaultRule[]; hits: Map<string, number> } | null {
  const faults = mockState().globalFaults;
  if (!faults) return null;
  if (now >= faults.until) {
    mockState().globalFaults = null;
    return null;
  }
  const rules = faults.rules[api];
  return rules.length > 0 ? { rules, hits: faults.hits } : null;
}

/** Replaces the global rules (FaultSpecError for a bad spec, RangeError for a bad duration). */
export function setGlobalFaults(input: GlobalFaultsInput, now = Date.now()): void {
  const seconds = input.seconds;
  if (seconds !== undefined && !(typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0)) {
    throw new RangeError('seconds must be a positive number');
  }
  mockState().globalFaults = {
    rules: { shop: parseFaults(input.shop ?? ''), content: parseFaults(input.content ?? '') },
    until: seconds === undefined ? Infinity : now + seconds * 1000,
    hits: new Map(),
  };
}

export function clearGlobalFaults(): void {
  mockState().globalFaults = null;
}

/** The rules in force, as text, and the seconds left (null: until cleared). */
export function describeGlobalFaults(now = Date.now()): { shop: string; content: string; secondsLeft: number | null } {
  const shop = activeGlobalFaults('shop', now);
  const faults = mockState().globalFaults;
  return {
    shop: formatFaults(shop?.rules ?? []),
    content: formatFaults(activeGlobalFaults('content', now)?.rules ?? []),
    secondsLeft: faults && Number.isFinite(faults.until) ? Math.max(0, Math.ceil((faults.until - now) / 1000)) : null,
  };
}
