// The spec's call-handling vocabulary: one error type, one way to derive its code, one error page rule.

const STATUS_NAMES: Record<number, string> = {
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
};

export interface ApiErrorInit {
  operationName: string;
  code: string;
  status?: number;
  extensions?: Record<string, unknown>;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly code: string;
  readonly status?: number;
  readonly operationName: string;
  readonly extensions?: Record<string, unknown>;

  constructor(init: ApiErrorInit) {
    // The message names the operation so a log line alone tells which call broke.
    super(`${init.operationName} failed: ${init.code}`, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError'; // explicit: minifiers rename classes
    this.code = init.code;
    this.status = init.status;
    this.operationName = init.operationName;
    this.extensions = init.extensions;
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first GraphQL error's `extensions`, if the body has any. */
export function firstErrorExtensions(body: unknown): Record<string, unknown> | undefined {
  if (!isRecord(body) || !Array.isArray(body.errors)) return undefined;
  const first: unknown = body.errors[0];
  return isRecord(first) && isRecord(first.extensions) ? first.extensions : undefined;
}

export const hasErrors = (body: unknown): boolean => isRecord(body) && Array.isArray(body.errors) && body.errors.length > 0;

/**
 * The first GraphQL error's `extensions.code`, else the HTTP status name (`HTTP_<status>` when it
 * has none), else 'GRAPHQL_ERROR' for errors without a code; undefined for a clean 2xx answer.
 */
export function errorCodeOf(body: unknown, status: number): string | undefined {
  const code = firstErrorExtensions(body)?.code;
  if (typeof code === 'string' && code !== '') return code;
  if (status < 200 || status > 299) return STATUS_NAMES[status] ?? `HTTP_${status}`;
  return hasErrors(body) ? 'GRAPHQL_ERROR' : undefined;
}

const REFUSED_LOGIN_CODES = new Set(['UNAUTHENTICATED', 'UNAUTHORIZED']);

/**
 * Whether a failed call means "not logged in": UNAUTHENTICATED and UNAUTHORIZED (an HTTP 401 is
 * UNAUTHENTICATED). A 403 (FORBIDDEN) refuses one call, not the login: the session stays.
 */
export function isRefusedLogin(code: unknown, status: unknown): boolean {
  return (typeof code === 'string' && REFUSED_LOGIN_CODES.has(code)) || status === 401;
}

/** Which error page a failed critical call leads to: only a missing thing is a 404. */
export function errorPageFor(error: unknown): 'errorPageNotFound' | 'errorPageUnknown' {
  if (!isRecord(error)) return 'errorPageUnknown';
  const { code, status } = error;
  // A code wins over the status: yoga answers an unknown persisted query with 404 too.
  const notFound = code === undefined ? status === 404 : code === 'NOT_FOUND';
  return notFound ? 'errorPageNotFound' : 'errorPageUnknown';
}
