/**
 * @generated SignedSource<<56309f11d16b56039f126c6fe693a093>>
 * @relayHash 23d5fed6f4d39440e87a5a306c65d403
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4aa0f53f0cd5b799083ab2e623bfed055d0a5bd2b9c49f5e9a0d4d695df4b059

import type { ConcreteRequest } from 'relay-runtime';
export type AccountRequestDeletionMutation$variables = Record<PropertyKey, never>;
export type AccountRequestDeletionMutation$data = {
  readonly requestAccountDeletion: {
    readonly submitted: boolean;
  };
};
export type AccountRequestDeletionMutation = {
  response: AccountRequestDeletionMutation$data;
  variables: AccountRequestDeletionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "AccountDeletionResult",
    "kind": "LinkedField",
    "name": "requestAccountDeletion",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "submitted",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AccountRequestDeletionMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AccountRequestDeletionMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "23d5fed6f4d39440e87a5a306c65d403",
    "id": "4aa0f53f0cd5b799083ab2e623bfed055d0a5bd2b9c49f5e9a0d4d695df4b059",
    "metadata": {},
    "name": "AccountRequestDeletionMutation",
    "operationKind": "mutation",
    "text": "mutation AccountRequestDeletionMutation {\n  requestAccountDeletion {\n    submitted\n  }\n}\n"
  }
};
})();

(node as any).hash = "32345fc9b1310830063a36c6e0724a9f";

export default node;
