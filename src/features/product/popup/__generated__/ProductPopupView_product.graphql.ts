/**
 * @generated SignedSource<<ec2a7478ceab8160a694be8821eb5367>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProductPopupView_product$data = {
  readonly brand: {
    readonly name: string;
  } | null | undefined;
  readonly id: string;
  readonly images: ReadonlyArray<{
    readonly alt: string | null | undefined;
    readonly hash: string;
  }>;
  readonly name: string;
  readonly price: {
    readonly currency: string;
    readonly min: number;
  };
  readonly " $fragmentSpreads": FragmentRefs<"BuyBox_product">;
  readonly " $fragmentType": "ProductPopupView_product";
};
export type ProductPopupView_product$key = {
  readonly " $data"?: ProductPopupView_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductPopupView_product">;
};

const node: ReaderFragment = (function(){
var v0 = {
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
  "name": "ProductPopupView_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Brand",
      "kind": "LinkedField",
      "name": "brand",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "BuyBox_product"
    }
  ],
  "type": "Product",
  "abstractKey": null
};
})();

(node as any).hash = "9aceb3f1b0ec78603d5768bd5d70532c";

export default node;
