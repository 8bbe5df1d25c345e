/**
 * @generated SignedSource<<49d3aae3b1b5cd12704f0c39f28300fe>>
 * @relayHash 1e8b278dd966ffa8ec84fb6dd7fe742f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cb6896b5d50f5a42f9697d2732ea70ec212b79c62f7f52947dffdf6f95dde0ec

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
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "flag",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rating",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "heatDegree",
  "storageKey": null
},
v11 = {
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
v12 = {
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
              {
                "alias": null,
                "args": null,
                "concreteType": "Product",
                "kind": "LinkedField",
                "name": "product",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Brand",
                    "kind": "LinkedField",
                    "name": "brand",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v11/*:: as any*/),
                  (v12/*:: as any*/)
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
              {
                "alias": null,
                "args": null,
                "concreteType": "Product",
                "kind": "LinkedField",
                "name": "product",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Brand",
                    "kind": "LinkedField",
                    "name": "brand",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/),
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v11/*:: as any*/),
                  (v12/*:: as any*/)
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
    "cacheID": "1e8b278dd966ffa8ec84fb6dd7fe742f",
    "id": "cb6896b5d50f5a42f9697d2732ea70ec212b79c62f7f52947dffdf6f95dde0ec",
    "metadata": {},
    "name": "RecommendationsQuery",
    "operationKind": "query",
    "text": "query RecommendationsQuery(\n  $input: GkAirInput!\n) {\n  gkAir(input: $input, imagesInput: {count: 1}) {\n    outputId\n    title\n    products {\n      trackingToken\n      outfitID\n      product {\n        id\n        name\n        flag\n        rating\n        heatDegree\n        brand {\n          name\n          id\n        }\n        price {\n          currency\n          min\n          old\n          saving\n          savingRange\n          priceRange\n        }\n        images {\n          hash\n          alt\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f0bf29b90958be83c5f54265300fbdf1";

export default node;
