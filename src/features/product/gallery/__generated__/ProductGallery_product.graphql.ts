/**
 * @generated SignedSource<<f2e7ec89b854abde5cc5131280fc607a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProductGallery_product$data = {
  readonly images: ReadonlyArray<{
    readonly alt: string | null | undefined;
    readonly hash: string;
  }>;
  readonly name: string;
  readonly " $fragmentType": "ProductGallery_product";
};
export type ProductGallery_product$key = {
  readonly " $data"?: ProductGallery_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductGallery_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductGallery_product",
  "selections": [
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
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "ae6445d607e485d97641cd8b8e20053c";

export default node;
