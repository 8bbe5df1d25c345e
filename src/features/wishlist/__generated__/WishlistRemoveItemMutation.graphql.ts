/**
 * @generated SignedSource<<3f0aed9e780a9bb5c4e1f0f4a0232ce3>>
 * @relayHash 25e41e50b8bcb1e4604316eda121f6d2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 824d96f5750238cbea99f0321780c6f3f4ca4205c6d624be39d64803384119d8

import type { ConcreteRequest } from 'relay-runtime';
export type WishlistRemoveItemMutation$variables = {
  isTargetingAllowed: boolean;
  itemKey: string;
  locale: string;
};
export type WishlistRemoveItemMutation$data = {
  readonly removeWishlistItem: string;
};
export type WishlistRemoveItemMutation = {
  response: WishlistRemoveItemMutation$data;
  variables: WishlistRemoveItemMutation$variables;
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
  "name": "itemKey"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "locale"
},
v3 = [
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
        "name": "itemKey",
        "variableName": "itemKey"
      },
      {
        "kind": "Variable",
        "name": "locale",
        "variableName": "locale"
      }
    ],
    "kind": "ScalarField",
    "name": "removeWishlistItem",
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
    "name": "WishlistRemoveItemMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "WishlistRemoveItemMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "25e41e50b8bcb1e4604316eda121f6d2",
    "id": "824d96f5750238cbea99f0321780c6f3f4ca4205c6d624be39d64803384119d8",
    "metadata": {},
    "name": "WishlistRemoveItemMutation",
    "operationKind": "mutation",
    "text": "mutation WishlistRemoveItemMutation(\n  $itemKey: ID!\n  $locale: String!\n  $isTargetingAllowed: Boolean!\n) {\n  removeWishlistItem(itemKey: $itemKey, locale: $locale, isTargetingAllowed: $isTargetingAllowed)\n}\n"
  }
};
})();

(node as any).hash = "1fc5ec066b25c3de1d2eb5e099156c50";

export default node;
