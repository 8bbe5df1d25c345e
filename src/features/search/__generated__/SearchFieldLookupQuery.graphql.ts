/**
 * @generated SignedSource<<863d446d4472d1652b954e94ae569b1c>>
 * @relayHash 7ceb8aa284f483695f5fe0038222c15f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 17ccb54bd64e3f70f305ce656937fb83f39ff86ec2d0f9cd51e3b5d2550b2e24

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
    "cacheID": "7ceb8aa284f483695f5fe0038222c15f",
    "id": "17ccb54bd64e3f70f305ce656937fb83f39ff86ec2d0f9cd51e3b5d2550b2e24",
    "metadata": {},
    "name": "SearchFieldLookupQuery",
    "operationKind": "query",
    "text": "query SearchFieldLookupQuery(\n  $input: SearchFieldInput!\n) {\n  searchField(input: $input) {\n    productId\n    category {\n      path\n      activeFilters {\n        id\n        values\n      }\n    }\n    term\n    redirect\n  }\n}\n"
  }
};
})();

(node as any).hash = "8427406f9e2f56fd6214601562154541";

export default node;
