/**
 * @generated SignedSource<<7958e80b3f91b0b2c003d2508b593b64>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ListingView_listing$data = {
  readonly page: number;
  readonly pageCount: number;
  readonly pageSize: number;
  readonly pinnedProductIds: ReadonlyArray<string>;
  readonly products: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ProductTile_product">;
  }>;
  readonly totalItemsCount: number;
  readonly " $fragmentSpreads": FragmentRefs<"ActiveFilters_listing" | "ListingFilters_listing">;
  readonly " $fragmentType": "ListingView_listing";
};
export type ListingView_listing$key = {
  readonly " $data"?: ListingView_listing$data;
  readonly " $fragmentSpreads": FragmentRefs<"ListingView_listing">;
};

const node: ReaderFragment = {
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ProductTile_product"
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

(node as any).hash = "b3a50207b3ea76cef9a9ee101717052c";

export default node;
