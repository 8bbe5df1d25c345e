/**
 * @generated SignedSource<<34a729ffb0f48d3aa46a5bf2e8bb4bf0>>
 * @relayHash 7652c8afe5fb360ab335e7bb3332aabe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 19dcff2939355e2a7a9710364b59a1c23a13b6520ffbe8e63d937a6440e58806

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProductSort = "dateDesc" | "priceAsc" | "priceDesc" | "topSeller" | "%future added value";
export type ProductListingInput = {
  categoryId?: string | null | undefined;
  categoryPath?: string | null | undefined;
  filters?: ReadonlyArray<ActiveFilterInput> | null | undefined;
  locale: string;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  pinnedProductIds?: ReadonlyArray<string> | null | undefined;
  sort?: ProductSort | null | undefined;
  term?: string | null | undefined;
};
export type ActiveFilterInput = {
  id: string;
  values: ReadonlyArray<string>;
};
export type ListingPageQuery$variables = {
  input: ProductListingInput;
};
export type ListingPageQuery$data = {
  readonly productListing: {
    readonly category: {
      readonly children: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
        readonly path: string;
      }>;
      readonly id: string;
      readonly name: string;
      readonly path: string;
      readonly title: string | null | undefined;
    } | null | undefined;
    readonly id: string;
    readonly pageCount: number;
    readonly " $fragmentSpreads": FragmentRefs<"ListingView_listing">;
  };
};
export type ListingPageQuery = {
  response: ListingPageQuery$data;
  variables: ListingPageQuery$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
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
  "name": "pageCount",
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
  "name": "path",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "Category",
  "kind": "LinkedField",
  "name": "category",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Category",
      "kind": "LinkedField",
      "name": "children",
      "plural": true,
      "selections": [
        (v2/*:: as any*/),
        (v4/*:: as any*/),
        (v5/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "min",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ListingPageQuery",
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
          (v3/*:: as any*/),
          (v6/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ListingView_listing"
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
    "name": "ListingPageQuery",
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
          (v3/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "page",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pageSize",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalItemsCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pinnedProductIds",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Product",
            "kind": "LinkedField",
            "name": "products",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v4/*:: as any*/),
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
                  (v4/*:: as any*/),
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
                  (v7/*:: as any*/),
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
                "name": "catalogId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "outsold",
                "storageKey": null
              },
              {
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
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Filter",
            "kind": "LinkedField",
            "name": "filters",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v4/*:: as any*/),
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
                "concreteType": "FilterValue",
                "kind": "LinkedField",
                "name": "values",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "count",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "selected",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "colorCode",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PriceRange",
                "kind": "LinkedField",
                "name": "range",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "max",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ActiveFilter",
            "kind": "LinkedField",
            "name": "activeFilters",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "values",
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
    "cacheID": "7652c8afe5fb360ab335e7bb3332aabe",
    "id": "19dcff2939355e2a7a9710364b59a1c23a13b6520ffbe8e63d937a6440e58806",
    "metadata": {},
    "name": "ListingPageQuery",
    "operationKind": "query",
    "text": "query ListingPageQuery(\n  $input: ProductListingInput!\n) {\n  productListing(input: $input) {\n    id\n    pageCount\n    category {\n      id\n      name\n      title\n      path\n      children {\n        id\n        name\n        path\n      }\n    }\n    ...ListingView_listing\n  }\n}\n\nfragment ActiveFilters_listing on ProductListing {\n  activeFilters {\n    id\n    values\n  }\n  filters {\n    id\n    name\n    values {\n      id\n      name\n    }\n  }\n}\n\nfragment ListingFilters_listing on ProductListing {\n  filters {\n    id\n    name\n    type\n    values {\n      id\n      name\n      count\n      selected\n      colorCode\n    }\n    range {\n      min\n      max\n    }\n  }\n  activeFilters {\n    id\n    values\n  }\n}\n\nfragment ListingView_listing on ProductListing {\n  page\n  pageSize\n  pageCount\n  totalItemsCount\n  pinnedProductIds\n  products {\n    id\n    name\n    flag\n    rating\n    heatDegree\n    brand {\n      name\n      id\n    }\n    price {\n      currency\n      min\n      old\n      priceRange\n      saving\n      savingRange\n    }\n    images(count: 1) {\n      hash\n      alt\n    }\n    catalogId\n    outsold\n    colors {\n      id\n      code\n      label\n      isSoldOut\n    }\n  }\n  ...ListingFilters_listing\n  ...ActiveFilters_listing\n}\n"
  }
};
})();

(node as any).hash = "1502f79f890078c859ef49c92a77fde1";

export default node;
