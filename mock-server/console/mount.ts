import { createMockServer, type MockServer, type PersistedQueries } from '../app.ts';
import { createConsole } from './routes.ts';

/** Where the page server's APIs come from: a URL means a real back end. */
export interface ApiUrls {
  shopApiUrl?: string | undefined;
  contentApiUrl?: string | undefined;
}

/**
 * The console only when both APIs are the mock's: with a real shop API its login would hand a mock
 * token to that API and its faults would not reach it; with a real content API preview means drafts
 * the mock does not serve.
 */
export const consoleEnabled = (apis: ApiUrls): boolean => !apis.shopApiUrl && !apis.contentApiUrl;

/** The mock the page server embeds, with the console at /mock when every API is mocked. */
export function createEmbeddedMock(apis: ApiUrls, options: { persisted?: PersistedQueries } = {}): MockServer {
  const mock = createMockServer(options);
  if (!consoleEnabled(apis)) return mock;
  const mockConsole = createConsole(options.persisted);
  return {
    handles: (pathname) => mockConsole.handles(pathname) || mock.handles(pathname),
    fetch: (request) => (mockConsole.handles(new URL(request.url).pathname) ? mockConsole.fetch(request) : mock.fetch(request)),
  };
}
