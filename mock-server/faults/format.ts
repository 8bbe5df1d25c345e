// Fault scenarios: a small text format that tests put into the `mock_faults` cookie (URL-encoded)
// or the `x-mock-faults` header to make the mock misbehave for one visitor.
//
//   spec   = rule *( ";" rule )
//   rule   = key "=" effect [ "*" count ]
//   key    = operation name | root field name | "*"          (e.g. ProductPageQuery, productById)
//   effect = CODE                  GraphQL error with extensions.code CODE, HTTP 200, data null
//          | "http:" status ["@" seconds]   that HTTP status and a GraphQL error named after it;
//                                  429 also sends rate-limit-reset (seconds, default 1)
//          | "delay:" ms           answer normally after ms milliseconds
//          | "field:" CODE         the key's root field alone fails: null with an error CODE at
//                                  its path, the rest of the operation answers (partial data)
//          | "drop"                no answer: the mock service closes the connection; an
//                                  in-process caller sees a network error
//   count  = fire only for the first N matching requests of the visitor
//
// Example: productById=REQUEST_TIMEOUT*1;addToBasket=http:502;HomePageQuery=http:429@2*3;*=delay:300

export const FAULT_HEADER = 'x-mock-faults';
export const FAULT_COOKIE = 'mock_faults';

/** HTTP statuses a fault may answer with, and the error code sent with each. */
export const HTTP_FAULT_CODES = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  410: 'GONE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
} as const;

export type FaultHttpStatus = keyof typeof HTTP_FAULT_CODES;

export type FaultEffect =
  | { kind: 'code'; code: string }
  | { kind: 'http'; status: FaultHttpStatus; resetSeconds?: number }
  | { kind: 'delay'; ms: number }
  | { kind: 'field'; code: string }
  | { kind: 'drop' };

export interface FaultRule {
  /** Operation name, root field name, or '*' for every request. */
  key: string;
  effect: FaultEffect;
  /** Fire only for the first `times` matching requests; unlimited when absent. */
  times?: number;
}

export class FaultSpecError extends Error {
  override name = 'FaultSpecError';
}

const KEY = /^(\*|[_A-Za-z][_0-9A-Za-z]*)$/;
const CODE = /^[A-Z][A-Z0-9_]*$/;
const RULE = /^([^=]+)=([^*]+)(?:\*(\d+))?$/;

function parseEffect(text: string, rule: string): FaultEffect {
  const http = /^http:(\d{3})(?:@(\d+))?$/.exec(text);
  if (http) {
    const status = Number(http[1]);
    if (!(status in HTTP_FAULT_CODES)) {
      throw new FaultSpecError(`Unsupported HTTP status in fault rule "${rule}"`);
    }
    const effect: FaultEffect = { kind: 'http', status: status as FaultHttpStatus };
    if (http[2] !== undefined) effect.resetSeconds = Number(http[2]);
    return effect;
  }
  const field = /^field:([A-Z][A-Z0-9_]*)$/.exec(text);
  if (field) return { kind: 'field', code: field[1]! };
  const delay = /^delay:(\d+)$/.exec(text);
  if (delay) return { kind: 'delay', ms: Number(delay[1]) };
  if (text === 'drop') return { kind: 'drop' };
  if (CODE.test(text)) return { kind: 'code', code: text };
  throw new FaultSpecError(`Unknown fault effect in rule "${rule}"`);
}

/** Parses a fault spec; throws FaultSpecError so a typo fails loudly instead of being ignored. */
export function parseFaults(spec: string): FaultRule[] {
  const rules: FaultRule[] = [];
  for (const raw of spec.split(';')) {
    const text = raw.trim();
    if (text === '') continue;
    const match = RULE.exec(text);
    const key = match?.[1]?.trim() ?? '';
    if (!match || !KEY.test(key)) throw new FaultSpecError(`Malformed fault rule "${text}"`);
    const rule: FaultRule = { key, effect: parseEffect(match[2]!.trim(), text) };
    if (match[3] !== undefined) {
      const times = Number(match[3]);
      if (times < 1) throw new FaultSpecError(`Fault count must be at least 1 in "${text}"`);
      rule.times = times;
    }
    rules.push(rule);
  }
  return rules;
}

function formatEffect(effect: FaultEffect): string {
  switch (effect.kind) {
    case 'code':
      return effect.code;
    case 'http':
      return `http:${effect.status}${effect.resetSeconds === undefined ? '' : `@${effect.resetSeconds}`}`;
    case 'delay':
      return `delay:${effect.ms}`;
    case 'field':
      return `field:${effect.code}`;
    case 'drop':
      return 'drop';
  }
}

export function formatFaultRule(rule: FaultRule): string {
  return `${rule.key}=${formatEffect(rule.effect)}${rule.times === undefined ? '' : `*${rule.times}`}`;
}

export function formatFaults(rules: readonly FaultRule[]): string {
  return rules.map(formatFaultRule).join(';');
}

/** Normalises and validates a spec given as text or rules. */
function specText(spec: string | readonly FaultRule[]): string {
  return formatFaults(typeof spec === 'string' ? parseFaults(spec) : spec);
}

/** Request header that switches faults on for one request, e.g. `fetch(url, { headers: faultHeader('…') })`. */
export function faultHeader(spec: string | readonly FaultRule[]): Record<typeof FAULT_HEADER, string> {
  return { [FAULT_HEADER]: specText(spec) };
}

/** Cookie (name and URL-encoded value) that switches faults on for a whole browser context. */
export function faultCookie(spec: string | readonly FaultRule[]): { name: typeof FAULT_COOKIE; value: string } {
  return { name: FAULT_COOKIE, value: encodeURIComponent(specText(spec)) };
}
