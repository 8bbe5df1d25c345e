/**
 * @generated SignedSource<<1cb1ca897a739ede6db50eda92692b35>>
 * @relayHash 7ff8fb6d8d7aa26131fe817d62f1b4e4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f5e6761ce9502c63d4f3131922f551379142c0e999ce6b42d705f02c7ecb5887

import type { ConcreteRequest } from 'relay-runtime';
export type EmailVerificationStatus = "error" | "invalid" | "pending" | "success" | "%future added value";
export type AccountVerifyEmailMutation$variables = {
  token: string;
};
export type AccountVerifyEmailMutation$data = {
  readonly verifyEmail: {
    readonly status: EmailVerificationStatus;
  };
};
export type AccountVerifyEmailMutation = {
  response: AccountVerifyEmailMutation$data;
  variables: AccountVerifyEmailMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "EmailVerificationResult",
    "kind": "LinkedField",
    "name": "verifyEmail",
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
    "name": "AccountVerifyEmailMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AccountVerifyEmailMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "7ff8fb6d8d7aa26131fe817d62f1b4e4",
    "id": "f5e6761ce9502c63d4f3131922f551379142c0e999ce6b42d705f02c7ecb5887",
    "metadata": {},
    "name": "AccountVerifyEmailMutation",
    "operationKind": "mutation",
    "text": "mutation AccountVerifyEmailMutation(\n  $token: String!\n) {\n  verifyEmail(token: $token) {\n    status\n  }\n}\n"
  }
};
})();

(node as any).hash = "36be065522011e5fa6140c0607fe7ec3";

export default node;
