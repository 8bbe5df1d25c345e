import { describe, expect, it } from 'vitest';
import { withoutNormalization, withoutQueryText, withPersonalisedMark } from './relay.ts';

const artifact = `const node = (function(){
var v0 = [{ "kind": "LocalArgument", "name": "id" }];
return {
  "fragment": { "kind": "Fragment", "name": "Q", "selections": [{ "name": "a]\\"[" }] },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "Q",
    "selections": [{ "selections": [{ "name": "x]" }], "name": "b" }, { "name": "c" }]
  },
  "params": { "id": "abc", "name": "Q", "operationKind": "query", "text": "query Q { b { x } c \\"q\\" }" }
};
})();`;

describe('withoutNormalization', () => {
  it('empties the operation’s selections and keeps the reader AST, the arguments and the params', () => {
    const code = withoutNormalization(artifact);
    expect(code).toContain('"fragment": { "kind": "Fragment", "name": "Q", "selections": [{ "name": "a]\\"[" }] }');
    expect(code).toContain('"argumentDefinitions": (v0/*:: as any*/),');
    expect(code).toContain('"name": "Q",\n    "selections": []\n  },\n  "params": { "id": "abc", "name": "Q"');
  });

  it('refuses an artifact without an operation', () => {
    expect(() => withoutNormalization('const node = { "kind": "Fragment", "selections": [] };')).toThrow(/no operation selections/);
  });
});

describe('withoutQueryText', () => {
  it('drops the text of a query, escaped quotes included, and keeps its hash', () => {
    expect(withoutQueryText(artifact)).toContain('"params": { "id": "abc", "name": "Q", "operationKind": "query", "text": null }');
  });

  it('leaves mutations and fragments alone', () => {
    expect(withoutQueryText('{ "params": { "operationKind": "mutation", "text": "mutation M { m }" } }')).toBeNull();
    expect(withoutQueryText('{ "kind": "Fragment", "selections": [] }')).toBeNull();
  });
});

describe('withPersonalisedMark', () => {
  it('leaves fragments and other operations alone', () => {
    expect(withPersonalisedMark(artifact, () => false)).toBeNull();
    expect(withPersonalisedMark('{ "kind": "Fragment", "metadata": {}, "name": "F", "selections": [] }', () => true)).toBeNull();
    const query =
      '"params": {\n    "id": "abc",\n    "metadata": {},\n    "name": "Q",\n    "operationKind": "query",\n    "text": null\n  }';
    expect(withPersonalisedMark(query, (name) => name === 'Q')).toBe(
      query.replace('"operationKind": "query",', '"operationKind": "query",\n    "personalised": true,'),
    );
  });
});
