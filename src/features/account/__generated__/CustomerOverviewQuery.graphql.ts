/**
 * @generated SignedSource<<30f492be0dfafc15b32fb38797433bd6>>
 * @relayHash 5de1beadd5ff6418c363962a7af89f31
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aa8f3ade665b6b7f9aea14637ef4e27fe2dc0ceca2db160d3c126086c3492b50

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CustomerOverviewQuery$variables = Record<PropertyKey, never>;
export type CustomerOverviewQuery$data = {
  readonly customer: {
    readonly balance: {
      readonly balance: number;
      readonly currency: string;
    };
    readonly customerNumber: string;
    readonly firstName: string;
    readonly id: string;
    readonly lastName: string;
    readonly " $fragmentSpreads": FragmentRefs<"CustomerCardModal_customer" | "EmailVerificationHint_customer">;
  };
  readonly loyalty: {
    readonly " $fragmentSpreads": FragmentRefs<"LoyaltyBox_loyalty">;
  };
};
export type CustomerOverviewQuery = {
  response: CustomerOverviewQuery$data;
  variables: CustomerOverviewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "customerNumber",
  "storageKey": null
},
v4 = {
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
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CustomerOverviewQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Customer",
        "kind": "LinkedField",
        "name": "customer",
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
            "name": "EmailVerificationHint_customer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CustomerCardModal_customer"
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
            "name": "LoyaltyBox_loyalty"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CustomerOverviewQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Customer",
        "kind": "LinkedField",
        "name": "customer",
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
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "verificationState",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CustomerCard",
            "kind": "LinkedField",
            "name": "customerCard",
            "plural": false,
            "selections": [
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
                "name": "holder",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "barcode",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "validUntil",
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
            "name": "points",
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
            "name": "registered",
            "storageKey": null
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5de1beadd5ff6418c363962a7af89f31",
    "id": "aa8f3ade665b6b7f9aea14637ef4e27fe2dc0ceca2db160d3c126086c3492b50",
    "metadata": {},
    "name": "CustomerOverviewQuery",
    "operationKind": "query",
    "text": "query CustomerOverviewQuery {\n  customer {\n    id\n    firstName\n    lastName\n    customerNumber\n    balance {\n      currency\n      balance\n    }\n    ...EmailVerificationHint_customer\n    ...CustomerCardModal_customer\n  }\n  loyalty {\n    ...LoyaltyBox_loyalty\n    id\n  }\n}\n\nfragment CustomerCardModal_customer on Customer {\n  customerCard {\n    number\n    holder\n    barcode\n    validUntil\n  }\n}\n\nfragment EmailVerificationHint_customer on Customer {\n  email\n  verificationState\n}\n\nfragment LoyaltyBox_loyalty on Loyalty {\n  programmeName\n  points\n  sessionActive\n  registered\n}\n"
  }
};
})();

(node as any).hash = "3d9c1bef43d6fd9ea83f77f167dfa733";

export default node;
