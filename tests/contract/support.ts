import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { createMockServer } from '../../mock-server/app.ts';
import { VISITOR_COOKIE, newVisitorId } from '../../mock-server/sessions/visitor.ts';

// In-process client for the mock server: no port, no network.
export const server = createMockServer();
export const BASE = 'http://localhost';
export const CONTENT_TOKEN = 'mock-content-token';
export const PREVIEW_TOKEN = 'mock-preview-token';

export interface GraphQLBody<TData> {
  data?: TData | null;
  errors?: { message: string; extensions?: Record<string, unknown> & { code?: string } }[];
}

export interface CallOptions {
  /** Visitor id for the mock_visitor cookie; each test should use its own (see newVisitor). */
  visitor?: string;
  headers?: Record<string, string>;
  path?: '/graphql' | '/content/graphql';
}

export interface GraphQLResult<TData> {
  status: number;
  headers: Headers;
  body: GraphQLBody<TData>;
}

export const newVisitor = newVisitorId;

function headersFor(options: CallOptions, extra: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = { ...extra, ...options.headers };
  if (options.visitor) headers['cookie'] = [`${VISITOR_COOKIE}=${options.visitor}`, headers['cookie']].filter(Boolean).join('; ');
  return headers;
}

async function result<TData>(response: Response): Promise<GraphQLResult<TData>> {
  return { status: response.status, headers: response.headers, body: (await response.json()) as GraphQLBody<TData> };
}

/** POSTs a typed document, the way the shop's network layer sends mutations and first-time queries. */
export async function post<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  options: CallOptions = {},
  extensions?: Record<string, unknown>,
): Promise<GraphQLResult<TData>> {
  const request = new Request(`${BASE}${options.path ?? '/graphql'}`, {
    method: 'POST',
    headers: headersFor(options, { 'content-type': 'application/json' }),
    body: JSON.stringify({ query: print(document), variables, extensions }),
  });
  return result<TData>(await server.fetch(request));
}

/** GET with URL parameters (persisted queries). */
export async function get<TData>(params: Record<string, unknown>, options: CallOptions = {}): Promise<GraphQLResult<TData>> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const request = new Request(`${BASE}${options.path ?? '/graphql'}?${search}`, { headers: headersFor(options) });
  return result<TData>(await server.fetch(request));
}

export async function requestLog(
  visitor: string,
): Promise<{ operationName: string | null; method: string; status: number; code?: string; at: string }[]> {
  const response = await server.fetch(new Request(`${BASE}/mock/requests`, { headers: headersFor({ visitor }) }));
  return response.json() as never;
}

export async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export const errorCode = (body: GraphQLBody<unknown>) => body.errors?.[0]?.extensions?.code;
