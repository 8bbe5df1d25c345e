import { describe, expect, it } from 'vitest';
import { isPageQuery, withoutNormalization } from './pageQueries.ts';

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
  "params": { "id": "abc", "name": "Q" }
};
})();`;

describe('withoutNormalization', () => {
  it('empties the operation’s selections and keeps the reader AST, the arguments and the params', () => {
    const code = withoutNormalization(artifact);
    expect(code).toContain('"fragment": { "kind": "Fragment", "name": "Q", "selections": [{ "name": "a]\\"[" }] }');
    expect(code).toContain('"argumentDefinitions": (v0/*:: as any*/),');
    expect(code).toContain('"name": "Q",\n    "selections": []\n  },\n  "params": { "id": "abc", "name": "Q" }');
  });

  it('refuses an artifact without an operation', () => {
    expect(() => withoutNormalization('const node = { "kind": "Fragment", "selections": [] };')).toThrow(/no operation selections/);
  });

  it('knows the page queries by name', () => {
    expect(isPageQuery('ProductPageQuery')).toBe(true);
    expect(isPageQuery('HeaderToolsQuery')).toBe(false);
  });
});
