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
