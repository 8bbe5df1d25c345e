import { faultRulesOf } from '../faults/apply.ts';
import { FAULT_COOKIE, FaultSpecError, formatFaultRule, formatFaults, parseFaults, type FaultRule } from '../faults/format.ts';
import type { VisitorState } from '../sessions/store.ts';
import { expireCookie, setCookie } from './http.ts';

// The console edits the same `mock_faults` cookie tests set, so its scenarios act on every request
// of this browser (page server and client calls alike) and nobody else's.

/** The active rules, or the reason they cannot be read (a hand-edited cookie with a typo). */
export function activeFaults(request: Request): { rules: FaultRule[]; error?: string } {
  try {
    return { rules: faultRulesOf(request) };
  } catch (error) {
    if (error instanceof FaultSpecError) return { rules: [], error: error.message };
    throw error;
  }
}

/** One rule from the console's form fields; throws FaultSpecError for anything malformed. */
export function ruleFromForm(form: FormData): FaultRule {
  const text = String(form.get('rule') ?? '').trim();
  if (text !== '') {
    const rules = parseFaults(text);
    if (rules.length !== 1) throw new FaultSpecError('Exactly one rule expected');
    return rules[0]!;
  }
  const key = String(form.get('key') ?? '');
  const effect = String(form.get('effect') ?? '');
  const delay = String(form.get('delay') ?? '').trim();
  const count = String(form.get('count') ?? '').trim();
  const effectText = effect === 'delay' ? `delay:${delay}` : effect;
  const [rule] = parseFaults(`${key}=${effectText}${count === '' ? '' : `*${count}`}`);
  if (!rule) throw new FaultSpecError('Empty fault rule');
  return rule;
}

function faultsCookie(request: Request, rules: readonly FaultRule[]): string {
  return rules.length === 0
    ? expireCookie(request, FAULT_COOKIE)
    : setCookie(request, FAULT_COOKIE, formatFaults(rules), { httpOnly: true });
}

/**
 * Adds a rule (replacing the same key and effect) and forgets its hit count, so a `*N` rule
 * switched on again fires N more times.
 */
export function addFault(request: Request, visitor: VisitorState, rule: FaultRule): string {
  const text = formatFaultRule(rule);
  visitor.faultHits.delete(text);
  const kept = activeFaults(request).rules.filter((r) => formatFaultRule({ ...r, times: rule.times }) !== text);
  return faultsCookie(request, [...kept, rule]);
}

export function removeFault(request: Request, visitor: VisitorState, text: string): string {
  visitor.faultHits.delete(text);
  return faultsCookie(
    request,
    activeFaults(request).rules.filter((r) => formatFaultRule(r) !== text),
  );
}

export function clearFaults(request: Request, visitor: VisitorState): string {
  visitor.faultHits.clear();
  return expireCookie(request, FAULT_COOKIE);
}
