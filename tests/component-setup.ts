// Component tests: unmount after each test, and tell React it runs inside act()-aware tests.
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// Each test file runs in its own VM context (pool vmThreads), whose jsdom window lacks Node's web
// streams; the embedded mock server answers with them.
Object.assign(globalThis, {
  ReadableStream: globalThis.ReadableStream ?? ReadableStream,
  WritableStream: globalThis.WritableStream ?? WritableStream,
  TransformStream: globalThis.TransformStream ?? TransformStream,
});
afterEach(cleanup);
