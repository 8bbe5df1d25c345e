/**
 * @generated SignedSource<<6549817071688fa373d070ad6ac4f432>>
 * @relayHash 6d9f84e9ac98e63b5db132c2def1da02
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 44157a97405d443a1c86b0708ab06fe198f7bb6a22455127c98ad5e5ceeb3f60

import type { ConcreteRequest } from 'relay-runtime';
export type RecommendationTrackCategoryClickMutation$variables = {
  categoryId: string;
  locale: string;
  sessionId: string;
  trackingConsent: boolean;
  trackingToken: string;
  userId?: string | null | undefined;
};
export type RecommendationTrackCategoryClickMutation$data = {
  readonly trackCategoryClickGkAir: {
    readonly success: boolean;
  };
};
export type RecommendationTrackCategoryClickMutation = {
  response: RecommendationTrackCategoryClickMutation$data;
  variables: RecommendationTrackCategoryClickMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "categoryId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "locale"
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
        "name": "categoryId",
        "variableName": "categoryId"
      },
      {
        "kind": "Variable",
        "name": "locale",
        "variableName": "locale"
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
    "name": "trackCategoryClickGkAir",
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
    "name": "RecommendationTrackCategoryClickMutation",
    "selections": (v6/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v4/*:: as any*/),
      (v2/*:: as any*/),
      (v5/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "RecommendationTrackCategoryClickMutation",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "cacheID": "6d9f84e9ac98e63b5db132c2def1da02",
    "id": "44157a97405d443a1c86b0708ab06fe198f7bb6a22455127c98ad5e5ceeb3f60",
    "metadata": {},
    "name": "RecommendationTrackCategoryClickMutation",
    "operationKind": "mutation",
    "text": "mutation RecommendationTrackCategoryClickMutation(\n  $categoryId: ID!\n  $trackingToken: String!\n  $sessionId: ID!\n  $userId: ID\n  $trackingConsent: Boolean!\n  $locale: String!\n) {\n  trackCategoryClickGkAir(categoryId: $categoryId, trackingToken: $trackingToken, sessionId: $sessionId, userId: $userId, trackingConsent: $trackingConsent, locale: $locale) {\n    success\n  }\n}\n"
  }
};
})();

(node as any).hash = "5ea4fde932ef1d2c66d47907ecd853e6";

export default node;
