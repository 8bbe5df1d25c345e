/**
 * @generated SignedSource<<531de08b10913f47220c4c65b82c053b>>
 * @relayHash 19dc04d688920362ce2f7f4c84208fe2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b28dda8f1f5da649ad0257c3fe6e4a6ff89d0e1fb1e803e663789e5475ee0fb5

import type { ConcreteRequest } from 'relay-runtime';
export type RecommendationTrackProductViewMutation$variables = {
  locale: string;
  productId: string;
  sessionId: string;
  trackingConsent: boolean;
  userId?: string | null | undefined;
};
export type RecommendationTrackProductViewMutation$data = {
  readonly trackProductViewGkAir: {
    readonly success: boolean;
  };
};
export type RecommendationTrackProductViewMutation = {
  response: RecommendationTrackProductViewMutation$data;
  variables: RecommendationTrackProductViewMutation$variables;
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
    "name": "trackProductViewGkAir",
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
    "name": "RecommendationTrackProductViewMutation",
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
    "name": "RecommendationTrackProductViewMutation",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "cacheID": "19dc04d688920362ce2f7f4c84208fe2",
    "id": "b28dda8f1f5da649ad0257c3fe6e4a6ff89d0e1fb1e803e663789e5475ee0fb5",
    "metadata": {},
    "name": "RecommendationTrackProductViewMutation",
    "operationKind": "mutation",
    "text": "mutation RecommendationTrackProductViewMutation(\n  $productId: ID!\n  $sessionId: ID!\n  $userId: ID\n  $trackingConsent: Boolean!\n  $locale: String!\n) {\n  trackProductViewGkAir(productId: $productId, sessionId: $sessionId, userId: $userId, trackingConsent: $trackingConsent, locale: $locale) {\n    success\n  }\n}\n"
  }
};
})();

(node as any).hash = "a2f4d5eef83f50cd371d9f8cd9ddd1c2";

export default node;
