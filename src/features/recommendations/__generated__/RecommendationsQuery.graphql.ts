/**
 * @generated SignedSource<<fb8c39744c481122585093c6e01f508a>>
 * @relayHash 97609764239294344106d24bd65b7ad8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 29c78dbdddd43ff133644c2cf95ca30d7f2641b286bd4fad64887c1ffaf50240

import type { ConcreteRequest } from 'relay-runtime';
export type HeatDegree = "LEVEL_0" | "LEVEL_1" | "LEVEL_2" | "LEVEL_3" | "SUMMER" | "%future added value";
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
          readonly id: string;
          readonly name: string;
        } | null | undefined;
        readonly flag: ProductFlag;
        readonly heatDegree: HeatDegree | null | undefined;
        readonly id: string;
        readonly images: ReadonlyArray<{
          readonly alt: string | null | undefined;
          readonly hash: string;
        }>;
        readonly masterCategory: string | null | undefined;
        readonly masterKey: string | null | undefined;
        readonly mkz: string | null | undefined;
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
        readonly salesUnit: string | null | undefined;
        readonly styleType: string | null | undefined;
        readonly trackingDimensionId: string | null | undefined;
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
  "name": "name",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
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
    "concreteType": "GkAirOutput",
    "kind": "LinkedField",
    "name": "gkAir",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "outputId",
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
        "concreteType": "GkAirProduct",
        "kind": "LinkedField",
        "name": "products",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "trackingToken",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "outfitID",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "category",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "categoryName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "categoryPath",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Product",
            "kind": "LinkedField",
            "name": "product",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "flag",
                "storageKey": null
              },
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
                "name": "heatDegree",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Brand",
                "kind": "LinkedField",
                "name": "brand",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              },
              {
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
                    "name": "priceRange",
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
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "count",
                    "value": 1
                  }
                ],
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
                "storageKey": "images(count:1)"
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "mkz",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "styleType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "masterCategory",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "trackingDimensionId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "masterKey",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "salesUnit",
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
    "name": "RecommendationsQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RecommendationsQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "97609764239294344106d24bd65b7ad8",
    "id": "29c78dbdddd43ff133644c2cf95ca30d7f2641b286bd4fad64887c1ffaf50240",
    "metadata": {},
    "name": "RecommendationsQuery",
    "operationKind": "query",
    "text": "query RecommendationsQuery(\n  $input: GkAirInput!\n) {\n  gkAir(input: $input, imagesInput: {count: 1}) {\n    outputId\n    title\n    products {\n      trackingToken\n      outfitID\n      category\n      categoryName\n      categoryPath\n      product {\n        id\n        name\n        flag\n        rating\n        heatDegree\n        brand {\n          name\n          id\n        }\n        price {\n          currency\n          min\n          old\n          priceRange\n          saving\n          savingRange\n        }\n        images(count: 1) {\n          hash\n          alt\n        }\n        mkz\n        styleType\n        masterCategory\n        trackingDimensionId\n        masterKey\n        salesUnit\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "45692add665da7b01cfd3d30b3d929ec";

export default node;
