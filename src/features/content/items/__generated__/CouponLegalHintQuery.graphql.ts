/**
 * @generated SignedSource<<ee93a8ec12bb57a38c59e087d4e64e9e>>
 * @relayHash ee928f92fcdc41867e43ef4d9fc5e8de
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9f78161949c13987279ffec8df38fdb9470ffe0777433560fbd325ad990e620b

import type { ConcreteRequest } from 'relay-runtime';
export type CouponLegalHintQuery$variables = {
  locale: string;
  preview: boolean;
};
export type CouponLegalHintQuery$data = {
  readonly legalHintCollection: {
    readonly items: ReadonlyArray<{
      readonly coupon: {
        readonly sys: {
          readonly id: string;
        };
      } | null | undefined;
      readonly id: string | null | undefined;
    }>;
  };
};
export type CouponLegalHintQuery = {
  response: CouponLegalHintQuery$data;
  variables: CouponLegalHintQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "locale"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "preview"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "limit",
        "value": 100
      },
      {
        "kind": "Variable",
        "name": "locale",
        "variableName": "locale"
      },
      {
        "kind": "Variable",
        "name": "preview",
        "variableName": "preview"
      }
    ],
    "concreteType": "LegalHintCollection",
    "kind": "LinkedField",
    "name": "legalHintCollection",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "LegalHint",
        "kind": "LinkedField",
        "name": "items",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Coupon",
            "kind": "LinkedField",
            "name": "coupon",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Sys",
                "kind": "LinkedField",
                "name": "sys",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
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
    "name": "CouponLegalHintQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CouponLegalHintQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "ee928f92fcdc41867e43ef4d9fc5e8de",
    "id": "9f78161949c13987279ffec8df38fdb9470ffe0777433560fbd325ad990e620b",
    "metadata": {},
    "name": "CouponLegalHintQuery",
    "operationKind": "query",
    "text": "query CouponLegalHintQuery(\n  $locale: String!\n  $preview: Boolean!\n) {\n  legalHintCollection(limit: 100, locale: $locale, preview: $preview) {\n    items {\n      id\n      coupon {\n        sys {\n          id\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ac21d0230fe62d8449fa90f7595865bb";

export default node;
