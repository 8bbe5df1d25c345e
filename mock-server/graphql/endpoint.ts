import type { APQStore } from '@graphql-yoga/plugin-apq';
import {
  ConnectionDropped,
  decideFaults,
  faultResponse,
  faultRulesOf,
  mergeDecisions,
  withFieldError,
  type FaultDecision,
} from '../faults/apply.ts';
import { FaultSpecError } from '../faults/format.ts';
import { activeGlobalFaults } from '../faults/global.ts';
import { logRequest, visitorFor, type RequestLogEntry, type VisitorState } from '../sessions/store.ts';
import { inspectGraphQLRequest, type GraphQLRequestInfo } from './inspect.ts';

export interface GraphQLEndpoint {
  name: RequestLogEntry['endpoint'];
  apq: APQStore;
  /** Runs the request for real (auth checks, yoga). */
  execute(request: Request, visitor: VisitorState, info: GraphQLRequestInfo): Promise<Response>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function firstErrorCode(response: Response): Promise<string | undefined> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return undefined;
  try {
    const body = (await response.clone().json()) as { errors?: { extensions?: { code?: unknown } }[] };
    const code = body.errors?.[0]?.extensions?.code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

function invalidFaultSpec(error: FaultSpecError): Response {
  return Response.json({ errors: [{ message: error.message, extensions: { code: 'INVALID_FAULT_SPEC' } }], data: null }, { status: 400 });
}

/**
 * Applies the fault rules for every visitor (faults/global.ts) and then the visitor's own, runs
 * the operation and records it in the request log. A `drop` rule throws ConnectionDropped.
 */
export async function serveGraphQL(endpoint: GraphQLEndpoint, request: Request): Promise<Response> {
  const visitor = visitorFor(request);
  const info = await inspectGraphQLRequest(request, endpoint.apq);
  if (!info.isOperation) return endpoint.execute(request, visitor, info);

  let response: Response;
  try {
    const global = activeGlobalFaults(endpoint.name);
    const everyone: FaultDecision = global ? decideFaults(global.rules, info, global.hits) : { delayMs: 0 };
    const decision = mergeDecisions(everyone, decideFaults(faultRulesOf(request), info, visitor.faultHits));
    if (decision.delayMs > 0) await sleep(decision.delayMs);
    const fail = decision.fail;
    if (fail?.kind === 'drop') throw new ConnectionDropped(`Simulated dropped connection for ${info.operationName ?? 'request'}`);
    if (fail?.kind === 'field') {
      response = await withFieldError(await endpoint.execute(request, visitor, info), decision.failKey ?? '', fail.code);
    } else response = fail ? faultResponse(fail, info) : await endpoint.execute(request, visitor, info);
  } catch (error) {
    if (!(error instanceof FaultSpecError)) throw error;
    response = invalidFaultSpec(error);
  }

  const entry: RequestLogEntry = {
    endpoint: endpoint.name,
    operationName: info.operationName,
    method: request.method,
    status: response.status,
    at: new Date().toISOString(),
  };
  const code = await firstErrorCode(response);
  if (code !== undefined) entry.code = code;
  logRequest(visitor, entry);
  return response;
}
