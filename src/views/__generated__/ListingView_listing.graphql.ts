/**
 * @generated SignedSource<<b1e67f97f38a6987de7bf5b3a1c43870>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type HeatDegree = "LEVEL_0" | "LEVEL_1" | "LEVEL_2" | "LEVEL_3" | "SUMMER" | "%future added value";
export type ProductFlag = "exclusiveOnline" | "new" | "none" | "priceHighlighting" | "sale" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ListingView_listing$data = {
  readonly page: number;
  readonly pageCount: number;
  readonly pageSize: number;
  readonly pinnedProductIds: ReadonlyArray<string>;
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
  readonly totalItemsCount: number;
  readonly " $fragmentSpreads": FragmentRefs<"ActiveFilters_listing" | "ListingFilters_listing">;
  readonly " $fragmentType": "ListingView_listing";
};
export type ListingView_listing$key = {
  readonly " $data"?: ListingView_listing$data;
  readonly " $fragmentSpreads": FragmentRefs<"ListingView_listing">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ListingView_listing",
  "selections": [
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
      "name": "pageCount",
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
        (v0/*:: as any*/),
        (v1/*:: as any*/),
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
            (v0/*:: as any*/),
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "ListingFilters_listing"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ActiveFilters_listing"
    }
  ],
  "type": "ProductListing",
  "abstractKey": null
};
})();

(node as any).hash = "2204e1567b002bf0320504051c7ede7e";

export default node;
