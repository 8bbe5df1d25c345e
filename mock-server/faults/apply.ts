import { FAULT_COOKIE, FAULT_HEADER, HTTP_FAULT_CODES, formatFaultRule, parseFaults, type FaultEffect, type FaultRule } from './format.ts';
import { readCookie } from '../sessions/visitor.ts';

/** What a GraphQL request asks for, as far as fault rules can match it. */
export interface FaultTarget {
  operationName: string | null;
  rootFields: readonly string[];
}

export type FailingEffect = Exclude<FaultEffect, { kind: 'delay' }>;

export interface FaultDecision {
  /** Sum of the matching delay rules. */
  delayMs: number;
  /** The first matching error rule, if any. */
  fail?: FailingEffect;
  /** Root field the failing rule names (for field faults). */
  failKey?: string;
}

/** The request's fault rules: the header wins over the cookie. Throws FaultSpecError. */
export function faultRulesOf(request: Request): FaultRule[] {
  const spec = request.headers.get(FAULT_HEADER) ?? readCookie(request.headers.get('cookie'), FAULT_COOKIE);
  return spec ? parseFaults(spec) : [];
}

function matches(rule: FaultRule, target: FaultTarget): boolean {
  return rule.key === '*' || rule.key === target.operationName || target.rootFields.includes(rule.key);
}

/**
 * Applies the rules in order: every matching delay adds up, the first matching error wins.
 * A rule that fires counts one hit in `hits` (per visitor), so `*N` rules stop after N requests.
 */
export function decideFaults(rules: readonly FaultRule[], target: FaultTarget, hits: Map<string, number>): FaultDecision {
  const decision: FaultDecision = { delayMs: 0 };
  for (const rule of rules) {
    if (!matches(rule, target)) continue;
    if (rule.effect.kind !== 'delay' && decision.fail) continue;
    const id = formatFaultRule(rule);
    const used = hits.get(id) ?? 0;
    if (rule.times !== undefined && used >= rule.times) continue;
    hits.set(id, used + 1);
    if (rule.effect.kind === 'delay') decision.delayMs += rule.effect.ms;
    else {
      decision.fail = rule.effect;
      decision.failKey = rule.key;
    }
  }
  return decision;
}

function graphqlErrorResponse(status: number, message: string, code: string, headers: Record<string, string> = {}): Response {
  return Response.json(
    { errors: [{ message, extensions: { code } }], data: null },
    { status, headers: { 'cache-control': 'no-store', ...headers } },
  );
}

/**
 * A field fault: the operation ran, then its root field `field` is replaced by null with an error
 * at that path, as a gateway answers when one service behind it fails.
 */
export async function withFieldError(response: Response, field: string, code: string): Promise<Response> {
  const body = (await response.json()) as { data?: Record<string, unknown> | null; errors?: unknown[] };
  if (body.data && field in body.data) {
    body.data[field] = null;
    body.errors = [...(body.errors ?? []), { message: `Simulated ${code} for ${field}`, path: [field], extensions: { code } }];
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

/**
 * Thrown instead of an answer by a `drop` rule: the mock service closes the connection without
 * answering, and an in-process caller's fetch rejects, as with a connection the network lost.
 */
export class ConnectionDropped extends Error {
  override name = 'ConnectionDropped';
}

/**
 * Merges two decisions, the first's rules before the second's: delays add up, the first error wins.
 */
export function mergeDecisions(first: FaultDecision, second: FaultDecision): FaultDecision {
  const merged: FaultDecision = { delayMs: first.delayMs + second.delayMs };
  const failing = first.fail ? first : second.fail ? second : undefined;
  if (failing?.fail) merged.fail = failing.fail;
  if (failing?.failKey !== undefined) merged.failKey = failing.failKey;
  return merged;
}

/** The answer of a failing fault rule. */
export function faultResponse(fail: Exclude<FailingEffect, { kind: 'field' | 'drop' }>, target: FaultTarget): Response {
  const what = target.operationName ?? (target.rootFields.join(', ') || 'request');
  if (fail.kind === 'code') {
    return graphqlErrorResponse(200, `Simulated ${fail.code} for ${what}`, fail.code);
  }
  const code = HTTP_FAULT_CODES[fail.status];
  const headers: Record<string, string> = {};
  if (fail.status === 429 || fail.resetSeconds !== undefined) {
    headers['rate-limit-reset'] = String(fail.resetSeconds ?? 1);
  }
  return graphqlErrorResponse(fail.status, `Simulated HTTP ${fail.status} for ${what}`, code, headers);
}
