/**
 * @generated SignedSource<<e9d5ab9f8b8522ff896aa332c901a9a3>>
 * @relayHash 38aed314909d37046c5fa2f65c4cfaaa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f2cdd68cedd93715d17e3d5bdb0002db64de91c295d6edf2cc094374270c992c

import type { ConcreteRequest } from 'relay-runtime';
export type Salutation = "d" | "f" | "m" | "%future added value";
export type RegisterInput = {
  dateOfBirth?: string | null | undefined;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  salutation: Salutation;
};
export type AccountRegisterMutation$variables = {
  input: RegisterInput;
};
export type AccountRegisterMutation$data = {
  readonly register: {
    readonly client: {
      readonly customerNumber: string | null | undefined;
      readonly id: string;
      readonly isLoggedIn: boolean;
    };
    readonly token: string;
  };
};
export type AccountRegisterMutation = {
  response: AccountRegisterMutation$data;
  variables: AccountRegisterMutation$variables;
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
    "name": "register",
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
    "name": "AccountRegisterMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AccountRegisterMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "38aed314909d37046c5fa2f65c4cfaaa",
    "id": "f2cdd68cedd93715d17e3d5bdb0002db64de91c295d6edf2cc094374270c992c",
    "metadata": {},
    "name": "AccountRegisterMutation",
    "operationKind": "mutation",
    "text": "mutation AccountRegisterMutation(\n  $input: RegisterInput!\n) {\n  register(input: $input) {\n    token\n    client {\n      id\n      isLoggedIn\n      customerNumber\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5c1c93c035edb87ac0525222a500a76a";

export default node;
