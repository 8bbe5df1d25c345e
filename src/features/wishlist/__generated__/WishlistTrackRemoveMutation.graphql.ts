/**
 * @generated SignedSource<<d60e432744cee01a0815eba4044490d7>>
 * @relayHash 0229781d71b513c4cb45cc1a043db78a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8cb1099b4e37850a36b0978cc25724059dd7ff2021b99c967f820c677330451f

import type { ConcreteRequest } from 'relay-runtime';
export type WishlistTrackRemoveMutation$variables = {
  locale: string;
  productId: string;
  sessionId: string;
  trackingConsent: boolean;
  userId?: string | null | undefined;
};
export type WishlistTrackRemoveMutation$data = {
  readonly trackRemoveFromWishlistGkAir: {
    readonly success: boolean;
  };
};
export type WishlistTrackRemoveMutation = {
  response: WishlistTrackRemoveMutation$data;
  variables: WishlistTrackRemoveMutation$variables;
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
    "name": "trackRemoveFromWishlistGkAir",
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
    "name": "WishlistTrackRemoveMutation",
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
    "name": "WishlistTrackRemoveMutation",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "cacheID": "0229781d71b513c4cb45cc1a043db78a",
    "id": "8cb1099b4e37850a36b0978cc25724059dd7ff2021b99c967f820c677330451f",
    "metadata": {},
    "name": "WishlistTrackRemoveMutation",
    "operationKind": "mutation",
    "text": "mutation WishlistTrackRemoveMutation(\n  $productId: ID!\n  $sessionId: ID!\n  $userId: ID\n  $trackingConsent: Boolean!\n  $locale: String!\n) {\n  trackRemoveFromWishlistGkAir(productId: $productId, sessionId: $sessionId, userId: $userId, trackingConsent: $trackingConsent, locale: $locale) {\n    success\n  }\n}\n"
  }
};
})();

(node as any).hash = "ad1e845651339a1c24782d39aa239524";

export default node;
