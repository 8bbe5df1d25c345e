import type { RequestParameters } from 'relay-runtime';

/**
 * In the browser: whether a request belongs to the personalised API. The browser build marks the
 * request parameters in the artifacts of those operations (vite.config.ts, withPersonalisedMark in src/internals/relay.ts),
 * so no page loads the list of their names (src/relay/personalised.ts, which the server reads).
 */
export function isPersonalisedRequest(params: RequestParameters): boolean {
  return (params as RequestParameters & { personalised?: unknown }).personalised === true;
}
