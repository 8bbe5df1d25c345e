/**
 * @generated SignedSource<<f85a837f3c7950839a989012e14d6563>>
 * @relayHash e3b42adc8cc6b53b6574effb676a2ff9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5b30a7ec2c9d94a7cacf300def057394927f2a398739afb408c5cdb6ab70cb71

import type { ConcreteRequest } from 'relay-runtime';
export type RatingInfoContentQuery$variables = {
  locale: string;
  productId: string;
};
export type RatingInfoContentQuery$data = {
  readonly reviewStatistics: {
    readonly averageRating: number | null | undefined;
    readonly id: string;
    readonly ratingStatistics: {
      readonly attributeRatingsAverage: ReadonlyArray<{
        readonly attributeKey: string;
        readonly percentage: number;
        readonly valueRange: ReadonlyArray<string>;
      }>;
      readonly ratingDistribution: ReadonlyArray<{
        readonly count: number;
        readonly rating: number;
      }>;
    };
    readonly totalReviewCount: number;
  };
};
export type RatingInfoContentQuery = {
  response: RatingInfoContentQuery$data;
  variables: RatingInfoContentQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "locale"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "productId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "locale",
        "variableName": "locale"
      },
      {
        "kind": "Variable",
        "name": "productId",
        "variableName": "productId"
      }
    ],
    "concreteType": "ReviewStatistics",
    "kind": "LinkedField",
    "name": "reviewStatistics",
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
        "name": "averageRating",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalReviewCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RatingStatistics",
        "kind": "LinkedField",
        "name": "ratingStatistics",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "RatingCount",
            "kind": "LinkedField",
            "name": "ratingDistribution",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rating",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "count",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AttributeRating",
            "kind": "LinkedField",
            "name": "attributeRatingsAverage",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "attributeKey",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "percentage",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "valueRange",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "RatingInfoContentQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "RatingInfoContentQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "e3b42adc8cc6b53b6574effb676a2ff9",
    "id": "5b30a7ec2c9d94a7cacf300def057394927f2a398739afb408c5cdb6ab70cb71",
    "metadata": {},
    "name": "RatingInfoContentQuery",
    "operationKind": "query",
    "text": "query RatingInfoContentQuery(\n  $productId: ID!\n  $locale: String!\n) {\n  reviewStatistics(productId: $productId, locale: $locale) {\n    id\n    averageRating\n    totalReviewCount\n    ratingStatistics {\n      ratingDistribution {\n        rating\n        count\n      }\n      attributeRatingsAverage {\n        attributeKey\n        percentage\n        valueRange\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0b8de3a2d55dcd56b6ddfc83fc50a25a";

export default node;
