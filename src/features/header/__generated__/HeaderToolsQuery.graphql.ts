/**
 * @generated SignedSource<<b413cf57df117e1471e60ecd413c6895>>
 * @relayHash 0a332f47f06571993127c35b88635a8a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d72e4948297a3e8ee83e01ecf9a6085e7864cb0eccd5dcfc1e42bc3cd8a197cb

import type { ConcreteRequest } from 'relay-runtime';
export type HeaderToolsQuery$variables = {
  locale: string;
};
export type HeaderToolsQuery$data = {
  readonly basket: {
    readonly count: number;
    readonly id: string;
  } | null | undefined;
  readonly client: {
    readonly customerNumber: string | null | undefined;
    readonly id: string;
    readonly isLoggedIn: boolean;
  };
  readonly wishlist: {
    readonly count: number;
    readonly id: string;
  } | null | undefined;
};
export type HeaderToolsQuery = {
  response: HeaderToolsQuery$data;
  variables: HeaderToolsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
  "name": "id",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "count",
    "storageKey": null
  }
],
v3 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Client",
    "kind": "LinkedField",
    "name": "client",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isLoggedIn",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "customerNumber",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Basket",
    "kind": "LinkedField",
    "name": "basket",
    "plural": false,
    "selections": (v2/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "locale",
        "variableName": "locale"
      }
    ],
    "concreteType": "Wishlist",
    "kind": "LinkedField",
    "name": "wishlist",
    "plural": false,
    "selections": (v2/*:: as any*/),
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "HeaderToolsQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HeaderToolsQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "0a332f47f06571993127c35b88635a8a",
    "id": "d72e4948297a3e8ee83e01ecf9a6085e7864cb0eccd5dcfc1e42bc3cd8a197cb",
    "metadata": {},
    "name": "HeaderToolsQuery",
    "operationKind": "query",
    "text": "query HeaderToolsQuery(\n  $locale: String!\n) {\n  client {\n    id\n    isLoggedIn\n    customerNumber\n  }\n  basket {\n    id\n    count\n  }\n  wishlist(locale: $locale) {\n    id\n    count\n  }\n}\n"
  }
};
})();

(node as any).hash = "d500896bd80ed9a3aad270da9aa8dcb4";

export default node;
