/**
 * @generated SignedSource<<d66c1c5a2d6e6272527c30e8cf1ea18c>>
 * @relayHash 8ce50cb1666f26fb3635ec145c411525
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8196ac500387db235f6cd332b08c39390889831abce53c878b1c05280463ae2f

import type { ConcreteRequest } from 'relay-runtime';
export type trackSearchMutation$variables = {
  locale: string;
  searchTerm: string;
  sessionId: string;
  trackingConsent: boolean;
  userId?: string | null | undefined;
};
export type trackSearchMutation$data = {
  readonly trackSearchGkAir: {
    readonly success: boolean;
  };
};
export type trackSearchMutation = {
  response: trackSearchMutation$data;
  variables: trackSearchMutation$variables;
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
  "name": "searchTerm"
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
        "name": "searchTerm",
        "variableName": "searchTerm"
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
    "name": "trackSearchGkAir",
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
    "name": "trackSearchMutation",
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
    "name": "trackSearchMutation",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "cacheID": "8ce50cb1666f26fb3635ec145c411525",
    "id": "8196ac500387db235f6cd332b08c39390889831abce53c878b1c05280463ae2f",
    "metadata": {},
    "name": "trackSearchMutation",
    "operationKind": "mutation",
    "text": "mutation trackSearchMutation(\n  $searchTerm: String!\n  $sessionId: ID!\n  $userId: ID\n  $trackingConsent: Boolean!\n  $locale: String!\n) {\n  trackSearchGkAir(searchTerm: $searchTerm, sessionId: $sessionId, userId: $userId, trackingConsent: $trackingConsent, locale: $locale) {\n    success\n  }\n}\n"
  }
};
})();

(node as any).hash = "12bbb096d7e335fafa52c2d36d16f186";

export default node;
