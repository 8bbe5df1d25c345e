import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isQuietPath, requestIdOf, requestPath } from './requestLog.ts';

const withId = (id: string | undefined) => ({ headers: id === undefined ? {} : { 'x-request-id': id } }) as IncomingMessage;

describe('request ids', () => {
  it('keeps a plausible incoming id', () => {
    expect(requestIdOf(withId('lb-7f3a.42'))).toBe('lb-7f3a.42');
  });
  it.each([undefined, '', 'a b', 'x\ny', 'ä', 'x'.repeat(129)])('makes a new one instead of %j', (incoming) => {
    expect(requestIdOf(withId(incoming))).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('request log', () => {
  it('keeps probes and static files out of the info log', () => {
    expect(isQuietPath('/healthz')).toBe(true);
    expect(isQuietPath('/readyz')).toBe(true);
    expect(isQuietPath('/assets/entries/pages_index.BdE3x.js')).toBe(true);
    expect(isQuietPath('/favicon.svg')).toBe(true);
    expect(isQuietPath('/damen-mode/kleider')).toBe(false);
    expect(isQuietPath('/p/P100205')).toBe(false);
  });
  it('logs the path as sent, without the query', () => {
    expect(requestPath('/search?q=geheim')).toBe('/search');
    expect(requestPath('//evil.example/x')).toBe('//evil.example/x');
    expect(requestPath('*')).toBe('/*');
  });
});
