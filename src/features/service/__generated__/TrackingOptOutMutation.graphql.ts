/**
 * @generated SignedSource<<630ca29784c4da8a757ab9b2aedffaa9>>
 * @relayHash df55b775cfd08507403adcc4251d588f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ce8de501d316bfe9e24bb4e74284f93c115f9a7e9cc5eae820a785fc41fb9fa2

import type { ConcreteRequest } from 'relay-runtime';
export type TrackingOptOutStatus = "alreadyExists" | "nonExistentProvider" | "success" | "%future added value";
export type TrackingOptOutMutation$variables = {
  provider: string;
};
export type TrackingOptOutMutation$data = {
  readonly trackingOptOut: {
    readonly status: TrackingOptOutStatus;
  };
};
export type TrackingOptOutMutation = {
  response: TrackingOptOutMutation$data;
  variables: TrackingOptOutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "provider"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "provider",
        "variableName": "provider"
      }
    ],
    "concreteType": "TrackingOptOutResult",
    "kind": "LinkedField",
    "name": "trackingOptOut",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
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
    "name": "TrackingOptOutMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TrackingOptOutMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "df55b775cfd08507403adcc4251d588f",
    "id": "ce8de501d316bfe9e24bb4e74284f93c115f9a7e9cc5eae820a785fc41fb9fa2",
    "metadata": {},
    "name": "TrackingOptOutMutation",
    "operationKind": "mutation",
    "text": "mutation TrackingOptOutMutation(\n  $provider: String!\n) {\n  trackingOptOut(provider: $provider) {\n    status\n  }\n}\n"
  }
};
})();

(node as any).hash = "c0bd30dbdb095467e048f119c07f4064";

export default node;
