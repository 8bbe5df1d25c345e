/**
 * @generated SignedSource<<a3713fd016a0f03fa9c4343d6917ed8d>>
 * @relayHash d0de6246576a2c89f7657a3f2e06521c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 37b39c2502fd411685890d7979f1c749b9d1b8c1935079c4e22cea77b1cc8f6b

import type { ConcreteRequest } from 'relay-runtime';
export type BalanceViewQuery$variables = Record<PropertyKey, never>;
export type BalanceViewQuery$data = {
  readonly customer: {
    readonly balance: {
      readonly balance: number;
      readonly currency: string;
      readonly openAmount: number;
      readonly overdueAmount: number;
    };
    readonly id: string;
  };
};
export type BalanceViewQuery = {
  response: BalanceViewQuery$data;
  variables: BalanceViewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Customer",
    "kind": "LinkedField",
    "name": "customer",
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
        "concreteType": "AccountBalance",
        "kind": "LinkedField",
        "name": "balance",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "currency",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "balance",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "openAmount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "overdueAmount",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "BalanceViewQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "BalanceViewQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "d0de6246576a2c89f7657a3f2e06521c",
    "id": "37b39c2502fd411685890d7979f1c749b9d1b8c1935079c4e22cea77b1cc8f6b",
    "metadata": {},
    "name": "BalanceViewQuery",
    "operationKind": "query",
    "text": "query BalanceViewQuery {\n  customer {\n    id\n    balance {\n      currency\n      balance\n      openAmount\n      overdueAmount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "66b70eb9d9e9f3d329370bc8324d49ea";

export default node;
