/**
 * @generated SignedSource<<36d42e337b987c3651f9e1fdaa50457e>>
 * @relayHash e7e12a4731063e0c40ad03720d34c479
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dc4bbb8356c9a352548871faa9c396d33799c52d58f775eb739a13d658945a8d

import type { ConcreteRequest } from 'relay-runtime';
export type HeatDegree = "LEVEL_0" | "LEVEL_1" | "LEVEL_2" | "LEVEL_3" | "SUMMER" | "%future added value";
export type ProductFlag = "exclusiveOnline" | "new" | "none" | "priceHighlighting" | "sale" | "%future added value";
export type HomePageQuery$variables = {
  locale: string;
};
export type HomePageQuery$data = {
  readonly productListing: {
    readonly id: string;
    readonly products: ReadonlyArray<{
      readonly brand: {
        readonly name: string;
      } | null | undefined;
      readonly catalogId: string | null | undefined;
      readonly colors: ReadonlyArray<{
        readonly code: string;
        readonly id: string;
        readonly isSoldOut: boolean;
        readonly label: string;
      }>;
      readonly flag: ProductFlag;
      readonly heatDegree: HeatDegree | null | undefined;
      readonly id: string;
      readonly images: ReadonlyArray<{
        readonly alt: string | null | undefined;
        readonly hash: string;
      }>;
      readonly name: string;
      readonly outsold: boolean;
      readonly price: {
        readonly currency: string;
        readonly min: number;
        readonly old: number;
        readonly priceRange: boolean;
        readonly saving: number | null | undefined;
        readonly savingRange: boolean;
      };
      readonly rating: number | null | undefined;
    }>;
  };
};
export type HomePageQuery = {
  response: HomePageQuery$data;
  variables: HomePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "locale"
  }
],
v1 = [
  {
    "fields": [
      {
        "kind": "Variable",
        "name": "locale",
        "variableName": "locale"
      },
      {
        "kind": "Literal",
        "name": "page",
        "value": 1
      },
      {
        "kind": "Literal",
        "name": "pageSize",
        "value": 24
      },
      {
        "kind": "Literal",
        "name": "sort",
        "value": "topSeller"
      }
    ],
    "kind": "ObjectValue",
    "name": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "flag",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rating",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "heatDegree",
  "storageKey": null
},
v7 = {
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
v8 = {
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
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "catalogId",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "outsold",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "Color",
  "kind": "LinkedField",
  "name": "colors",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "label",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isSoldOut",
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
    "name": "HomePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProductListing",
        "kind": "LinkedField",
        "name": "productListing",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Product",
            "kind": "LinkedField",
            "name": "products",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Brand",
                "kind": "LinkedField",
                "name": "brand",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/)
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
    "name": "HomePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProductListing",
        "kind": "LinkedField",
        "name": "productListing",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Product",
            "kind": "LinkedField",
            "name": "products",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Brand",
                "kind": "LinkedField",
                "name": "brand",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e7e12a4731063e0c40ad03720d34c479",
    "id": "dc4bbb8356c9a352548871faa9c396d33799c52d58f775eb739a13d658945a8d",
    "metadata": {},
    "name": "HomePageQuery",
    "operationKind": "query",
    "text": "query HomePageQuery(\n  $locale: String!\n) {\n  productListing(input: {locale: $locale, sort: topSeller, page: 1, pageSize: 24}) {\n    id\n    products {\n      id\n      name\n      flag\n      rating\n      heatDegree\n      brand {\n        name\n        id\n      }\n      price {\n        currency\n        min\n        old\n        priceRange\n        saving\n        savingRange\n      }\n      images(count: 1) {\n        hash\n        alt\n      }\n      catalogId\n      outsold\n      colors {\n        id\n        code\n        label\n        isSoldOut\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f2eb2a0af2bc59114670a13a17e8f26d";

export default node;
