/**
 * @generated SignedSource<<bd53d40f1a6162b66675fcd880220606>>
 * @relayHash edd067989679221a18212f78f2e36f69
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0f732718efbdbba965a78a05df8bab1b45b076eed56a67aabefa7c3b36aba1aa

import type { ConcreteRequest } from 'relay-runtime';
export type HeatDegree = "LEVEL_0" | "LEVEL_1" | "LEVEL_2" | "LEVEL_3" | "%future added value";
export type ProductFlag = "exclusiveOnline" | "new" | "none" | "priceHighlighting" | "sale" | "%future added value";
export type GkAirInput = {
  locale: string;
  outputConfig?: ReadonlyArray<GkAirOutputConfig> | null | undefined;
  outputId?: string | null | undefined;
  parameters?: ReadonlyArray<GkAirParameter> | null | undefined;
  serviceId: string;
  sessionId?: string | null | undefined;
  trackingConsent: boolean;
  userId?: string | null | undefined;
};
export type GkAirParameter = {
  name: string;
  value: string;
};
export type GkAirOutputConfig = {
  imageType?: string | null | undefined;
  outputId: string;
};
export type RecommendationsQuery$variables = {
  input: GkAirInput;
};
export type RecommendationsQuery$data = {
  readonly gkAir: ReadonlyArray<{
    readonly outputId: string;
    readonly products: ReadonlyArray<{
      readonly category: string | null | undefined;
      readonly categoryName: string | null | undefined;
      readonly categoryPath: string | null | undefined;
      readonly outfitID: string | null | undefined;
      readonly product: {
        readonly brand: {
          readonly name: string;
        } | null | undefined;
        readonly flag: ProductFlag;
        readonly heatDegree: HeatDegree | null | undefined;
        readonly id: string;
        readonly images: ReadonlyArray<{
          readonly alt: string | null | undefined;
          readonly hash: string;
        }>;
        readonly name: string;
        readonly price: {
          readonly currency: string;
          readonly min: number;
          readonly old: number;
          readonly priceRange: boolean;
          readonly saving: number | null | undefined;
          readonly savingRange: boolean;
        };
        readonly rating: number | null | undefined;
      };
      readonly trackingToken: string | null | undefined;
    }>;
    readonly title: string | null | undefined;
  }>;
};
export type RecommendationsQuery = {
  response: RecommendationsQuery$data;
  variables: RecommendationsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Literal",
    "name": "imagesInput",
    "value": {
      "count": 1
    }
  },
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "outputId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "trackingToken",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "outfitID",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "category",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "categoryName",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "categoryPath",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "flag",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rating",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "heatDegree",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "Price",
  "kind": "LinkedField",
  "name": "price",
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
      "name": "min",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "old",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "saving",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "savingRange",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "priceRange",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "Image",
  "kind": "LinkedField",
  "name": "images",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hash",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "alt",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RecommendationsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "GkAirOutput",
        "kind": "LinkedField",
        "name": "gkAir",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "GkAirProduct",
            "kind": "LinkedField",
            "name": "products",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Product",
                "kind": "LinkedField",
                "name": "product",
                "plural": false,
                "selections": [
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Brand",
                    "kind": "LinkedField",
                    "name": "brand",
                    "plural": false,
                    "selections": [
                      (v10/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v14/*:: as any*/),
                  (v15/*:: as any*/)
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
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RecommendationsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "GkAirOutput",
        "kind": "LinkedField",
        "name": "gkAir",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "GkAirProduct",
            "kind": "LinkedField",
            "name": "products",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Product",
                "kind": "LinkedField",
                "name": "product",
                "plural": false,
                "selections": [
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Brand",
                    "kind": "LinkedField",
                    "name": "brand",
                    "plural": false,
                    "selections": [
                      (v10/*:: as any*/),
                      (v9/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v14/*:: as any*/),
                  (v15/*:: as any*/)
                ],
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
    "cacheID": "edd067989679221a18212f78f2e36f69",
    "id": "0f732718efbdbba965a78a05df8bab1b45b076eed56a67aabefa7c3b36aba1aa",
    "metadata": {},
    "name": "RecommendationsQuery",
    "operationKind": "query",
    "text": "query RecommendationsQuery(\n  $input: GkAirInput!\n) {\n  gkAir(input: $input, imagesInput: {count: 1}) {\n    outputId\n    title\n    products {\n      trackingToken\n      outfitID\n      category\n      categoryName\n      categoryPath\n      product {\n        id\n        name\n        flag\n        rating\n        heatDegree\n        brand {\n          name\n          id\n        }\n        price {\n          currency\n          min\n          old\n          saving\n          savingRange\n          priceRange\n        }\n        images {\n          hash\n          alt\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "506b15b6916c5b44af0e99a0b9065772";

export default node;
