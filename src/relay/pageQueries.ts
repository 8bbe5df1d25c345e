/**
 * Queries that only the server runs, in the pages' +data hooks: the browser gets their records
 * with the page (pages/+onBeforeRenderClient.ts) and only reads them. So the browser's copies of
 * their artifacts carry no normalization selections (vite.config.ts), which only writing an
 * answer into the store, checking for it and garbage-collecting it need; the browser store never
 * collects (clientEnvironment.ts), and its network layer refuses these queries, loudly, should a
 * component ever ask for one. A page that renders such a query only when +data loaded it (a
 * deferred query that failed passes no variables) keeps that promise.
 */
export const PAGE_QUERIES: ReadonlySet<string> = new Set([
  'CatalogueOrderPageQuery',
  'ContactPageQuery',
  'ContentPageQuery',
  'FrameNavigationQuery',
  'HomePageContentQuery',
  'HomePageQuery',
  'ListingPageQuery',
  'ProductPageQuery',
  'SearchPageQuery',
]);

export const isPageQuery = (operationName: string): boolean => PAGE_QUERIES.has(operationName);

/**
 * A generated query artifact's code with the selections of its normalization AST (`operation`)
 * emptied; its arguments, name and params stay (reading and the operation descriptor use them).
 */
export function withoutNormalization(code: string): string {
  const operation = code.indexOf('"operation": {');
  const key = '"selections": ';
  const start = operation < 0 ? -1 : code.indexOf(key, operation);
  if (start < 0) throw new Error('withoutNormalization: no operation selections in the artifact');
  let depth = 0;
  let inString = false;
  for (let i = start + key.length; i < code.length; i++) {
    const char = code[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[') depth++;
    else if (char === ']' && --depth === 0) return `${code.slice(0, start)}${key}[]${code.slice(i + 1)}`;
  }
  throw new Error('withoutNormalization: unbalanced selections');
}
