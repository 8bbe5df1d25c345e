/**
 * @generated SignedSource<<ea0106bd3ee6b5032c22137c9f312b50>>
 * @relayHash 058f1d9e0b24a859c2e37f71a3fe9175
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 19839b124d518c1678a0555591ce1370a7dc97efbd4634ea0ac92d3aa6829e65

import type { ConcreteRequest } from 'relay-runtime';
export type SearchFieldInput = {
  locale: string;
  term: string;
};
export type SearchFieldLookupQuery$variables = {
  input: SearchFieldInput;
};
export type SearchFieldLookupQuery$data = {
  readonly searchField: {
    readonly category: {
      readonly activeFilters: ReadonlyArray<{
        readonly id: string;
        readonly values: ReadonlyArray<string>;
      }>;
      readonly path: string;
    } | null | undefined;
    readonly productId: string | null | undefined;
    readonly redirect: string | null | undefined;
    readonly term: string | null | undefined;
    readonly totalItemsCount: number;
  };
};
export type SearchFieldLookupQuery = {
  response: SearchFieldLookupQuery$data;
  variables: SearchFieldLookupQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SearchFieldResult",
    "kind": "LinkedField",
    "name": "searchField",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "productId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SearchFieldCategory",
        "kind": "LinkedField",
        "name": "category",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "path",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ActiveFilter",
            "kind": "LinkedField",
            "name": "activeFilters",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "values",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "term",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "redirect",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalItemsCount",
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
    "name": "SearchFieldLookupQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SearchFieldLookupQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "058f1d9e0b24a859c2e37f71a3fe9175",
    "id": "19839b124d518c1678a0555591ce1370a7dc97efbd4634ea0ac92d3aa6829e65",
    "metadata": {},
    "name": "SearchFieldLookupQuery",
    "operationKind": "query",
    "text": "query SearchFieldLookupQuery(\n  $input: SearchFieldInput!\n) {\n  searchField(input: $input) {\n    productId\n    category {\n      path\n      activeFilters {\n        id\n        values\n      }\n    }\n    term\n    redirect\n    totalItemsCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "82459e0e2c83b7d54f2f19d149aa38f7";

export default node;
