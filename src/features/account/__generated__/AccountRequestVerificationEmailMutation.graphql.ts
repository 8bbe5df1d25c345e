/**
 * @generated SignedSource<<65ec87e11d88602e9d144c2091afb075>>
 * @relayHash 68ee2eed8454575b946a1e3b822f7c64
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1e89f4b2e136719c9ba5e6794be549a0b1bc7b2e733e97ad258f5feb3127999a

import type { ConcreteRequest } from 'relay-runtime';
export type VerificationState = "notVerified" | "pending" | "verified" | "withdrawn" | "%future added value";
export type AccountRequestVerificationEmailMutation$variables = Record<PropertyKey, never>;
export type AccountRequestVerificationEmailMutation$data = {
  readonly requestVerificationEmail: {
    readonly id: string;
    readonly verificationState: VerificationState;
  };
};
export type AccountRequestVerificationEmailMutation = {
  response: AccountRequestVerificationEmailMutation$data;
  variables: AccountRequestVerificationEmailMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Customer",
    "kind": "LinkedField",
    "name": "requestVerificationEmail",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "verificationState",
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
    "name": "AccountRequestVerificationEmailMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AccountRequestVerificationEmailMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "68ee2eed8454575b946a1e3b822f7c64",
    "id": "1e89f4b2e136719c9ba5e6794be549a0b1bc7b2e733e97ad258f5feb3127999a",
    "metadata": {},
    "name": "AccountRequestVerificationEmailMutation",
    "operationKind": "mutation",
    "text": "mutation AccountRequestVerificationEmailMutation {\n  requestVerificationEmail {\n    id\n    verificationState\n  }\n}\n"
  }
};
})();

(node as any).hash = "d5b98692dc50f0c873217fbf79afd65f";

export default node;
