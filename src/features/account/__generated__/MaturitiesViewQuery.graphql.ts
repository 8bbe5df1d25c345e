/**
 * @generated SignedSource<<da35f6a20c4131725cb9a320a9468644>>
 * @relayHash 6819d198676a0452f956590f20287b4f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2109d8bda249e894d066debf4919166e5f0f035f0fb4796d724b7502b28b6278

import type { ConcreteRequest } from 'relay-runtime';
export type PaymentStatus = "open" | "overdue" | "paid" | "%future added value";
export type MaturitiesViewQuery$variables = Record<PropertyKey, never>;
export type MaturitiesViewQuery$data = {
  readonly maturities: {
    readonly currency: string;
    readonly items: ReadonlyArray<{
      readonly amount: number;
      readonly dueOn: string;
      readonly id: string;
      readonly invoiceNumber: string;
      readonly status: PaymentStatus;
    }>;
    readonly openAmount: number;
  };
};
export type MaturitiesViewQuery = {
  response: MaturitiesViewQuery$data;
  variables: MaturitiesViewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Maturities",
    "kind": "LinkedField",
    "name": "maturities",
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
        "name": "openAmount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Maturity",
        "kind": "LinkedField",
        "name": "items",
        "plural": true,
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
            "name": "invoiceNumber",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "dueOn",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "amount",
            "storageKey": null
          },
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MaturitiesViewQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MaturitiesViewQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "6819d198676a0452f956590f20287b4f",
    "id": "2109d8bda249e894d066debf4919166e5f0f035f0fb4796d724b7502b28b6278",
    "metadata": {},
    "name": "MaturitiesViewQuery",
    "operationKind": "query",
    "text": "query MaturitiesViewQuery {\n  maturities {\n    currency\n    openAmount\n    items {\n      id\n      invoiceNumber\n      dueOn\n      amount\n      status\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0d40348354aeef7ab13dcb46aeb00ee2";

export default node;
