import { Kind, parse, type DocumentNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import type { APQStore } from '@graphql-yoga/plugin-apq';
import type { FaultTarget } from '../faults/apply.ts';

/** What the mock needs to know about a GraphQL request before yoga runs it. */
export interface GraphQLRequestInfo extends FaultTarget {
  /** False for requests that carry no operation, e.g. the GraphiQL page. */
  isOperation: boolean;
}

interface Params {
  query?: unknown;
  operationName?: unknown;
  extensions?: unknown;
}

async function paramsOf(request: Request): Promise<Params | null> {
  if (request.method === 'GET') {
    const search = new URL(request.url).searchParams;
    if (!search.has('query') && !search.has('extensions') && !search.has('operationName')) return null;
    let extensions: unknown;
    try {
      extensions = JSON.parse(search.get('extensions') ?? 'null');
    } catch {
      extensions = null;
    }
    return { query: search.get('query'), operationName: search.get('operationName'), extensions };
  }
  if (request.method !== 'POST') return null;
  const type = request.headers.get('content-type') ?? '';
  // Read a copy: yoga still needs the body.
  if (type.includes('application/graphql')) return { query: await request.clone().text() };
  if (!type.includes('json')) return {};
  try {
    const body: unknown = await request.clone().json();
    return (Array.isArray(body) ? body[0] : body) ?? {};
  } catch {
    return {};
  }
}

function persistedHash(extensions: unknown): string | null {
  const persisted = (extensions as { persistedQuery?: { sha256Hash?: unknown } } | null)?.persistedQuery;
  return typeof persisted?.sha256Hash === 'string' ? persisted.sha256Hash : null;
}

function rootFieldsOf(selectionSet: SelectionSetNode, document: DocumentNode, seen = new Set<string>()): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFieldsOf(selection.selectionSet, document, seen);
    const name = selection.name.value;
    if (seen.has(name)) return [];
    seen.add(name);
    const fragment = document.definitions.find((d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === name);
    return fragment?.kind === Kind.FRAGMENT_DEFINITION ? rootFieldsOf(fragment.selectionSet, document, seen) : [];
  });
}

// Parsed query texts: the shop sends the same few documents over and over (persisted queries).
// Bounded, so arbitrary texts (GraphiQL, hostile callers) cannot grow it; null = does not parse.
const MAX_DOCUMENTS = 200;
const documents = new Map<string, DocumentNode | null>();

function documentOf(query: string): DocumentNode | null {
  if (documents.has(query)) return documents.get(query)!;
  let document: DocumentNode | null;
  try {
    document = parse(query);
  } catch {
    document = null;
  }
  if (documents.size >= MAX_DOCUMENTS) documents.delete(documents.keys().next().value!);
  documents.set(query, document);
  return document;
}

/**
 * Finds operation name and root fields for POST bodies, GET query strings and hash-only
 * persisted GETs (whose text comes from the APQ store when it is known).
 */
export async function inspectGraphQLRequest(request: Request, apq: APQStore): Promise<GraphQLRequestInfo> {
  const params = await paramsOf(request);
  if (params === null) return { isOperation: false, operationName: null, rootFields: [] };
  const requestedName = typeof params.operationName === 'string' && params.operationName !== '' ? params.operationName : null;
  let query = typeof params.query === 'string' ? params.query : null;
  const hash = persistedHash(params.extensions);
  if (query === null && hash !== null) query = (await apq.get(hash)) ?? null;
  let operation: OperationDefinitionNode | undefined;
  // Invalid queries are yoga's to report; faults can still match '*' or the given name.
  const document = query !== null ? documentOf(query) : null;
  if (document) {
    const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    operation = requestedName ? operations.find((o) => o.name?.value === requestedName) : operations[0];
  }
  return {
    isOperation: true,
    operationName: requestedName ?? operation?.name?.value ?? null,
    rootFields: operation && document ? [...new Set(rootFieldsOf(operation.selectionSet, document))] : [],
  };
}
