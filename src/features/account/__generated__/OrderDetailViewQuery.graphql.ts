/**
 * @generated SignedSource<<a17d35ce28ce88653232b03d17dd4944>>
 * @relayHash baed52d90a7224dca5ede3dd7713f800
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2ec80c96fef0f7fbfaca84ba37d4c72bbd9d2948f8dbcebb26a7ce976b7937e9

import type { ConcreteRequest } from 'relay-runtime';
export type OrderStatus = "cancelled" | "delivered" | "inProgress" | "received" | "shipped" | "%future added value";
export type ShipmentStatus = "announced" | "delivered" | "inTransit" | "outForDelivery" | "%future added value";
export type OrderDetailViewQuery$variables = {
  number: string;
};
export type OrderDetailViewQuery$data = {
  readonly order: {
    readonly currency: string;
    readonly date: string;
    readonly deliveryAddress: {
      readonly additional: string | null | undefined;
      readonly city: string;
      readonly country: string;
      readonly firstName: string;
      readonly houseNumber: string;
      readonly lastName: string;
      readonly street: string;
      readonly zipCode: string;
    };
    readonly id: string;
    readonly invoicePdfUrl: string | null | undefined;
    readonly items: ReadonlyArray<{
      readonly colorLabel: string | null | undefined;
      readonly displayNumber: string;
      readonly id: string;
      readonly name: string;
      readonly price: number;
      readonly quantity: number;
      readonly sizeLabel: string;
    }>;
    readonly number: string;
    readonly paymentMethod: string;
    readonly shipments: ReadonlyArray<{
      readonly carrier: string;
      readonly count: number;
      readonly id: string;
      readonly index: number;
      readonly status: ShipmentStatus;
      readonly trackingNumber: string;
      readonly trackingUrl: string | null | undefined;
    }>;
    readonly status: OrderStatus;
    readonly total: number;
  } | null | undefined;
};
export type OrderDetailViewQuery = {
  response: OrderDetailViewQuery$data;
  variables: OrderDetailViewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "number"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "number",
        "variableName": "number"
      }
    ],
    "concreteType": "Order",
    "kind": "LinkedField",
    "name": "order",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
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
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "paymentMethod",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "invoicePdfUrl",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Address",
        "kind": "LinkedField",
        "name": "deliveryAddress",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "firstName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "street",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "houseNumber",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "additional",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "zipCode",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "city",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "country",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "OrderItem",
        "kind": "LinkedField",
        "name": "items",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
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
            "name": "displayNumber",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "colorLabel",
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
            "name": "price",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Shipment",
        "kind": "LinkedField",
        "name": "shipments",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "index",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "count",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "carrier",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "trackingNumber",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "trackingUrl",
            "storageKey": null
          },
          (v2/*:: as any*/)
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
    "name": "OrderDetailViewQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrderDetailViewQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "baed52d90a7224dca5ede3dd7713f800",
    "id": "2ec80c96fef0f7fbfaca84ba37d4c72bbd9d2948f8dbcebb26a7ce976b7937e9",
    "metadata": {},
    "name": "OrderDetailViewQuery",
    "operationKind": "query",
    "text": "query OrderDetailViewQuery(\n  $number: ID!\n) {\n  order(number: $number) {\n    id\n    number\n    date\n    total\n    currency\n    status\n    paymentMethod\n    invoicePdfUrl\n    deliveryAddress {\n      firstName\n      lastName\n      street\n      houseNumber\n      additional\n      zipCode\n      city\n      country\n    }\n    items {\n      id\n      name\n      displayNumber\n      colorLabel\n      sizeLabel\n      quantity\n      price\n    }\n    shipments {\n      id\n      index\n      count\n      carrier\n      trackingNumber\n      trackingUrl\n      status\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9e5a27afa38bb4cb64cc17e4e229d873";

export default node;
