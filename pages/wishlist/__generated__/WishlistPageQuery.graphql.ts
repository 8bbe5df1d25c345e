/**
 * @generated SignedSource<<0a2304d195046e64f3aced6697615507>>
 * @relayHash a68a213a31d88d4797af3349f9a49e98
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4a8265c2cf28c2d9ea35683d7d23eb66d01dc5c26892d1e16dba385853b00e66

import type { ConcreteRequest } from 'relay-runtime';
export type HeatDegree = "LEVEL_0" | "LEVEL_1" | "LEVEL_2" | "LEVEL_3" | "SUMMER" | "%future added value";
export type ProductFlag = "exclusiveOnline" | "new" | "none" | "priceHighlighting" | "sale" | "%future added value";
export type WishlistPageQuery$variables = {
  locale: string;
};
export type WishlistPageQuery$data = {
  readonly wishlist: {
    readonly count: number;
    readonly id: string;
    readonly items: ReadonlyArray<{
      readonly id: string;
      readonly product: {
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
      };
    }>;
  } | null | undefined;
};
export type WishlistPageQuery = {
  response: WishlistPageQuery$data;
  variables: WishlistPageQuery$variables;
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
    "kind": "Variable",
    "name": "locale",
    "variableName": "locale"
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
  "name": "count",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "flag",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rating",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "heatDegree",
  "storageKey": null
},
v8 = {
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
v9 = {
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
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "catalogId",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "outsold",
  "storageKey": null
},
v12 = {
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
    "name": "WishlistPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Wishlist",
        "kind": "LinkedField",
        "name": "wishlist",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "WishlistItem",
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Product",
                "kind": "LinkedField",
                "name": "product",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Brand",
                    "kind": "LinkedField",
                    "name": "brand",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
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
    "name": "WishlistPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Wishlist",
        "kind": "LinkedField",
        "name": "wishlist",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "WishlistItem",
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Product",
                "kind": "LinkedField",
                "name": "product",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Brand",
                    "kind": "LinkedField",
                    "name": "brand",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/),
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
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
    "cacheID": "a68a213a31d88d4797af3349f9a49e98",
    "id": "4a8265c2cf28c2d9ea35683d7d23eb66d01dc5c26892d1e16dba385853b00e66",
    "metadata": {},
    "name": "WishlistPageQuery",
    "operationKind": "query",
    "text": "query WishlistPageQuery(\n  $locale: String!\n) {\n  wishlist(locale: $locale) {\n    id\n    count\n    items {\n      id\n      product {\n        id\n        name\n        flag\n        rating\n        heatDegree\n        brand {\n          name\n          id\n        }\n        price {\n          currency\n          min\n          old\n          priceRange\n          saving\n          savingRange\n        }\n        images(count: 1) {\n          hash\n          alt\n        }\n        catalogId\n        outsold\n        colors {\n          id\n          code\n          label\n          isSoldOut\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9281dabec9929c42b234e4b48c3c9701";

export default node;
