/**
 * @generated SignedSource<<40d6b1de0ef5da6224a1973fa5035e93>>
 * @relayHash da6d4d446105e931307b2cbb91841b0f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 19df0351aa5ddad133a1b0619fd005d23b49937ca53c4e09e1e41cd3d29c805b

import type { ConcreteRequest } from 'relay-runtime';
export type SmartSuggestionsQuery$variables = {
  term: string;
};
export type SmartSuggestionsQuery$data = {
  readonly smartSuggestion: {
    readonly id: string;
    readonly suggestions: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
  };
};
export type SmartSuggestionsQuery = {
  response: SmartSuggestionsQuery$data;
  variables: SmartSuggestionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "term"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "term",
        "variableName": "term"
      }
    ],
    "concreteType": "SmartSuggestion",
    "kind": "LinkedField",
    "name": "smartSuggestion",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "SmartSuggestionItem",
        "kind": "LinkedField",
        "name": "suggestions",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SmartSuggestionsQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SmartSuggestionsQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "da6d4d446105e931307b2cbb91841b0f",
    "id": "19df0351aa5ddad133a1b0619fd005d23b49937ca53c4e09e1e41cd3d29c805b",
    "metadata": {},
    "name": "SmartSuggestionsQuery",
    "operationKind": "query",
    "text": "query SmartSuggestionsQuery(\n  $term: String!\n) {\n  smartSuggestion(term: $term) {\n    id\n    suggestions {\n      id\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9fa7533cad28007d759ef57f422c4026";

export default node;
