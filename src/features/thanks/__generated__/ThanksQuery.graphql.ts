/**
 * @generated SignedSource<<95f65464bf494fd4a947df154e1b1303>>
 * @relayHash 9473daa34b0a5752c23ce16eeeadde0c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 56e80f413c31c6f502d9a7248c11dd29379c38a4645c560a3322959540331f0b

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ThanksQuery$variables = Record<PropertyKey, never>;
export type ThanksQuery$data = {
  readonly basket: {
    readonly count: number;
    readonly id: string;
  } | null | undefined;
  readonly lastOrder: {
    readonly currency: string;
    readonly email: string | null | undefined;
    readonly orderNumber: string;
    readonly surveySubmitted: boolean;
    readonly total: number;
    readonly " $fragmentSpreads": FragmentRefs<"LoyaltyMessage_order">;
  } | null | undefined;
  readonly loyalty: {
    readonly " $fragmentSpreads": FragmentRefs<"LoyaltyMessage_loyalty">;
  };
};
export type ThanksQuery = {
  response: ThanksQuery$data;
  variables: ThanksQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "orderNumber",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "surveySubmitted",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "Basket",
  "kind": "LinkedField",
  "name": "basket",
  "plural": false,
  "selections": [
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "count",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ThanksQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "OrderConfirmation",
        "kind": "LinkedField",
        "name": "lastOrder",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "LoyaltyMessage_order"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Loyalty",
        "kind": "LinkedField",
        "name": "loyalty",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "LoyaltyMessage_loyalty"
          }
        ],
        "storageKey": null
      },
      (v6/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ThanksQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "OrderConfirmation",
        "kind": "LinkedField",
        "name": "lastOrder",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "loyaltyPoints",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "loyaltyRegistered",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Loyalty",
        "kind": "LinkedField",
        "name": "loyalty",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "programmeName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "sessionActive",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "points",
            "storageKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      },
      (v6/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "9473daa34b0a5752c23ce16eeeadde0c",
    "id": "56e80f413c31c6f502d9a7248c11dd29379c38a4645c560a3322959540331f0b",
    "metadata": {},
    "name": "ThanksQuery",
    "operationKind": "query",
    "text": "query ThanksQuery {\n  lastOrder {\n    orderNumber\n    total\n    currency\n    email\n    surveySubmitted\n    ...LoyaltyMessage_order\n  }\n  loyalty {\n    ...LoyaltyMessage_loyalty\n    id\n  }\n  basket {\n    id\n    count\n  }\n}\n\nfragment LoyaltyMessage_loyalty on Loyalty {\n  programmeName\n  sessionActive\n  points\n}\n\nfragment LoyaltyMessage_order on OrderConfirmation {\n  loyaltyPoints\n  loyaltyRegistered\n}\n"
  }
};
})();

(node as any).hash = "661878fc9dab7d901738b62a2acb9466";

export default node;
