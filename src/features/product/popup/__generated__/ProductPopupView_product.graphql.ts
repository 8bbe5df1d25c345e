/**
 * @generated SignedSource<<25dcd770fec1dddcb618db676db40e78>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type AvailabilityState = "available" | "deliverable" | "lowStock" | "notAvailable" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ProductPopupView_product$data = {
  readonly availability: {
    readonly color: string | null | undefined;
    readonly key: string;
    readonly state: AvailabilityState;
  };
  readonly brand: {
    readonly name: string;
  } | null | undefined;
  readonly displayNumber: string;
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
      "kind": "ScalarField",
      "name": "displayNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Availability",
      "kind": "LinkedField",
      "name": "availability",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "key",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "state",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "color",
          "storageKey": null
        }
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

(node as any).hash = "0db6df95904bbb7f1906a7b9f191604f";

export default node;
