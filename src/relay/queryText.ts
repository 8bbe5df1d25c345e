// The browser build leaves the text of persisted queries out of the scripts (vite.config.ts): the
// API knows them by their hash. Each text is a static file instead, loaded only when the API does
// not know a hash yet (PERSISTED_QUERY_NOT_FOUND).

/** Where the build puts the query texts, under the client's output (served from the site root). */
export const QUERY_TEXT_DIR = 'assets/queries';

export function queryTextFile(id: string): string {
  return `${QUERY_TEXT_DIR}/${id}.graphql`;
}

/** The text of the persisted query `id`, or undefined when there is none. */
export async function loadQueryText(id: string, fetchFn: typeof fetch = fetch): Promise<string | undefined> {
  if (!/^[0-9a-f]{64}$/.test(id)) return undefined;
  const response = await fetchFn(`/${queryTextFile(id)}`);
  return response.ok ? response.text() : undefined;
}
