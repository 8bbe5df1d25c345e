/**
 * @generated SignedSource<<e535d1ab29cd1097c430674ce2bcc251>>
 * @relayHash b93327ba2161a18aef4a6522091b5cac
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6d0cd479775dd341af2c446f6e4b7d20eaf354bf81d27ffd7084a03322b8f251

import type { ConcreteRequest } from 'relay-runtime';
export type ReturnStatus = "received" | "refunded" | "registered" | "%future added value";
export type ShipmentStatus = "announced" | "delivered" | "inTransit" | "outForDelivery" | "%future added value";
export type TrackAndTraceInput = {
  orderNumber: string;
  zipCode?: string | null | undefined;
};
export type TrackAndTraceSearchQuery$variables = {
  input: TrackAndTraceInput;
};
export type TrackAndTraceSearchQuery$data = {
  readonly trackAndTrace: {
    readonly orderNumber: string;
    readonly returns: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
      readonly quantity: number;
      readonly refundAmount: number | null | undefined;
      readonly registeredAt: string;
      readonly sizeLabel: string;
      readonly status: ReturnStatus;
    }>;
    readonly shipments: ReadonlyArray<{
      readonly carrier: string;
      readonly count: number;
      readonly events: ReadonlyArray<{
        readonly at: string;
        readonly description: string;
        readonly location: string | null | undefined;
      }>;
      readonly id: string;
      readonly index: number;
      readonly status: ShipmentStatus;
      readonly trackingNumber: string;
      readonly trackingUrl: string | null | undefined;
    }>;
  } | null | undefined;
};
export type TrackAndTraceSearchQuery = {
  response: TrackAndTraceSearchQuery$data;
  variables: TrackAndTraceSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
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
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "TrackAndTrace",
    "kind": "LinkedField",
    "name": "trackAndTrace",
    "plural": false,
    "selections": [
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
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ShipmentEvent",
            "kind": "LinkedField",
            "name": "events",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "at",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "description",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "location",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ReturnItem",
        "kind": "LinkedField",
        "name": "returns",
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
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "refundAmount",
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
    "name": "TrackAndTraceSearchQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TrackAndTraceSearchQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "b93327ba2161a18aef4a6522091b5cac",
    "id": "6d0cd479775dd341af2c446f6e4b7d20eaf354bf81d27ffd7084a03322b8f251",
    "metadata": {},
    "name": "TrackAndTraceSearchQuery",
    "operationKind": "query",
    "text": "query TrackAndTraceSearchQuery(\n  $input: TrackAndTraceInput!\n) {\n  trackAndTrace(input: $input) {\n    orderNumber\n    shipments {\n      id\n      index\n      count\n      carrier\n      trackingNumber\n      trackingUrl\n      status\n      events {\n        at\n        description\n        location\n      }\n    }\n    returns {\n      id\n      name\n      sizeLabel\n      quantity\n      registeredAt\n      status\n      refundAmount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "93046be2dcd686f5a52642dc0d8565de";

export default node;
