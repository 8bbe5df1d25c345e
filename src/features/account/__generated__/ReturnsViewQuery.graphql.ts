/**
 * @generated SignedSource<<2638ae3b0a1e5400a4410a93d1529c51>>
 * @relayHash c01624e4460313af611559977205629c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 413d10e40f846dc3699ac1f7bae42f0dbd8f2f4a9a9658a73b3d77fa61fc3880

import type { ConcreteRequest } from 'relay-runtime';
export type ReturnStatus = "received" | "refunded" | "registered" | "%future added value";
export type ReturnsViewQuery$variables = Record<PropertyKey, never>;
export type ReturnsViewQuery$data = {
  readonly customer: {
    readonly balance: {
      readonly currency: string;
    };
    readonly id: string;
  };
  readonly returns: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly orderNumber: string;
    readonly quantity: number;
    readonly refundAmount: number | null | undefined;
    readonly registeredAt: string;
    readonly sizeLabel: string;
    readonly status: ReturnStatus;
  }>;
};
export type ReturnsViewQuery = {
  response: ReturnsViewQuery$data;
  variables: ReturnsViewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ReturnItem",
    "kind": "LinkedField",
    "name": "returns",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "orderNumber",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sizeLabel",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "quantity",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "registeredAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "refundAmount",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Customer",
    "kind": "LinkedField",
    "name": "customer",
    "plural": false,
    "selections": [
      (v0/*:: as any*/),
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
    "name": "ReturnsViewQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ReturnsViewQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c01624e4460313af611559977205629c",
    "id": "413d10e40f846dc3699ac1f7bae42f0dbd8f2f4a9a9658a73b3d77fa61fc3880",
    "metadata": {},
    "name": "ReturnsViewQuery",
    "operationKind": "query",
    "text": "query ReturnsViewQuery {\n  returns {\n    id\n    orderNumber\n    name\n    sizeLabel\n    quantity\n    registeredAt\n    status\n    refundAmount\n  }\n  customer {\n    id\n    balance {\n      currency\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cd7f95fcb7ab979511ab89721a2d39a6";

export default node;
