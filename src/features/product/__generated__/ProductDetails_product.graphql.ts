/**
 * @generated SignedSource<<9c9630c7a2414af9278ebb06a261031b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProductDetails_product$data = {
  readonly " $fragmentSpreads": FragmentRefs<"BuyBox_product" | "ProductGallery_product" | "ProductInformation_product">;
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
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "d69355f9d282fa7da400cb39d1b43547";

export default node;
