// Component tests: unmount after each test, tell React it runs inside act()-aware tests, and let
// modules that a test started loading finish before the file ends.
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import type * as PageContextModule from 'vike-react/usePageContext';
import { loadAllMessages } from '../src/i18n/load.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// Each test file runs in its own VM context (pool vmThreads), whose jsdom window lacks Node's web
// streams; the embedded mock server answers with them.
Object.assign(globalThis, {
  ReadableStream: globalThis.ReadableStream ?? ReadableStream,
  WritableStream: globalThis.WritableStream ?? WritableStream,
  TransformStream: globalThis.TransformStream ?? TransformStream,
});
// The catalogue in every language, as the server has it.
await loadAllMessages();
// Components take the shop's locale from the page context: one rendered without a page context,
// or with a shop that names none, is a German shop's.
vi.mock('vike-react/usePageContext', async (importOriginal) => {
  const actual = await importOriginal<typeof PageContextModule>();
  const german = new WeakMap<object, object>();
  const fallback = { shop: { locale: 'de-DE' } };
  const usePageContext = () => {
    const pageContext = actual.usePageContext() as { shop?: { locale?: string } } | undefined;
    if (pageContext?.shop?.locale) return pageContext;
    if (!pageContext) return fallback;
    let withLocale = german.get(pageContext);
    if (!withLocale) german.set(pageContext, (withLocale = { ...pageContext, shop: { ...pageContext.shop, locale: 'de-DE' } }));
    return withLocale;
  };
  return { ...actual, usePageContext };
});
afterEach(cleanup);
// findBy… and waitFor wait for a state; a busy CI machine may take longer than the default second
// to get there (a test of what must not appear asserts with its own short wait).
configure({ asyncUtilTimeout: 5000 });
// App code loads some modules on first use (the analytics event builders when a test picks a size
// or searches): a file waits for such loads, which would otherwise end after its module runner has
// closed and fail the run.
afterAll(() => vi.dynamicImportSettled());
