/**
 * @generated SignedSource<<2168c7f6d1210393809e32d8d1d72eea>>
 * @relayHash 017c943f5b7767c63619307f095153ce
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0cc5d9948dddec7041bfbcdc75ed13838fcb0e2a1bbdd7a2d4af90597b79595c

import type { ConcreteRequest } from 'relay-runtime';
export type WishlistAddItemMutation$variables = {
  isTargetingAllowed: boolean;
  locale: string;
  productId: string;
};
export type WishlistAddItemMutation$data = {
  readonly addWishlistItem: {
    readonly addedAt: string;
    readonly id: string;
    readonly product: {
      readonly id: string;
    };
  };
};
export type WishlistAddItemMutation = {
  response: WishlistAddItemMutation$data;
  variables: WishlistAddItemMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "isTargetingAllowed"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "locale"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "productId"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "isTargetingAllowed",
        "variableName": "isTargetingAllowed"
      },
      {
        "kind": "Variable",
        "name": "locale",
        "variableName": "locale"
      },
      {
        "kind": "Variable",
        "name": "productId",
        "variableName": "productId"
      }
    ],
    "concreteType": "WishlistItem",
    "kind": "LinkedField",
    "name": "addWishlistItem",
    "plural": false,
    "selections": [
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "addedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Product",
        "kind": "LinkedField",
        "name": "product",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "WishlistAddItemMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "WishlistAddItemMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "017c943f5b7767c63619307f095153ce",
    "id": "0cc5d9948dddec7041bfbcdc75ed13838fcb0e2a1bbdd7a2d4af90597b79595c",
    "metadata": {},
    "name": "WishlistAddItemMutation",
    "operationKind": "mutation",
    "text": "mutation WishlistAddItemMutation(\n  $productId: ID!\n  $locale: String!\n  $isTargetingAllowed: Boolean!\n) {\n  addWishlistItem(productId: $productId, locale: $locale, isTargetingAllowed: $isTargetingAllowed) {\n    id\n    addedAt\n    product {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cb79e7b448609d59e5a4bcfd82b0278c";

export default node;
