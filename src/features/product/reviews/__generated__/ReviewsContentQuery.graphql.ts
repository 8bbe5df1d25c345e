/**
 * @generated SignedSource<<c90e25df9493335c59eeeda358a35a93>>
 * @relayHash 13ff692c8f707adf91021ae1cde25106
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2dfdc9d20869e528e7b516b1c4de8063557be02bb0403719453dcfae34124ee2

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ReviewSort = "mostHelpful" | "newest" | "ratingAscending" | "ratingDescending" | "%future added value";
export type ReviewDisplayInput = {
  locale: string;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  productId: string;
  rating?: number | null | undefined;
  sort?: ReviewSort | null | undefined;
};
export type ReviewsContentQuery$variables = {
  input: ReviewDisplayInput;
  locale: string;
  productId: string;
};
export type ReviewsContentQuery$data = {
  readonly reviewDisplay: {
    readonly id: string;
    readonly page: number;
    readonly pageCount: number;
    readonly reviews: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ReviewItem_review">;
    }>;
    readonly totalCount: number;
  };
  readonly reviewStatistics: {
    readonly id: string;
    readonly ratingStatistics: {
      readonly ratingDistribution: ReadonlyArray<{
        readonly count: number;
        readonly rating: number;
      }>;
    };
    readonly totalReviewCount: number;
  };
};
export type ReviewsContentQuery = {
  response: ReviewsContentQuery$data;
  variables: ReviewsContentQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "locale"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "productId"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rating",
  "storageKey": null
},
v5 = {
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
    (v3/*:: as any*/),
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
            (v4/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "count",
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
},
v6 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "page",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pageCount",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ReviewsContentQuery",
    "selections": [
      (v5/*:: as any*/),
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": "ReviewPage",
        "kind": "LinkedField",
        "name": "reviewDisplay",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Review",
            "kind": "LinkedField",
            "name": "reviews",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ReviewItem_review"
              }
            ],
            "storageKey": null
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
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ReviewsContentQuery",
    "selections": [
      (v5/*:: as any*/),
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": "ReviewPage",
        "kind": "LinkedField",
        "name": "reviewDisplay",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Review",
            "kind": "LinkedField",
            "name": "reviews",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isRecommended",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "text",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "userNickname",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "verifiedPurchase",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "submittedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "helpfulYes",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "helpfulNo",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "13ff692c8f707adf91021ae1cde25106",
    "id": "2dfdc9d20869e528e7b516b1c4de8063557be02bb0403719453dcfae34124ee2",
    "metadata": {},
    "name": "ReviewsContentQuery",
    "operationKind": "query",
    "text": "query ReviewsContentQuery(\n  $productId: ID!\n  $locale: String!\n  $input: ReviewDisplayInput!\n) {\n  reviewStatistics(productId: $productId, locale: $locale) {\n    id\n    totalReviewCount\n    ratingStatistics {\n      ratingDistribution {\n        rating\n        count\n      }\n    }\n  }\n  reviewDisplay(input: $input) {\n    id\n    totalCount\n    page\n    pageCount\n    reviews {\n      id\n      ...ReviewItem_review\n    }\n  }\n}\n\nfragment ReviewItem_review on Review {\n  id\n  rating\n  isRecommended\n  title\n  text\n  userNickname\n  verifiedPurchase\n  submittedAt\n  helpfulYes\n  helpfulNo\n}\n"
  }
};
})();

(node as any).hash = "515084468117911d4eba904ce2729e70";

export default node;
