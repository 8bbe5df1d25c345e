/**
 * @generated SignedSource<<7d0f1606f02d57f657913bc1f5b62ae9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProductDetails_product$data = {
  readonly breadcrumb: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"BuyBox_product" | "LinkBox_product" | "ProductBreadcrumb_product" | "ProductGallery_product" | "ProductInformation_product" | "ProductJsonLd_product">;
  readonly " $fragmentType": "ProductDetails_product";
};
export type ProductDetails_product$key = {
  readonly " $data"?: ProductDetails_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductDetails_product">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductDetails_product",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "BreadcrumbItem",
      "kind": "LinkedField",
      "name": "breadcrumb",
      "plural": true,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
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
})();

(node as any).hash = "be27beb7b89cb436113684f92d990a6b";

export default node;
