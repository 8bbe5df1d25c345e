import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RequestParameters } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { withPersonalisedMark } from '../internals/relay.ts';
import personalisedNames from './__generated__/personalisedOperations.json' with { type: 'json' };
import { isPersonalisedOperation } from './personalised.ts';
import { isPersonalisedRequest } from './personalisedRequest.ts';

const request = (mark: Record<string, unknown>) =>
  ({ id: 'abc', cacheID: 'abc', metadata: {}, name: 'Q', operationKind: 'query', ...mark, text: null }) as RequestParameters;

describe('isPersonalisedRequest', () => {
  it('is true only for requests whose artifact the build marked', () => {
    expect(isPersonalisedRequest(request({ personalised: true }))).toBe(true);
    expect(isPersonalisedRequest(request({}))).toBe(false);
    expect(isPersonalisedRequest(request({ personalised: 'yes' }))).toBe(false);
  });
});

describe('the browser build’s personalised marks', () => {
  const root = join(import.meta.dirname, '..', '..');
  const artifacts = ['src', 'pages']
    .flatMap((dir) => readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => join(root, dir, file)))
    .filter((file) => /[\\/]__generated__[\\/][^\\/]+\.graphql\.ts$/.test(file));

  it('marks the request parameters of exactly the personalised operations among the generated artifacts', () => {
    const marked: string[] = [];
    for (const file of artifacts) {
      const code = readFileSync(file, 'utf8');
      const edited = withPersonalisedMark(code, isPersonalisedOperation);
      if (edited === null) continue;
      const name = /"name": "(\w+)",\s*"operationKind"/.exec(edited)![1]!;
      expect(edited.replace(/\s*"personalised": true,/, '')).toBe(code);
      marked.push(name);
    }
    expect(marked.sort()).toEqual([...personalisedNames].sort());
  });
});
