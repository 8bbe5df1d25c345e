/**
 * @generated SignedSource<<3d52b2d8391fd9fb5cae79c3c0c610b2>>
 * @relayHash d82337de48b0b7a0047db842154c0200
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 03df3d1d95f86f9eb942e5ca5d80cd64e49da83cc90a071e7822e7310ae49dc6

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
              },
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
                  (v1/*:: as any*/),
                  (v2/*:: as any*/)
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
    "cacheID": "d82337de48b0b7a0047db842154c0200",
    "id": "03df3d1d95f86f9eb942e5ca5d80cd64e49da83cc90a071e7822e7310ae49dc6",
    "metadata": {},
    "name": "RecommendationsQuery",
    "operationKind": "query",
    "text": "query RecommendationsQuery(\n  $input: GkAirInput!\n) {\n  gkAir(input: $input, imagesInput: {count: 1}) {\n    outputId\n    title\n    products {\n      trackingToken\n      outfitID\n      category\n      categoryName\n      categoryPath\n      product {\n        id\n        name\n        mkz\n        styleType\n        masterCategory\n        trackingDimensionId\n        masterKey\n        salesUnit\n        flag\n        rating\n        heatDegree\n        brand {\n          id\n          name\n        }\n        price {\n          currency\n          min\n          old\n          priceRange\n          saving\n          savingRange\n        }\n        images {\n          hash\n          alt\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ecc2c0f7ca51b77c410ff1c76f51e7fa";

export default node;
