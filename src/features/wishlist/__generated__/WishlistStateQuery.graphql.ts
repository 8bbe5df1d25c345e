/**
 * @generated SignedSource<<a1cd4da45aa683a2fe97837df33d1728>>
 * @relayHash 083ba61bde4b1d43b0c351606c9c55f7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d514a093ab1cdab6e170eb0e9f2fec87a8a8cb7a17dd52dc6a2c9cd85c890827

import type { ConcreteRequest } from 'relay-runtime';
export type WishlistStateQuery$variables = {
  locale: string;
};
export type WishlistStateQuery$data = {
  readonly wishlist: {
    readonly count: number;
    readonly id: string;
    readonly items: ReadonlyArray<{
      readonly id: string;
      readonly product: {
        readonly id: string;
      };
    }>;
  } | null | undefined;
};
export type WishlistStateQuery = {
  response: WishlistStateQuery$data;
  variables: WishlistStateQuery$variables;
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
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "count",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "WishlistItem",
        "kind": "LinkedField",
        "name": "items",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Product",
            "kind": "LinkedField",
            "name": "product",
            "plural": false,
            "selections": [
              (v1/*:: as any*/)
            ],
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
    "name": "WishlistStateQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WishlistStateQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "083ba61bde4b1d43b0c351606c9c55f7",
    "id": "d514a093ab1cdab6e170eb0e9f2fec87a8a8cb7a17dd52dc6a2c9cd85c890827",
    "metadata": {},
    "name": "WishlistStateQuery",
    "operationKind": "query",
    "text": "query WishlistStateQuery(\n  $locale: String!\n) {\n  wishlist(locale: $locale) {\n    id\n    count\n    items {\n      id\n      product {\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4bbf36bb3ef5a1a17297956f12fe2b88";

export default node;
