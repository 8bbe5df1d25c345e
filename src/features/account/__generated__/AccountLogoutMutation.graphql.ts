/**
 * @generated SignedSource<<9e441ef3d0df6f103485d0a9d0053428>>
 * @relayHash c94893ec27af6c7079c607534a533c75
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c9d050deb0d034fb752b17a425e20c78e32d28180ba5834d651eef33a688bf31

import type { ConcreteRequest } from 'relay-runtime';
export type AccountLogoutMutation$variables = Record<PropertyKey, never>;
export type AccountLogoutMutation$data = {
  readonly logout: {
    readonly customerNumber: string | null | undefined;
    readonly id: string;
    readonly isLoggedIn: boolean;
  };
};
export type AccountLogoutMutation = {
  response: AccountLogoutMutation$data;
  variables: AccountLogoutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Client",
    "kind": "LinkedField",
    "name": "logout",
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AccountLogoutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AccountLogoutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "c94893ec27af6c7079c607534a533c75",
    "id": "c9d050deb0d034fb752b17a425e20c78e32d28180ba5834d651eef33a688bf31",
    "metadata": {},
    "name": "AccountLogoutMutation",
    "operationKind": "mutation",
    "text": "mutation AccountLogoutMutation {\n  logout {\n    id\n    isLoggedIn\n    customerNumber\n  }\n}\n"
  }
};
})();

(node as any).hash = "ebed5f75ab21264f761c8b17f9991de2";

export default node;
