/**
 * @generated SignedSource<<7acdbfb58230c4e427299350c269b78f>>
 * @relayHash c918b8e081b6d7a59379b4fe486b3658
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1bbfba5cda33c3dbcaa0e6a24ae6883b40af94cc15a18031af18fc5d6353e5a4

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
    "cacheID": "c918b8e081b6d7a59379b4fe486b3658",
    "id": "1bbfba5cda33c3dbcaa0e6a24ae6883b40af94cc15a18031af18fc5d6353e5a4",
    "metadata": {},
    "name": "HeaderToolsQuery",
    "operationKind": "query",
    "text": "query HeaderToolsQuery(\n  $locale: String!\n) {\n  client {\n    id\n    isLoggedIn\n  }\n  basket {\n    id\n    count\n  }\n  wishlist(locale: $locale) {\n    id\n    count\n  }\n}\n"
  }
};
})();

(node as any).hash = "af9efa47db177e80186a50f2b46a3ddc";

export default node;
