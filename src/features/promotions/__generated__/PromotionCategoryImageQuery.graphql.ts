/**
 * @generated SignedSource<<fd635823c0a930bd69f20c0ae546d568>>
 * @relayHash b29e269de6fcaec0c3a75fe132f355a8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b36b3d9e15dc28753f7597cbcb839933611d872dac7e033869114b632cb370b6

import type { ConcreteRequest } from 'relay-runtime';
export type ProductSort = "dateDesc" | "priceAsc" | "priceDesc" | "topSeller" | "%future added value";
export type CategoryInput = {
  id: string;
  locale: string;
};
export type PromotionCategoryImageQuery$variables = {
  exactImageType?: boolean | null | undefined;
  imageType?: string | null | undefined;
  input: CategoryInput;
  locale: string;
  sort?: ProductSort | null | undefined;
};
export type PromotionCategoryImageQuery$data = {
  readonly productByCategory: {
    readonly category: {
      readonly id: string;
      readonly name: string;
      readonly path: string;
      readonly products: ReadonlyArray<{
        readonly id: string;
        readonly images: ReadonlyArray<{
          readonly alt: string | null | undefined;
          readonly hash: string;
          readonly type: string | null | undefined;
        }>;
        readonly name: string;
      }>;
    } | null | undefined;
  };
};
export type PromotionCategoryImageQuery = {
  response: PromotionCategoryImageQuery$data;
  variables: PromotionCategoryImageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "exactImageType"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "imageType"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "locale"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sort"
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "exactImageType",
        "variableName": "exactImageType"
      },
      {
        "kind": "Variable",
        "name": "imageType",
        "variableName": "imageType"
      },
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      },
      {
        "kind": "Variable",
        "name": "locale",
        "variableName": "locale"
      },
      {
        "kind": "Variable",
        "name": "sort",
        "variableName": "sort"
      }
    ],
    "concreteType": "ProductByCategoryResult",
    "kind": "LinkedField",
    "name": "productByCategory",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Category",
        "kind": "LinkedField",
        "name": "category",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "path",
            "storageKey": null
          },
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "limit",
                "value": 1
              }
            ],
            "concreteType": "Product",
            "kind": "LinkedField",
            "name": "products",
            "plural": true,
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
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
                    "name": "type",
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
              }
            ],
            "storageKey": "products(limit:1)"
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
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PromotionCategoryImageQuery",
    "selections": (v7/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PromotionCategoryImageQuery",
    "selections": (v7/*:: as any*/)
  },
  "params": {
    "cacheID": "b29e269de6fcaec0c3a75fe132f355a8",
    "id": "b36b3d9e15dc28753f7597cbcb839933611d872dac7e033869114b632cb370b6",
    "metadata": {},
    "name": "PromotionCategoryImageQuery",
    "operationKind": "query",
    "text": "query PromotionCategoryImageQuery(\n  $input: CategoryInput!\n  $locale: String!\n  $sort: ProductSort\n  $imageType: String\n  $exactImageType: Boolean\n) {\n  productByCategory(input: $input, locale: $locale, sort: $sort, imageType: $imageType, exactImageType: $exactImageType) {\n    category {\n      id\n      path\n      name\n      products(limit: 1) {\n        id\n        name\n        images(count: 1) {\n          hash\n          type\n          alt\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ba22496cb59e5c61e7db070a647919c6";

export default node;
