/**
 * @generated SignedSource<<6fdde009aa9c4f7e369ba5924cb5c668>>
 * @relayHash b7d4e36177110df32285949526161bc5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cb16272eea612fd8573e7e00903c6ff39440795721b0d717e86805640d5a3adf

import type { ConcreteRequest } from 'relay-runtime';
export type SearchFieldTrackSearchMutation$variables = {
  locale: string;
  searchTerm: string;
  sessionId: string;
  trackingConsent: boolean;
  userId?: string | null | undefined;
};
export type SearchFieldTrackSearchMutation$data = {
  readonly trackSearchGkAir: {
    readonly success: boolean;
  };
};
export type SearchFieldTrackSearchMutation = {
  response: SearchFieldTrackSearchMutation$data;
  variables: SearchFieldTrackSearchMutation$variables;
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
    "name": "SearchFieldTrackSearchMutation",
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
    "name": "SearchFieldTrackSearchMutation",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "cacheID": "b7d4e36177110df32285949526161bc5",
    "id": "cb16272eea612fd8573e7e00903c6ff39440795721b0d717e86805640d5a3adf",
    "metadata": {},
    "name": "SearchFieldTrackSearchMutation",
    "operationKind": "mutation",
    "text": "mutation SearchFieldTrackSearchMutation(\n  $searchTerm: String!\n  $sessionId: ID!\n  $userId: ID\n  $trackingConsent: Boolean!\n  $locale: String!\n) {\n  trackSearchGkAir(searchTerm: $searchTerm, sessionId: $sessionId, userId: $userId, trackingConsent: $trackingConsent, locale: $locale) {\n    success\n  }\n}\n"
  }
};
})();

(node as any).hash = "a000a253e041c9f28c30b61ea83b83b4";

export default node;
