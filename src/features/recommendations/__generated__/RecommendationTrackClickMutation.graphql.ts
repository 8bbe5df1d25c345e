/**
 * @generated SignedSource<<4fcc976eb9ae67f0280500f8aa321e96>>
 * @relayHash 26d40e456020adafd8aed45d5c63bb35
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c896049bcbbc1b88c6356297e525a5ee2951241cfceb814913441a3901ea7895

import type { ConcreteRequest } from 'relay-runtime';
export type RecommendationTrackClickMutation$variables = {
  locale: string;
  productId: string;
  sessionId: string;
  trackingConsent: boolean;
  trackingToken: string;
  userId?: string | null | undefined;
};
export type RecommendationTrackClickMutation$data = {
  readonly trackClickGkAir: {
    readonly success: boolean;
  };
};
export type RecommendationTrackClickMutation = {
  response: RecommendationTrackClickMutation$data;
  variables: RecommendationTrackClickMutation$variables;
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
  "name": "trackingToken"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v6 = [
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
        "name": "trackingToken",
        "variableName": "trackingToken"
      },
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": "TrackingResult",
    "kind": "LinkedField",
    "name": "trackClickGkAir",
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
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "RecommendationTrackClickMutation",
    "selections": (v6/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v4/*:: as any*/),
      (v2/*:: as any*/),
      (v5/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "RecommendationTrackClickMutation",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "cacheID": "26d40e456020adafd8aed45d5c63bb35",
    "id": "c896049bcbbc1b88c6356297e525a5ee2951241cfceb814913441a3901ea7895",
    "metadata": {},
    "name": "RecommendationTrackClickMutation",
    "operationKind": "mutation",
    "text": "mutation RecommendationTrackClickMutation(\n  $productId: ID!\n  $trackingToken: String!\n  $sessionId: ID!\n  $userId: ID\n  $trackingConsent: Boolean!\n  $locale: String!\n) {\n  trackClickGkAir(productId: $productId, trackingToken: $trackingToken, sessionId: $sessionId, userId: $userId, trackingConsent: $trackingConsent, locale: $locale) {\n    success\n  }\n}\n"
  }
};
})();

(node as any).hash = "dc87b78a085d4638823459e9ed834a19";

export default node;
