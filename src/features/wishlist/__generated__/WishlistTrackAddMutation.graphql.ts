/**
 * @generated SignedSource<<a391499eba1dfd3dfd52ca6ebe1d808f>>
 * @relayHash b3792dc8187d35662a28f8ea37e4cca0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4a2d82a93c611bfe7d924b9aa9d1d246523f8ed7cf06e5a831b61e7fcc267338

import type { ConcreteRequest } from 'relay-runtime';
export type WishlistTrackAddMutation$variables = {
  locale: string;
  productId: string;
  sessionId: string;
  trackingConsent: boolean;
  userId?: string | null | undefined;
};
export type WishlistTrackAddMutation$data = {
  readonly trackAddToWishlistGkAir: {
    readonly success: boolean;
  };
};
export type WishlistTrackAddMutation = {
  response: WishlistTrackAddMutation$data;
  variables: WishlistTrackAddMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "locale"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "productId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sessionId"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "trackingConsent"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v5 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "locale",
        "variableName": "locale"
      },
      {
        "kind": "Variable",
        "name": "productId",
        "variableName": "productId"
      },
      {
        "kind": "Variable",
        "name": "sessionId",
        "variableName": "sessionId"
      },
      {
        "kind": "Variable",
        "name": "trackingConsent",
        "variableName": "trackingConsent"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": "TrackingResult",
    "kind": "LinkedField",
    "name": "trackAddToWishlistGkAir",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "success",
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
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "WishlistTrackAddMutation",
    "selections": (v5/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v4/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "WishlistTrackAddMutation",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "cacheID": "b3792dc8187d35662a28f8ea37e4cca0",
    "id": "4a2d82a93c611bfe7d924b9aa9d1d246523f8ed7cf06e5a831b61e7fcc267338",
    "metadata": {},
    "name": "WishlistTrackAddMutation",
    "operationKind": "mutation",
    "text": "mutation WishlistTrackAddMutation(\n  $productId: ID!\n  $sessionId: ID!\n  $userId: ID\n  $trackingConsent: Boolean!\n  $locale: String!\n) {\n  trackAddToWishlistGkAir(productId: $productId, sessionId: $sessionId, userId: $userId, trackingConsent: $trackingConsent, locale: $locale) {\n    success\n  }\n}\n"
  }
};
})();

(node as any).hash = "d46848ce228c1760b7ba30fb9d28fb4d";

export default node;
