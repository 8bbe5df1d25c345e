/**
 * @generated SignedSource<<e83262b53a8e51bf5a4d5341460ab3ab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProductPopupView_product$data = {
  readonly id: string;
  readonly images: ReadonlyArray<{
    readonly alt: string | null | undefined;
    readonly hash: string;
  }>;
  readonly name: string;
  readonly " $fragmentSpreads": FragmentRefs<"BuyBox_product">;
  readonly " $fragmentType": "ProductPopupView_product";
};
export type ProductPopupView_product$key = {
  readonly " $data"?: ProductPopupView_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductPopupView_product">;
};

const node: ReaderFragment = {
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
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

(node as any).hash = "ed86c0612e4ceb2f895cf2991392bbdf";

export default node;
