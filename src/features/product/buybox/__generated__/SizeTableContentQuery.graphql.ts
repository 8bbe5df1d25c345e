/**
 * @generated SignedSource<<f7573d971662da6571707a037ceb99f4>>
 * @relayHash 76e3067af4a73a69692d132411cecce0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bcde44eda063126c7a5627c7e6641f028525d9c912f91b66583c3b4049cf35b8

import type { ConcreteRequest } from 'relay-runtime';
export type SizeTableContentQuery$variables = {
  id: string;
  locale: string;
};
export type SizeTableContentQuery$data = {
  readonly productById: {
    readonly companyOfOrigin: string | null | undefined;
    readonly id: string;
    readonly sizeTables: ReadonlyArray<{
      readonly companyOfOrigin: string;
      readonly headers: ReadonlyArray<string>;
      readonly rows: ReadonlyArray<ReadonlyArray<string>>;
      readonly title: string;
    }>;
  } | null | undefined;
};
export type SizeTableContentQuery = {
  response: SizeTableContentQuery$data;
  variables: SizeTableContentQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "locale"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "companyOfOrigin",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "locale",
        "variableName": "locale"
      }
    ],
    "concreteType": "Product",
    "kind": "LinkedField",
    "name": "productById",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "SizeTable",
        "kind": "LinkedField",
        "name": "sizeTables",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "headers",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rows",
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
    "name": "SizeTableContentQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SizeTableContentQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "76e3067af4a73a69692d132411cecce0",
    "id": "bcde44eda063126c7a5627c7e6641f028525d9c912f91b66583c3b4049cf35b8",
    "metadata": {},
    "name": "SizeTableContentQuery",
    "operationKind": "query",
    "text": "query SizeTableContentQuery(\n  $id: ID!\n  $locale: String!\n) {\n  productById(id: $id, locale: $locale) {\n    id\n    companyOfOrigin\n    sizeTables {\n      companyOfOrigin\n      title\n      headers\n      rows\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "944cf8c5ca82b383762afb95bfbbc5cc";

export default node;
