/**
 * @generated SignedSource<<f3746ded8dbae943bd473eb2921d4825>>
 * @relayHash 7a85e1711d8a8c71318c80748389a4b2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ac86a80fc3469150f044683cc8c4c74d995b149be426b2ecb4464c500e01515e

import type { ConcreteRequest } from 'relay-runtime';
export type TrackingOptOutStatus = "alreadyExists" | "nonExistentProvider" | "success" | "%future added value";
export type ContentTrackingOptOutMutation$variables = {
  provider: string;
};
export type ContentTrackingOptOutMutation$data = {
  readonly trackingOptOut: {
    readonly status: TrackingOptOutStatus;
  };
};
export type ContentTrackingOptOutMutation = {
  response: ContentTrackingOptOutMutation$data;
  variables: ContentTrackingOptOutMutation$variables;
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
    "name": "ContentTrackingOptOutMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContentTrackingOptOutMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "7a85e1711d8a8c71318c80748389a4b2",
    "id": "ac86a80fc3469150f044683cc8c4c74d995b149be426b2ecb4464c500e01515e",
    "metadata": {},
    "name": "ContentTrackingOptOutMutation",
    "operationKind": "mutation",
    "text": "mutation ContentTrackingOptOutMutation(\n  $provider: String!\n) {\n  trackingOptOut(provider: $provider) {\n    status\n  }\n}\n"
  }
};
})();

(node as any).hash = "4ac949e3252bb617cf681bc96ef79c2e";

export default node;
