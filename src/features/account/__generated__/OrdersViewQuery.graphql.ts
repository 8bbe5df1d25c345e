/**
 * @generated SignedSource<<aff5d7ed95ab9394b83ca782236ce8de>>
 * @relayHash c38b5a8c9902121eb1e12e955c8b7d6d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7b05f5682ffc4eeb8ee1c2ed9ef28029e43af1f1add3816fcd82005f50fd1061

import type { ConcreteRequest } from 'relay-runtime';
export type OrderStatus = "cancelled" | "delivered" | "inProgress" | "received" | "shipped" | "%future added value";
export type OrdersViewQuery$variables = Record<PropertyKey, never>;
export type OrdersViewQuery$data = {
  readonly orders: ReadonlyArray<{
    readonly currency: string;
    readonly date: string;
    readonly id: string;
    readonly items: ReadonlyArray<{
      readonly id: string;
    }>;
    readonly number: string;
    readonly shipments: ReadonlyArray<{
      readonly id: string;
    }>;
    readonly status: OrderStatus;
    readonly total: number;
  }>;
};
export type OrdersViewQuery = {
  response: OrdersViewQuery$data;
  variables: OrdersViewQuery$variables;
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
  (v0/*:: as any*/)
],
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "months",
        "value": 12
      }
    ],
    "concreteType": "Order",
    "kind": "LinkedField",
    "name": "orders",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "number",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "date",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "total",
        "storageKey": null
      },
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
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "OrderItem",
        "kind": "LinkedField",
        "name": "items",
        "plural": true,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Shipment",
        "kind": "LinkedField",
        "name": "shipments",
        "plural": true,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      }
    ],
    "storageKey": "orders(months:12)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OrdersViewQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OrdersViewQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "c38b5a8c9902121eb1e12e955c8b7d6d",
    "id": "7b05f5682ffc4eeb8ee1c2ed9ef28029e43af1f1add3816fcd82005f50fd1061",
    "metadata": {},
    "name": "OrdersViewQuery",
    "operationKind": "query",
    "text": "query OrdersViewQuery {\n  orders(months: 12) {\n    id\n    number\n    date\n    total\n    currency\n    status\n    items {\n      id\n    }\n    shipments {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "de66d72a355bd8ca0b54b85179206f6b";

export default node;
