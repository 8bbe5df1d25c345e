/**
 * @generated SignedSource<<7a5d89422355166bc853d314e2e73558>>
 * @relayHash c7d7e3e2be702c0b964a525c5de0de86
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c3e579270a6f3d6bbc524431bed3b548ed7393afd927c604597d9b43577a1255

import type { ConcreteRequest } from 'relay-runtime';
export type HeaderWishlistCountQuery$variables = {
  locale: string;
};
export type HeaderWishlistCountQuery$data = {
  readonly wishlist: {
    readonly count: number;
    readonly id: string;
  } | null | undefined;
};
export type HeaderWishlistCountQuery = {
  response: HeaderWishlistCountQuery$data;
  variables: HeaderWishlistCountQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "locale"
  }
],
v1 = [
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
        "name": "count",
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
    "name": "HeaderWishlistCountQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HeaderWishlistCountQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c7d7e3e2be702c0b964a525c5de0de86",
    "id": "c3e579270a6f3d6bbc524431bed3b548ed7393afd927c604597d9b43577a1255",
    "metadata": {},
    "name": "HeaderWishlistCountQuery",
    "operationKind": "query",
    "text": "query HeaderWishlistCountQuery(\n  $locale: String!\n) {\n  wishlist(locale: $locale) {\n    id\n    count\n  }\n}\n"
  }
};
})();

(node as any).hash = "31475bd53539274c674e253fce80cdeb";

export default node;
