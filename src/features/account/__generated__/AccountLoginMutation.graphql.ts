/**
 * @generated SignedSource<<9621c8005e5917e05c616b0b98bfe5a5>>
 * @relayHash 7ff4f1576c47e3c12038e73aa9841013
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 356cf1696c2134fbe8baaaad08aeb827b2cb53d48884481aeacd525f4d4bca40

import type { ConcreteRequest } from 'relay-runtime';
export type LoginMethod = "customerNumber" | "email" | "%future added value";
export type LoginInput = {
  identifier: string;
  method: LoginMethod;
  password: string;
};
export type AccountLoginMutation$variables = {
  input: LoginInput;
};
export type AccountLoginMutation$data = {
  readonly login: {
    readonly client: {
      readonly customerNumber: string | null | undefined;
      readonly id: string;
      readonly isLoggedIn: boolean;
    };
    readonly token: string;
  };
};
export type AccountLoginMutation = {
  response: AccountLoginMutation$data;
  variables: AccountLoginMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "AuthResult",
    "kind": "LinkedField",
    "name": "login",
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
    "name": "AccountLoginMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AccountLoginMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "7ff4f1576c47e3c12038e73aa9841013",
    "id": "356cf1696c2134fbe8baaaad08aeb827b2cb53d48884481aeacd525f4d4bca40",
    "metadata": {},
    "name": "AccountLoginMutation",
    "operationKind": "mutation",
    "text": "mutation AccountLoginMutation(\n  $input: LoginInput!\n) {\n  login(input: $input) {\n    token\n    client {\n      id\n      isLoggedIn\n      customerNumber\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5dcdde8cc7815cfa1b66bf2b01b8fae9";

export default node;
