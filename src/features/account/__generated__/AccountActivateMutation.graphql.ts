/**
 * @generated SignedSource<<3b1cfd7ef7bd4f8a79e6e4a843aeaac3>>
 * @relayHash 2f100e07e8c43d266aa524a2e9945063
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c376953660a11369d7a35f83eda545bb798622923153c403878e186ee71002b5

import type { ConcreteRequest } from 'relay-runtime';
export type AccountActivateMutation$variables = {
  token: string;
};
export type AccountActivateMutation$data = {
  readonly activateAccount: {
    readonly client: {
      readonly customerNumber: string | null | undefined;
      readonly id: string;
      readonly isLoggedIn: boolean;
    };
    readonly token: string;
  };
};
export type AccountActivateMutation = {
  response: AccountActivateMutation$data;
  variables: AccountActivateMutation$variables;
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
    "concreteType": "AuthResult",
    "kind": "LinkedField",
    "name": "activateAccount",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "token",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Client",
        "kind": "LinkedField",
        "name": "client",
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
            "name": "isLoggedIn",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "customerNumber",
            "storageKey": null
          }
        ],
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
    "name": "AccountActivateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AccountActivateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2f100e07e8c43d266aa524a2e9945063",
    "id": "c376953660a11369d7a35f83eda545bb798622923153c403878e186ee71002b5",
    "metadata": {},
    "name": "AccountActivateMutation",
    "operationKind": "mutation",
    "text": "mutation AccountActivateMutation(\n  $token: String!\n) {\n  activateAccount(token: $token) {\n    token\n    client {\n      id\n      isLoggedIn\n      customerNumber\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b24c7e3aaeb0f941f038273fe7bf139a";

export default node;
