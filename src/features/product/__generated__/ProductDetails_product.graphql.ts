/**
 * @generated SignedSource<<360f40df9ebbb792c4ea50ae88a643c1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProductDetails_product$data = {
  readonly " $fragmentSpreads": FragmentRefs<"BuyBox_product" | "LinkBox_product" | "ProductBreadcrumb_product" | "ProductGallery_product" | "ProductInformation_product" | "ProductJsonLd_product">;
  readonly " $fragmentType": "ProductDetails_product";
};
export type ProductDetails_product$key = {
  readonly " $data"?: ProductDetails_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductDetails_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductDetails_product",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductBreadcrumb_product"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductGallery_product"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BuyBox_product"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductInformation_product"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LinkBox_product"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductJsonLd_product"
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "5c84d4b9addf775fc0afa7d3a531dfdc";

export default node;
