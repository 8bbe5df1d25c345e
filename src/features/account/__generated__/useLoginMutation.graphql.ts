/**
 * @generated SignedSource<<15386310bbc1f8b2e3880d4564231b19>>
 * @relayHash 58b34eb5ae4539b0bcb95ea66dea9fc6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ae8c13e8936c574158152c3ddd20b3190cee719b79eb3653dbba983483817149

import type { ConcreteRequest } from 'relay-runtime';
export type LoginMethod = "customerNumber" | "email" | "%future added value";
export type LoginInput = {
  identifier: string;
  method: LoginMethod;
  password: string;
};
export type useLoginMutation$variables = {
  input: LoginInput;
};
export type useLoginMutation$data = {
  readonly login: {
    readonly client: {
      readonly customerNumber: string | null | undefined;
      readonly id: string;
      readonly isLoggedIn: boolean;
    };
    readonly token: string;
  };
};
export type useLoginMutation = {
  response: useLoginMutation$data;
  variables: useLoginMutation$variables;
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
    "name": "useLoginMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLoginMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "58b34eb5ae4539b0bcb95ea66dea9fc6",
    "id": "ae8c13e8936c574158152c3ddd20b3190cee719b79eb3653dbba983483817149",
    "metadata": {},
    "name": "useLoginMutation",
    "operationKind": "mutation",
    "text": "mutation useLoginMutation(\n  $input: LoginInput!\n) {\n  login(input: $input) {\n    token\n    client {\n      id\n      isLoggedIn\n      customerNumber\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7e9915820a61d27de99c1359a5ac2a39";

export default node;
